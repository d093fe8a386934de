/**
 * The tab's memory of order calls (the rule is orderOnceRule.ts): sessionStorage, so a reload or the
 * browser's Back finds it, and only kind, contract id, time, phase and the call's random Idempotency-Key, no
 * personal data. While a call of this page is on its way, leaving the page asks first (beforeunload).
 * `runOnce` is the one way an order screen sends: it refuses a second call of the same group for the contract.
 */
import { newIdempotencyKey } from '../../api/idempotency';
import { isOnline } from '../../lib/online';
import { ANY_CONTRACT, liveMarks, orderScreen, sameGroup, type OrderMark, type OrderOnceKind } from './orderOnceRule';

const STORAGE_KEY = 'kp.auftraege.laufend';

/** the stored text and its marks: the same array while the text is the same (useSyncExternalStore) */
let cache: { raw: string | null; marks: OrderMark[] } = { raw: null, marks: [] };
const listeners = new Set<() => void>();
/** calls this document sends right now (a mark of an earlier document may still say pending) */
let inFlight = 0;
/**
 * Keys of calls of this document whose outcome is unknown (no answer: connection lost, time-out, 5xx). Their
 * marks stay pending in the tab's storage (a reload aborts the call the same way, and then nobody knows either),
 * but this document, which showed the error, offers its form again and sends with the same key, so a backend
 * that knows the key answers instead of acting twice.
 */
const endedHere = new Set<string>();
/** the marks as this document's screens see them: without the ones of endedHere */
let visible: { from: OrderMark[] | null; marks: OrderMark[] } = { from: null, marks: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the rule then holds for this document only
  }
}

function isMark(x: unknown): x is OrderMark {
  const m = x as Partial<OrderMark> | null;
  return (
    !!m &&
    typeof m.kind === 'string' &&
    typeof m.contract === 'string' &&
    typeof m.at === 'number' &&
    (m.phase === 'pending' || m.phase === 'done') &&
    typeof m.key === 'string'
  );
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return cache.raw; // blocked: the in-memory copy holds for this document
  }
}

/** The marks this document's screens go by: the tab's, less the calls that ended here without an answer. */
export function visibleOrderMarks(): OrderMark[] {
  const all = orderMarks();
  if (visible.from !== all) visible = { from: all, marks: all.filter((m) => !endedHere.has(m.key)) };
  return visible.marks;
}

/** The tab's marks: the same array as long as the stored text is unchanged. */
export function orderMarks(): OrderMark[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.marks;
  let stored: unknown = [];
  try {
    stored = JSON.parse(raw ?? '[]');
  } catch {
    stored = [];
  }
  cache = { raw, marks: Array.isArray(stored) ? stored.filter(isMark) : [] };
  return cache.marks;
}

function write(next: OrderMark[]) {
  const marks = liveMarks(next, Date.now());
  const raw = marks.length ? JSON.stringify(marks) : null;
  cache = { raw, marks };
  try {
    if (raw) storage()?.setItem(STORAGE_KEY, raw);
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // full or blocked: the in-memory copy still holds for this document
  }
  for (const l of listeners) l();
}

export function subscribeOrderMarks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Chromium, Firefox and Safari show their own "Seite verlassen?" text; the handler only asks for it. */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

function callStarted() {
  inFlight += 1;
  if (inFlight === 1) window.addEventListener('beforeunload', askBeforeLeaving);
}

function callEnded() {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
}

export type Outcome = 'done' | 'notDone' | 'unknown';

/**
 * The outcome of a failed call: not done (a 4xx answer, or not sent at all because the device is offline), or
 * unknown (no answer while online, 5xx).
 */
export function outcomeOf(error: unknown, online: boolean = isOnline()): Exclude<Outcome, 'done'> {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return status >= 400 && status < 500 ? 'notDone' : 'unknown';
  return online ? 'unknown' : 'notDone';
}

/** Thrown by runOnce instead of sending: a call of this group for the contract is on its way or done. */
export class AlreadyRunning extends Error {
  constructor() {
    super('Auftrag läuft bereits');
    this.name = 'AlreadyRunning';
  }
}

/**
 * Sends an order call once: refused (AlreadyRunning) while the tab knows one of the same group for the contract;
 * else marked pending and sent with its Idempotency-Key; then marked done (answer), dropped (not done: the
 * customer may correct and send again), or left pending for the tab with its key reused by this document's
 * next try (unknown outcome; see endedHere).
 */
export async function runOnce<T>(kind: OrderOnceKind, contract: string, send: (key: string) => Promise<T>): Promise<T> {
  const now = Date.now();
  if (orderScreen({ marks: visibleOrderMarks(), kind, contract, now }).view !== 'form') throw new AlreadyRunning();
  const earlier = liveMarks(orderMarks(), now).find(
    (m) => endedHere.has(m.key) && m.phase === 'pending' && sameGroup(m.kind, kind) && m.contract === contract,
  );
  const key = earlier?.key ?? newIdempotencyKey();
  if (earlier) endedHere.delete(earlier.key);
  const mark: OrderMark = { kind, contract, at: now, phase: 'pending', key };
  write([...orderMarks().filter((m) => m.key !== key), mark]);
  callStarted();
  try {
    const answer = await send(key);
    write([...orderMarks().filter((m) => m.key !== key), { ...mark, phase: 'done', at: Date.now() }]);
    return answer;
  } catch (error) {
    if (outcomeOf(error) === 'notDone') write(orderMarks().filter((m) => m.key !== key));
    else {
      // the mark stays as it is in the tab's storage (this may be the reload aborting the call)
      endedHere.add(key);
      visible = { from: null, marks: [] };
      for (const l of listeners) l();
    }
    throw error;
  } finally {
    callEnded();
  }
}

/** Forgets every mark (logout; tests). */
export function forgetOrderMarks() {
  endedHere.clear();
  write([]);
}

export { ANY_CONTRACT };
