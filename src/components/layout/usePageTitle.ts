import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface RouteHandle {
  name?: string;
  title?: string;
  /** see RouteDef.shell */
  shell?: true;
}

/** Scope of the deepest matched route that has a title (namespace "common", key titles.*). */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return t(`titles.${handle.title}`);
  }
  return '';
}
