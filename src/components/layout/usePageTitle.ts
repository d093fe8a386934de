import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface RouteHandle {
  name?: string;
  title?: string;
  /** see RouteDef.shell */
  shell?: boolean;
}

/**
 * Scope of the deepest matched route that has a title (namespace "common", key titles.*). The titles of the
 * screens beyond the first load come with their chunk (routeTable.ts): if it failed, no raw key is shown.
 */
export function useRouteTitle(): string {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return i18n.exists(`titles.${handle.title}`) ? t(`titles.${handle.title}`) : '';
  }
  return '';
}
