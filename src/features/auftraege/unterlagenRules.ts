import type { Vorgang } from './auftraegeApi';
import { newestFirst } from './vorgangRules';

/** The orders that wait for a document from the customer (the start page's notices), newest first. */
export const wartenAufUnterlagen = (vorgaenge: readonly Vorgang[]): Vorgang[] =>
  newestFirst([...vorgaenge]).filter((x) => x.status === 'wartet_auf_unterlagen');

/** The id of an order's entry in Meine Aufträge: the start page's notice links straight to it. */
export const vorgangAnchor = (referenz: string) => `vorgang-${referenz.replace(/[^A-Za-z0-9_-]/g, '-')}`;
