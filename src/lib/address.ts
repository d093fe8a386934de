/** House number with its addon as every address line and order query joins them (12 + 'a' → '12a'). */
export function houseNumber(number: string | null | undefined, addon: string | null | undefined): string {
  return `${number ?? ''}${addon ?? ''}`.trim();
}
