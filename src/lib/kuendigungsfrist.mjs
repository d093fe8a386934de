/**
 * THE notice rule of a cancellation, per reason the law names (TKG §§ 56, 57, 60; § 314 BGB), and the deadline of a
 * number port that goes with it (§ 59 TKG). Plain JS with JSDoc so that the stand-in (.mjs, no build step) enforces
 * the same rule the portal proposes. Dates are calendar days yyyy-MM-dd; the caller passes today in Berlin time.
 */

/** The reasons, in the order the form offers them. */
export const KUENDIGUNGSGRUENDE = /** @type {const} */ ([
  'ordentlich',
  'vertragsaenderung',
  'minderleistung',
  'umzug',
  'ausserordentlich',
]);

/** @typedef {(typeof KUENDIGUNGSGRUENDE)[number]} Kuendigungsgrund */
/**
 * Which notice rule applied: the end of the minimum term; one month (or the contract's notice) after it; none
 * (the special rights of § 57 TKG end the contract on any day after the declaration); the move date or one month
 * after the declaration, whichever is later (§ 60 Abs. 2 TKG); a fortnight for processing a cancellation for cause.
 * @typedef {'mindestlaufzeit' | 'kuendigungsfrist' | 'ohneFrist' | 'umzug' | 'wichtigerGrund'} Kuendigungsregel
 */

/** @param {string} day @param {number} n */
function plusDays(day, n) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Same day n months later, clamped to the month's end (31.01. + 1 month = 28./29.02.). @param {string} day @param {number} n */
export function plusMonths(day, n) {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

const isDay = (/** @type {unknown} */ s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
const later = (/** @type {string} */ a, /** @type {string} */ b) => (a > b ? a : b);

/**
 * The earliest end of a cancellation declared `heute` and the rule that set it.
 * - ordentlich: the end of the minimum term if the notice still reaches it, else the notice after today
 *   (after the minimum term one month, § 56 Abs. 3 TKG); without contract data one month.
 * - vertragsaenderung (§ 57 Abs. 1 TKG) and minderleistung (§ 57 Abs. 4 TKG): no notice, the day after the
 *   declaration.
 * - umzug (§ 60 Abs. 2 TKG): one month's notice, not before the move: the later of the move date and today + 1 month.
 * - ausserordentlich (§ 314 BGB): two weeks for the review of the cause.
 * @param {{ grund: Kuendigungsgrund, heute: string, mindestlaufzeitEnde?: string, kuendigungsfristMonate?: number | null,
 *   umzugsdatum?: string }} input
 * @returns {{ fruehestesEnde: string, regel: Kuendigungsregel }}
 */
export function fruehestesEnde({
  grund,
  heute,
  mindestlaufzeitEnde = '',
  kuendigungsfristMonate = null,
  umzugsdatum = '',
}) {
  switch (grund) {
    case 'vertragsaenderung':
    case 'minderleistung':
      return { fruehestesEnde: plusDays(heute, 1), regel: 'ohneFrist' };
    case 'umzug':
      return { fruehestesEnde: later(isDay(umzugsdatum) ? umzugsdatum : '', plusMonths(heute, 1)), regel: 'umzug' };
    case 'ausserordentlich':
      return { fruehestesEnde: plusDays(heute, 14), regel: 'wichtigerGrund' };
    default: {
      const mitFrist = plusMonths(heute, kuendigungsfristMonate ?? 1);
      if (isDay(mindestlaufzeitEnde) && mindestlaufzeitEnde >= mitFrist)
        return { fruehestesEnde: mindestlaufzeitEnde, regel: 'mindestlaufzeit' };
      return { fruehestesEnde: mitFrist, regel: 'kuendigungsfrist' };
    }
  }
}

/**
 * The end of the contract: the earliest end, or the customer's later wish. An ordinary cancellation with an
 * earlier wish ends at the earliest end (the customer cannot know the minimum term on the public form). For the
 * special rights the earliest end follows from what the form holds, so an earlier wish gives `zuFrueh` (the form
 * says so at the field; the backend refuses it). A cancellation for cause may name any future day.
 * @param {Parameters<typeof fruehestesEnde>[0] & { wunschtermin?: string }} input
 * @returns {{ ende: string, fruehestesEnde: string, regel: Kuendigungsregel, zuFrueh: boolean }}
 */
export function kuendigungsende(input) {
  const { fruehestesEnde: earliest, regel } = fruehestesEnde(input);
  const wish = isDay(input.wunschtermin) ? /** @type {string} */ (input.wunschtermin) : '';
  if (!wish) return { ende: earliest, fruehestesEnde: earliest, regel, zuFrueh: false };
  if (input.grund === 'ausserordentlich')
    return { ende: wish, fruehestesEnde: earliest, regel, zuFrueh: wish <= input.heute };
  const zuFrueh = input.grund !== 'ordentlich' && wish < earliest;
  return { ende: later(wish, earliest), fruehestesEnde: earliest, regel, zuFrueh };
}

/**
 * Until when the number can be taken to another provider (§ 59 TKG): a fixed line up to one month after the
 * contract's end, a mobile number at any time (also before the end).
 * @param {{ mobil: boolean, ende: string }} input
 * @returns {{ art: 'jederzeit' } | { art: 'bis', bis: string }}
 */
export function portierungsfrist({ mobil, ende }) {
  return mobil ? { art: 'jederzeit' } : { art: 'bis', bis: plusMonths(ende, 1) };
}
