import type { Vorgang } from './auftraegeApi';
import { vorgangAnchor, wartenAufUnterlagen } from './unterlagenRules';

const vorgang = (referenz: string, status: Vorgang['status'], eingangAm: string): Vorgang => ({
  referenz,
  art: 'bestellung',
  vertragsId: 'V-1',
  eingangAm,
  status,
});

test('only orders waiting for a document, newest first', () => {
  const list = [
    vorgang('A', 'wartet_auf_unterlagen', '2026-11-01T10:00:00Z'),
    vorgang('B', 'in_bearbeitung', '2026-11-03T10:00:00Z'),
    vorgang('C', 'wartet_auf_unterlagen', '2026-11-02T10:00:00Z'),
  ];
  expect(wartenAufUnterlagen(list).map((x) => x.referenz)).toEqual(['C', 'A']);
  expect(wartenAufUnterlagen([])).toEqual([]);
});

test('the anchor is a valid id whatever the reference holds', () => {
  expect(vorgangAnchor('VG-2026-1000007-001')).toBe('vorgang-VG-2026-1000007-001');
  expect(vorgangAnchor('A/B 1')).toBe('vorgang-A-B-1');
});
