import {
  entryKey,
  forgetEntry,
  readRouted,
  rememberRouted,
  ROUTED_MEMORY_MS,
  shouldResume,
  withoutEntry,
  withRouted,
} from './campaignMemory';

const entry = { kampagne: 'herbst', path: '/treueangebot' };
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('shouldResume', () => {
  it.each([
    ['never routed', {}, true],
    ['routed a minute ago', { [entryKey(entry)]: NOW - 60_000 }, false],
    ['routed just within the memory', { [entryKey(entry)]: NOW - ROUTED_MEMORY_MS }, false],
    ['routed longer ago than a session lives', { [entryKey(entry)]: NOW - ROUTED_MEMORY_MS - 1 }, true],
    ['another campaign value on the same path routed', { '/treueangebot|fruehling': NOW }, true],
    ['the same campaign value on another path routed', { '/umzug|herbst': NOW }, true],
    ['a record from the future (clock changed)', { [entryKey(entry)]: NOW + 60_000 }, true],
  ])('%s → %s', (_case, routed, resume) => {
    expect(shouldResume(entry, routed, NOW)).toBe(resume);
  });
});

describe('withRouted / withoutEntry', () => {
  it('adds the entry and drops expired ones', () => {
    const old = { '/umzug|x': NOW - ROUTED_MEMORY_MS - 1, '/zelos|y': NOW - 1000 };
    expect(withRouted(old, entry, NOW)).toEqual({ '/zelos|y': NOW - 1000, '/treueangebot|herbst': NOW });
  });
  it('forgets only the given entry', () => {
    expect(withoutEntry({ '/treueangebot|herbst': NOW, '/zelos|y': NOW }, entry)).toEqual({ '/zelos|y': NOW });
  });
});

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());
  it('remembers across reads (other tabs share localStorage) and forgets a new anonymous entry', () => {
    rememberRouted(entry);
    expect(shouldResume(entry, readRouted(), Date.now())).toBe(false);
    forgetEntry(entry);
    expect(shouldResume(entry, readRouted(), Date.now())).toBe(true);
  });
  it('survives garbage in the storage', () => {
    window.localStorage.setItem('kp.kampagnen.geroutet', '{"a": "x", "b": 5');
    expect(readRouted()).toEqual({});
    window.localStorage.setItem('kp.kampagnen.geroutet', '{"a": "x", "b": 5}');
    expect(readRouted()).toEqual({ b: 5 });
  });
});
