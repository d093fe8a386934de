export const PAGE_SIZE = 20;

export interface Page<T> {
  /** 1-based, clamped into 1..pages */
  page: number;
  pages: number;
  items: T[];
  /** 1-based positions of the first and last item shown (0 when empty) */
  from: number;
  to: number;
}

/** One page of a list; an out-of-range or garbage page number shows the nearest valid page. */
export function pageOf<T>(list: readonly T[], requested: number, size = PAGE_SIZE): Page<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const page = Number.isFinite(requested) ? Math.min(pages, Math.max(1, Math.trunc(requested))) : 1;
  const start = (page - 1) * size;
  const items = list.slice(start, start + size);
  return { page, pages, items, from: items.length ? start + 1 : 0, to: start + items.length };
}
