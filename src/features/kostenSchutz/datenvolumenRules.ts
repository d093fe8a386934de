/**
 * THE rule of the mobile data meter (TKTransparenzV §§ 9, 10): how full the included volume is, and which notice
 * the customer gets. At 80 % a notice, which the customer may switch off (and on again) free of charge; at 100 %
 * always one, because the tariff then slows down.
 */
export const HINWEIS_SCHWELLE = 0.8;

export interface Zaehler {
  verbrauchtMb: number | null;
  inklusivMb: number | null;
  hinweis80: boolean;
}

/** Share used, 0..1 (more than the volume counts as 1); null when the meter cannot tell. */
export function anteil({ verbrauchtMb, inklusivMb }: Zaehler): number | null {
  if (verbrauchtMb === null || inklusivMb === null || inklusivMb <= 0 || verbrauchtMb < 0) return null;
  return Math.min(1, verbrauchtMb / inklusivMb);
}

/** Whole per cent for display, rounded down (99.6 % is not yet „100 %“). */
export function prozent(zaehler: Zaehler): number | null {
  const a = anteil(zaehler);
  return a === null ? null : Math.floor(a * 100 + 1e-9);
}

/** The notice due for a meter: 'voll' at 100 %, 'achtzig' from 80 % while the notice is on, else null. */
export function volumenHinweis(zaehler: Zaehler): 'achtzig' | 'voll' | null {
  const a = anteil(zaehler);
  if (a === null) return null;
  if (a >= 1) return 'voll';
  return a >= HINWEIS_SCHWELLE && zaehler.hinweis80 ? 'achtzig' : null;
}

/** "8,6 GB" from MB (1 GB = 1024 MB, as the tariffs count), one decimal; below 1 GB in MB. */
export function volumenText(mb: number): string {
  if (mb < 1024) return `${Math.round(mb)} MB`;
  return `${(Math.round((mb / 1024) * 10) / 10).toString().replace('.', ',')} GB`;
}
