import type { ContractStatus, ProductCategory, Vertrag } from '../../api/types';
import { matcher, phoneKeys, searchKey } from '../../lib/germanSearch';
import { onFirstUse } from '../../lib/onFirstUse';
import { contractAddress } from './vertragRules';

/**
 * The contract list as a business tool: search, filters, sort and page of the list, kept in the
 * address (so back, reload and a shared link restore them), applied to an index built once per contract list.
 * Pure functions; the page only renders what they return.
 */

export const SORTS = ['name', 'beginn', 'adresse'] as const;
export type ContractSort = (typeof SORTS)[number];

export const STATUSES = ['aktiv', 'gekuendigt', 'in_bearbeitung'] as const satisfies readonly ContractStatus[];
export const CATEGORIES = ['mobilfunk', 'dsl', 'glasfaser', 'energie'] as const satisfies readonly ProductCategory[];

export interface ContractQuery {
  /** the search text as typed ('' = none) */
  q: string;
  status: ContractStatus | '';
  category: ProductCategory | '';
  /** a town of a contract address ('' = every town) */
  ort: string;
  /** '' = the order of the answer */
  sort: ContractSort | '';
  /** 1-based; clamped by the pager */
  page: number;
}

export const EMPTY_QUERY: ContractQuery = { q: '', status: '', category: '', ort: '', sort: '', page: 1 };

/** The address's parameter names (German: they show in a shared link). */
const PARAM = { q: 'suche', status: 'status', category: 'art', ort: 'ort', sort: 'sortierung', page: 'seite' } as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The query from the address; unknown values fall back to „none“ (a hand-edited link never breaks the page). */
export function queryFromParams(params: URLSearchParams): ContractQuery {
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    q: (params.get(PARAM.q) ?? '').slice(0, 100),
    status: oneOf(STATUSES, params.get(PARAM.status)),
    category: oneOf(CATEGORIES, params.get(PARAM.category)),
    ort: (params.get(PARAM.ort) ?? '').slice(0, 60),
    sort: oneOf(SORTS, params.get(PARAM.sort)),
    page: Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1,
  };
}

/** The address's parameters of a query: only what differs from the default, in a fixed order. */
export function queryToParams(query: ContractQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set(PARAM.q, query.q);
  if (query.status) params.set(PARAM.status, query.status);
  if (query.category) params.set(PARAM.category, query.category);
  if (query.ort) params.set(PARAM.ort, query.ort);
  if (query.sort) params.set(PARAM.sort, query.sort);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** A change of search, filter or sort starts again at page 1 (page 7 of the old result means nothing). */
export function withChange(query: ContractQuery, change: Partial<Omit<ContractQuery, 'page'>>): ContractQuery {
  return { ...query, ...change, page: 1 };
}

/**
 * The index of a contract list: the search keys by position in the list, in arrays beside it rather than an
 * object per contract (less heap for a fleet, docs/performance.md).
 */
export interface ContractIndex {
  contracts: readonly Vertrag[];
  /** the contract number's key, by position: filled at first need or ahead in slices (prepareSearch) */
  texts: string[];
  /** the phone numbers' digits key, by position */
  phones: string[];
  /** the key of product and address, by position: one string per distinct pair (a fleet has a few hundred) */
  commons: string[];
  /** towns of the contract addresses, in German alphabetical order */
  towns: string[];
  /** positions 0 .. keyed have their search keys */
  keyed: number;
  /** the common keys made so far, by their source text */
  commonKeys: Map<string, string>;
}

// made on first use: at module evaluation it lengthened the page load's longest task (ICU collation data)
const collator = onFirstUse(() => new Intl.Collator('de', { sensitivity: 'base', numeric: true }));
const indexes = new WeakMap<readonly Vertrag[], ContractIndex>();

/**
 * The index of a contract list, built once per list (the store keeps the same array until the session
 * changes). Its search keys (number, product, tariff, phone numbers, address, normalised) cost more than the
 * list's first paint may: they are made at the first search, or before it in slices (prepareSearch).
 */
export function contractIndex(list: readonly Vertrag[]): ContractIndex {
  let index = indexes.get(list);
  if (!index) {
    const towns = [...new Set(list.map((c) => c.contractCity).filter(Boolean))].sort(collator().compare);
    index = { contracts: list, texts: [], phones: [], commons: [], towns, keyed: 0, commonKeys: new Map() };
    indexes.set(list, index);
  }
  return index;
}

/** Makes the search keys of the next `count` contracts; returns true when every contract has them. */
export function keyIndex(index: ContractIndex, count = Number.POSITIVE_INFINITY): boolean {
  const end = Math.min(index.contracts.length, index.keyed + count);
  for (let i = index.keyed; i < end; i += 1) {
    const c = index.contracts[i];
    index.texts.push(searchKey([c.contractId]));
    index.phones.push(phoneKeys(c.phoneNumbers));
    const source = `${c.number}\u0001${c.name}\u0001${contractAddress(c)}`;
    let common = index.commonKeys.get(source);
    if (common === undefined) {
      common = searchKey([c.number, c.name, contractAddress(c)]);
      index.commonKeys.set(source, common);
    }
    index.commons.push(common);
  }
  index.keyed = end;
  return end === index.contracts.length;
}

/** The longest the keys wait for an idle moment (a page that is never idle still gets them soon). */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Makes the search keys in slices of `slice` entries, each when the browser is idle (requestIdleCallback; a
 * new task where there is none), so the browser stays free for input and for the rest of the page while a
 * 5,000-contract list waits for its first search (a lower typing INP than a slice per timer task,
 * docs/performance.md). A search before they are done makes the rest at once. Returns a cancel
 * function.
 */
export function prepareSearch(index: ContractIndex, slice = 250): () => void {
  const idle = typeof requestIdleCallback === 'function';
  let handle: ReturnType<typeof setTimeout> | number | undefined;
  const step = () => {
    if (!keyIndex(index, slice)) schedule();
  };
  const schedule = () => {
    handle = idle ? requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(step, 0);
  };
  schedule();
  return () => (idle ? cancelIdleCallback(handle as number) : clearTimeout(handle));
}

const byName = (a: Vertrag, b: Vertrag) => collator().compare(a.name || a.contractId, b.name || b.contractId);
const byAddress = (a: Vertrag, b: Vertrag) =>
  collator().compare(a.contractCity, b.contractCity) ||
  collator().compare(a.contractStreet, b.contractStreet) ||
  collator().compare(
    a.contractStreetNumber + a.contractStreetNumberAddon,
    b.contractStreetNumber + b.contractStreetNumberAddon,
  );
/** newest first: the contract just started is the one asked about */
const byStart = (a: Vertrag, b: Vertrag) => b.startDate.localeCompare(a.startDate);
const COMPARE: Record<ContractSort, (a: Vertrag, b: Vertrag) => number> = {
  name: byName,
  beginn: byStart,
  adresse: byAddress,
};

/** The contracts the query asks for, in its order (equal ones in the order of the answer). */
export function applyQuery(index: ContractIndex, query: ContractQuery): Vertrag[] {
  const matches = matcher(query.q);
  const searching = Boolean(query.q.trim());
  if (searching) keyIndex(index);
  const ort = query.ort ? collator() : null;
  const { contracts, texts, phones, commons } = index;
  const found: number[] = [];
  for (let i = 0; i < contracts.length; i += 1) {
    const c = contracts[i];
    if (query.status && c.status !== query.status) continue;
    if (query.category && c.category !== query.category) continue;
    if (ort && ort.compare(c.contractCity, query.ort) !== 0) continue;
    if (searching && !matches(texts[i], phones[i], commons[i])) continue;
    found.push(i);
  }
  if (query.sort) {
    const compare = COMPARE[query.sort];
    found.sort((a, b) => compare(contracts[a], contracts[b]) || a - b);
  }
  return found.map((i) => contracts[i]);
}

/** True when a search or filter narrows the list (the count then says „12 von 5.000“). */
export const isFiltered = (query: ContractQuery) =>
  Boolean(query.q.trim() || query.status || query.category || query.ort);
