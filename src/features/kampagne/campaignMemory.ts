/**
 * "This campaign entry has been routed": remembered across reloads and tabs (localStorage), so a campaign
 * routes exactly once per entry. Why it is needed: the backend carries a campaign opened before the login
 * (tracking/kampagne) and hands it out in GET user/current; a deep link entered with a session is routed by the
 * deep-link page at once, and the copy the backend still holds must not take over a later reload or a new tab.
 */
import type { Kampagnendaten } from '../../api/types';

const KEY = 'kp.kampagnen.geroutet';

/** A routed entry is remembered at most as long as a session can live (the backend's copy dies with it). */
export const ROUTED_MEMORY_MS = 8 * 60 * 60 * 1000;

/** entry key → time it was routed (ms since epoch) */
export type RoutedEntries = Record<string, number>;

export const entryKey = ({ kampagne, path }: Kampagnendaten): string => `${path}|${kampagne}`;

/** Pure: resume the campaign carried by the backend unless this very entry has already been routed. */
export function shouldResume(entry: Kampagnendaten, routed: RoutedEntries, nowMs: number): boolean {
  const at = routed[entryKey(entry)];
  return at === undefined || nowMs - at > ROUTED_MEMORY_MS || at > nowMs;
}

/** Pure: the remembered entries with this one added, expired ones dropped. */
export function withRouted(routed: RoutedEntries, entry: Kampagnendaten, nowMs: number): RoutedEntries {
  const next: RoutedEntries = {};
  for (const [key, at] of Object.entries(routed)) if (nowMs - at <= ROUTED_MEMORY_MS) next[key] = at;
  next[entryKey(entry)] = nowMs;
  return next;
}

/** Pure: the remembered entries without this one (a new anonymous entry must be resumed after the login). */
export function withoutEntry(routed: RoutedEntries, entry: Kampagnendaten): RoutedEntries {
  const { [entryKey(entry)]: _dropped, ...rest } = routed;
  return rest;
}

export function readRouted(): RoutedEntries {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

function write(routed: RoutedEntries): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(routed));
  } catch {
    // storage blocked (private mode): the campaign may then resume once more, nothing else breaks
  }
}

export const rememberRouted = (entry: Kampagnendaten): void => write(withRouted(readRouted(), entry, Date.now()));
export const forgetEntry = (entry: Kampagnendaten): void => write(withoutEntry(readRouted(), entry));
