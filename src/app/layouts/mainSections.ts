import type { RouteName } from '../../config/paths';

/** The main areas of the private part; the active one follows the names of the matched routes. */
export const SECTIONS = [
  { key: 'startseite', route: 'private.dashboard.startseite', routePrefixes: ['private.dashboard.startseite'] },
  { key: 'meineDaten', route: 'meinedaten.stammdaten', routePrefixes: ['meinedaten', 'private.dashboard.meinedaten'] },
  { key: 'rechnungen', route: 'rechnungen.rechnungen', routePrefixes: ['rechnungen', 'meineRechte.beanstandung'] },
  {
    key: 'vertraege',
    route: 'vertraege.list',
    routePrefixes: ['vertraege', 'vertrag', 'vertragdetail', 'kostenSchutz', 'dokumente'],
  },
  { key: 'auftraege', route: 'auftraege', routePrefixes: ['auftraege'] },
] as const satisfies ReadonlyArray<{ key: string; route: RouteName; routePrefixes: readonly string[] }>;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** A main-menu entry as both menus (the row on wide screens, the drawer on phones) render it. */
export interface MainNavEntry {
  key: SectionKey;
  href: string;
  label: string;
  current: boolean;
}
