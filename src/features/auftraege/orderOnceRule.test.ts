import type { Vorgang } from './auftraegeApi';
import {
  ANY_CONTRACT,
  DONE_KEEP_MS,
  orderScreen,
  PENDING_MAX_MS,
  type OrderMark,
  type OrderOnceKind,
} from './orderOnceRule';

const T = Date.parse('2026-11-26T10:00:00Z');
const MIN = 60_000;
const mark = (over: Partial<OrderMark> = {}): OrderMark => ({
  kind: 'produktwechsel',
  contract: 'V-1',
  at: T,
  phase: 'pending',
  key: 'k',
  ...over,
});
const vorgang = (over: Partial<Vorgang> = {}): Vorgang => ({
  referenz: 'A-1',
  art: 'bestellung',
  bestellart: 'produktwechsel',
  vertragsId: 'V-1',
  eingangAm: new Date(T + MIN).toISOString(),
  status: 'eingegangen',
  ...over,
});

type Row = [
  string,
  { marks?: OrderMark[]; vorgaenge?: Vorgang[]; kind?: OrderOnceKind; contract?: string; now?: number },
  'form' | 'pending' | 'done',
];

const ROWS: Row[] = [
  ['nothing known: the form', {}, 'form'],
  ['a call on its way: wird übermittelt', { marks: [mark()], now: T + MIN }, 'pending'],
  ['… until 10 minutes have passed', { marks: [mark()], now: T + PENDING_MAX_MS }, 'form'],
  ['a confirmed call: Auftrag läuft', { marks: [mark({ phase: 'done' })], now: T + 60 * MIN }, 'done'],
  ['… for DONE_KEEP_MS', { marks: [mark({ phase: 'done' })], now: T + DONE_KEEP_MS }, 'form'],
  ['another contract is not affected', { marks: [mark()], contract: 'V-2', now: T + MIN }, 'form'],
  ['another kind is not affected', { marks: [mark()], kind: 'umzug', now: T + MIN }, 'form'],
  ['the tariff changes are one group', { marks: [mark()], kind: 'treueangebot', now: T + MIN }, 'pending'],
  [
    'upgrade and special offer too',
    { marks: [mark({ kind: 'spezialangebot', phase: 'done' })], kind: 'technologiewechsel', now: T + MIN },
    'done',
  ],
  ['a mark from the future (clock changed) does not count', { marks: [mark({ at: T + 60 * MIN })], now: T }, 'form'],
  [
    'pending, and Meine Aufträge lists one from then on: arrived',
    { marks: [mark()], vorgaenge: [vorgang()], now: T + 2 * MIN },
    'done',
  ],
  [
    'pending, Meine Aufträge lists only an older one: still on its way',
    { marks: [mark()], vorgaenge: [vorgang({ eingangAm: new Date(T - 60 * MIN).toISOString() })], now: T + 2 * MIN },
    'pending',
  ],
  ['no mark, a running order in Meine Aufträge: Auftrag läuft', { vorgaenge: [vorgang()], now: T }, 'done'],
  ['… a finished one does not count', { vorgaenge: [vorgang({ status: 'abgeschlossen' })], now: T }, 'form'],
  // held for review (sent without hmac): anyone knowing the contract and customer number could have sent it
  ['… one held for review does not block', { vorgaenge: [vorgang({ status: 'in_pruefung' })], now: T }, 'form'],
  [
    '… but answers this tab’s own lost call',
    { marks: [mark()], vorgaenge: [vorgang({ status: 'in_pruefung' })], now: T + 2 * MIN },
    'done',
  ],
  [
    'a running move blocks the move screen',
    { vorgaenge: [vorgang({ art: 'umzug', bestellart: undefined })], kind: 'umzug', now: T },
    'done',
  ],
  [
    'a move ordered with a new tariff is a move',
    { vorgaenge: [vorgang({ bestellart: 'umzug' })], kind: 'umzug', now: T },
    'done',
  ],
  [
    '… and not a tariff change',
    { vorgaenge: [vorgang({ bestellart: 'umzug' })], kind: 'produktwechsel', now: T },
    'form',
  ],
  [
    'a tariff change ordered with a move (codes 3 and 4) blocks the move screen',
    { vorgaenge: [vorgang({ umzugsdatum: '2026-12-15' })], kind: 'umzug', now: T },
    'done',
  ],
  [
    '… and the tariff change',
    { vorgaenge: [vorgang({ umzugsdatum: '2026-12-15' })], kind: 'produktwechsel', now: T },
    'done',
  ],
  [
    'a running cancellation',
    { vorgaenge: [vorgang({ art: 'kuendigung', bestellart: undefined })], kind: 'kuendigung', now: T },
    'done',
  ],
  [
    'the public cancellation form: any contract',
    {
      marks: [mark({ kind: 'kuendigung', contract: 'V-9' })],
      kind: 'kuendigung',
      contract: ANY_CONTRACT,
      now: T + MIN,
    },
    'pending',
  ],
  [
    'the bank change is the account’s',
    { marks: [mark({ kind: 'bankdaten', contract: '' })], kind: 'bankdaten', contract: '', now: T + MIN },
    'pending',
  ],
  [
    'router activation',
    {
      marks: [mark({ kind: 'router', contract: 'V-3', phase: 'done' })],
      kind: 'router',
      contract: 'V-3',
      now: T + MIN,
    },
    'done',
  ],
];

describe('orderScreen: the one "must not run twice" rule', () => {
  test.each(ROWS)('%s', (_name, input, view) => {
    const screen = orderScreen({
      marks: input.marks ?? [],
      vorgaenge: input.vorgaenge,
      kind: input.kind ?? 'produktwechsel',
      contract: input.contract ?? 'V-1',
      now: input.now ?? T,
    });
    expect(screen.view).toBe(view);
  });

  test('"Auftrag läuft" names the time it arrived: the confirmation, else the Vorgang', () => {
    expect(
      orderScreen({
        marks: [mark({ phase: 'done', at: T + 5 })],
        kind: 'produktwechsel',
        contract: 'V-1',
        now: T + 10,
      }),
    ).toEqual({
      view: 'done',
      since: T + 5,
      contract: 'V-1',
    });
    expect(
      orderScreen({
        marks: [mark()],
        vorgaenge: [vorgang()],
        kind: 'produktwechsel',
        contract: 'V-1',
        now: T + 2 * MIN,
      }),
    ).toEqual({
      view: 'done',
      since: T + MIN,
      contract: 'V-1',
    });
  });
});
