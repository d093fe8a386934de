import type { VertragTab } from '../../config/paths';
import type { Vorgang } from './auftraegeApi';

/** Newest first by receipt (ISO instants compare as strings only with equal formats: compare as dates). */
export const newestFirst = (vorgaenge: Vorgang[]) =>
  [...vorgaenge].sort((a, b) => Date.parse(b.eingangAm) - Date.parse(a.eingangAm));

/** a finished or withdrawn request no longer runs */
export const isRunning = (x: Vorgang) => x.status !== 'abgeschlossen' && x.status !== 'widerrufen';

/** Orders that change the contract's tariff: while one runs, no tab offers another. */
const TARIFF_CHANGES = new Set([
  'produktwechsel',
  'treueangebot',
  'technologiewechsel',
  'spezialangebot',
  'vertragswechsel',
]);
const TARIFF_TABS: VertragTab[] = [
  'produktwechsel',
  'treueangebot',
  'produktwechselalt',
  'technologieupgrade',
  'spezialangebot',
  'vertragswechsel',
];

/** A move: the move calls, and an order that carries a move date (codes 3 and 4). */
export const isMove = (x: Vorgang) =>
  x.art === 'umzug' || (x.art === 'bestellung' && (x.bestellart === 'umzug' || Boolean(x.umzugsdatum)));

/**
 * A contract concluded online, which „Vertrag widerrufen“ offers for: every order, and a move with a new
 * tariff (the move call naming its tariff). A move that keeps the contract concludes none.
 */
export const isWithdrawable = (x: Vorgang) => x.art === 'bestellung' || (x.art === 'umzug' && Boolean(x.produkt));

export interface VertragVorgaenge {
  /** running cancellation: the contract ends at its `zum` */
  kuendigung: Vorgang | null;
  /** running tariff change of this contract */
  auftrag: Vorgang | null;
  /** running move (also a move with a new tariff) */
  umzug: Vorgang | null;
  /** tabs whose order button must not be offered again */
  blocked: Set<VertragTab>;
  /** tabs left out of the contract's menu and quick actions */
  hidden: Set<VertragTab>;
}

/**
 * What is running for one contract, and which actions that rules out: a second tariff change while one
 * runs, a second move, and any cancellation (and the "earliest end if cancelled today") after a cancellation.
 */
export function vertragVorgaenge(vorgaenge: Vorgang[], contractId: string): VertragVorgaenge {
  const running = newestFirst(vorgaenge).filter((x) => x.vertragsId === contractId && isRunning(x));
  const kuendigung = running.find((x) => x.art === 'kuendigung') ?? null;
  const auftrag = running.find((x) => x.art === 'bestellung' && TARIFF_CHANGES.has(x.bestellart ?? '')) ?? null;
  const umzug = running.find(isMove) ?? null;
  const blocked = new Set<VertragTab>([
    ...(auftrag ? TARIFF_TABS : []),
    ...(umzug ? (['umzug'] as const) : []),
    ...(kuendigung ? (['kuendigung'] as const) : []),
  ]);
  const hidden = new Set<VertragTab>(kuendigung ? ['kuendigung'] : []);
  return { kuendigung, auftrag, umzug, blocked, hidden };
}
