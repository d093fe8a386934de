/**
 * Facts of the stand-in's document archive that the contracts do not carry: the dates from which each version of
 * the AGB applied, and the change notices sent for a contract (days before today). The provider's document system
 * keeps these; the stand-in's demo values.
 */

/** The AGB's versions by the day from which each applied (oldest first). */
export const AGB_STAENDE = ['2023-01-01', '2024-07-01', '2025-04-01', '2026-01-01'];

/**
 * Change notices by contract (§ 57 Abs. 1 TKG: a one-sided change is announced at least a month before it takes
 * effect, with the right to cancel): sent `vorTagen` days ago, effective `wirksamInTagen` days after sending.
 * @type {Record<string, Array<{ vorTagen: number, wirksamInTagen: number, art: 'preis' | 'leistung',
 *   titel: string, alt: string, neu: string }>>}
 */
export const AENDERUNGEN = {
  'V-100031': [
    {
      vorTagen: 75,
      wirksamInTagen: 42,
      art: 'leistung',
      titel: 'Mitteilung über eine Vertragsänderung: Upload-Geschwindigkeit',
      alt: 'Upload bis zu 40 Mbit/s',
      neu: 'Upload bis zu 50 Mbit/s (ohne Aufpreis)',
    },
  ],
  'V-100034': [
    {
      vorTagen: 200,
      wirksamInTagen: 45,
      art: 'preis',
      titel: 'Mitteilung über eine Vertragsänderung: Preisanpassung',
      alt: '49,99 € monatlich',
      neu: '52,99 € monatlich',
    },
  ],
};
