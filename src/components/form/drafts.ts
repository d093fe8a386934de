/**
 * Drafts that survive a session expiry: what the customer typed into a form is kept in this module's
 * memory only (never in storage), for the customer who typed it, and put back into the form when it appears
 * again after the session-expired login. The session feature tells this module who is logged in
 * (`draftsBelongTo`), that the session expired (`holdDrafts`: the forms unmounting now keep theirs) and that
 * the customer logged out (`clearDrafts`). Another customer, a logout and 30 minutes discard them.
 */
import { DRAFT_MAX_AGE_MS } from '../../config/constants';

interface Draft {
  at: number;
  values: Record<string, unknown>;
  /** kept through a session expiry: only such a draft is put back (a step of a flow has its own values) */
  survived: boolean;
}

let owner: string | null = null;
/** the session expired: forms that unmount now keep their drafts for the return */
let held = false;
const drafts = new Map<string, Draft>();

const fresh = (d: Draft, now: number) => now - d.at < DRAFT_MAX_AGE_MS && now >= d.at;

function prune(now: number) {
  for (const [id, d] of drafts) if (!fresh(d, now)) drafts.delete(id);
}

/** The customer now logged in (null: none). Drafts of another customer are discarded. */
export function draftsBelongTo(customer: string | null) {
  if (customer !== owner) drafts.clear();
  owner = customer;
  held = false;
}

/** The session expired: the forms the expiry takes away keep what was typed for the customer's return. */
export function holdDrafts() {
  held = true;
  for (const d of drafts.values()) d.survived = true;
}

/** Logout: nothing typed stays in memory. */
export function clearDrafts() {
  drafts.clear();
  owner = null;
  held = false;
}

/** Keeps the typed values of a form (only while a customer is logged in). */
export function saveDraft(id: string, values: Record<string, unknown>, now = Date.now()) {
  if (!owner) return;
  prune(now);
  drafts.set(id, { at: now, values, survived: false });
}

/**
 * The draft of a form to put back: typed by the logged-in customer less than 30 minutes ago and kept through a
 * session expiry (within a session a form starts from its own values, e.g. a flow's step going back).
 */
export function draftOf(id: string, now = Date.now()): Record<string, unknown> | null {
  const d = drafts.get(id);
  if (!d || !owner || !d.survived) return null;
  if (!fresh(d, now)) {
    drafts.delete(id);
    return null;
  }
  return d.values;
}

/**
 * The form that was given the draft is on the page (DraftKeeper's mount): it holds the values from here, so a
 * later step going back keeps its own. Not on reading: a render React throws away (a suspended or interrupted
 * one) would have used up the draft, and the render that stays would start empty.
 */
export function draftShown(id: string) {
  const d = drafts.get(id);
  if (d) d.survived = false;
}

export function discardDraft(id: string) {
  drafts.delete(id);
}

/** A form with a draft went away: unless the session expired (or the flow keeps it), the draft goes too. */
export function formLeft(id: string, keep: boolean) {
  if (!held && !keep) drafts.delete(id);
}

/** For the tests: how many drafts are kept. */
export const draftCount = () => drafts.size;
