import { i18n, registerMessages } from '../../i18n';
import widerruf from '../../i18n/de/widerruf.json';
import { belegZeilen } from './belegZeilen';
import type { Beleg } from './widerrufSchemas';

registerMessages('widerruf', widerruf);
const t = i18n.t.bind(i18n);

const beleg: Beleg = {
  belegnummer: 'WR-2026-000001',
  auftragsnummer: 'A-2026-000123',
  eingangAm: '2026-11-26T10:05:00.000Z',
  vertragsId: 'V-100071',
  neuerVertrag: false,
  produkt: 'VDSL 100',
  bestellart: 'produktwechsel',
  bestelltAm: '2026-11-25T10:05:00.000Z',
  fristEnde: '2026-12-09',
  kundennummer: '1000007',
  vorname: 'Eva',
  nachname: 'Kurz',
  email: 'eva@example.org',
  anHinterlegteAdresseGesendet: true,
  wiederholt: false,
};
const vertragOf = (b: Beleg) => Object.fromEntries(belegZeilen(b, t)).Vertrag;

test('the receipt names the contract a change concerns, and a new contract as new (not the line it was ordered from)', () => {
  expect(vertragOf(beleg)).toBe('V-100071');
  expect(vertragOf({ ...beleg, neuerVertrag: true, produkt: 'Mobilfunk Allnet M', bestellart: 'mobilfunk' })).toBe(
    'neuer Vertrag: Mobilfunk Allnet M',
  );
});
