/** Types of the stand-in's data export (datenauskunft.mjs) for the portal's TypeScript tests. */
export const TABLES: Record<string, unknown>;
export function buildExport(ctx: unknown, customer: unknown): Record<string, unknown>;
export function tableCsv(rows: Array<Record<string, unknown>>): string;
