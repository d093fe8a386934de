/**
 * Missing data in a list: a backend that answers only the ids (the alt shape mode) would fill a
 * table with rows of "-". This decides, purely, when that is the case: every data column (one with a `value`)
 * is empty in every row. Columns without `value` (actions such as a PDF button) do not count.
 */
export interface DataColumn<Row> {
  header: string;
  value?: (row: Row) => string | number | null | undefined;
  actions?: boolean;
}

const isEmpty = (v: string | number | null | undefined) => v === null || v === undefined || String(v).trim() === '';

export interface MissingData {
  /** every data column is empty in every row (and there is at least one row and one data column) */
  allMissing: boolean;
  /** headers of the data columns that are empty in every row, in column order */
  missing: string[];
}

export function missingData<Row>(rows: readonly Row[], columns: ReadonlyArray<DataColumn<Row>>): MissingData {
  if (rows.length === 0) return { allMissing: false, missing: [] };
  const data = columns.filter((c) => c.value && !c.actions);
  const missing = data.filter((c) => rows.every((r) => isEmpty(c.value?.(r)))).map((c) => c.header);
  return { allMissing: data.length > 0 && missing.length === data.length, missing };
}
