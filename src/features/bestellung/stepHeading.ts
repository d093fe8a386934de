import type { TFunction } from 'i18next';
import type { Produkt } from '../../api/types';
import { listText } from '../../lib/listText';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

/** What the first order step may hold, in the order its heading names them. */
export type StepPart = 'tarif' | 'optionen' | 'wunschtermin';

/**
 * The parts of the first order step (its heading said „Optionen“ when none were offered): a tariff
 * to choose unless the product is fixed (add-on order), options when any offered product has some, the
 * desired date unless the step takes it from elsewhere (a move's date).
 */
export function auswahlParts({
  produkte,
  fixedProduct,
  withDate,
}: {
  produkte: ReadonlyArray<Pick<Produkt, 'options'>>;
  fixedProduct?: Pick<Produkt, 'options'> | null;
  withDate: boolean;
}): StepPart[] {
  const offered = fixedProduct ? [fixedProduct] : produkte;
  return [
    ...(fixedProduct ? [] : (['tarif'] as const)),
    ...(offered.some((p) => p.options.length > 0) ? (['optionen'] as const) : []),
    ...(withDate ? (['wunschtermin'] as const) : []),
  ];
}

/** „1. Tarif, Optionen und Wunschtermin“ from the parts the step holds. */
export function auswahlHeading(t: TFunction, parts: readonly StepPart[]): string {
  return t('bestellung:step.auswahlOf', { parts: listText(parts.map((p) => t(`bestellung:step.part.${p}`))) });
}
