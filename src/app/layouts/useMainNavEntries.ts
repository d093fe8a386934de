import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../components/layout/usePageTitle';
import { hrefFor } from '../../config/paths';
import { SECTIONS, type MainNavEntry } from './mainSections';

/**
 * The main menu's entries with the current section marked; the same array until the section changes, so
 * the menus (the row and the phone's drawer) re-render only then, not on every change of address.
 */
export function useMainNavEntries(): MainNavEntry[] {
  const { t } = useTranslation();
  // the section follows the names of the matched routes (vertraege.*, vertrag.*, vertragdetail.* → Verträge)
  const names = useMatches().map((m) => (m.handle as RouteHandle | undefined)?.name ?? '');
  const active =
    SECTIONS.find((s) => names.some((n) => s.routePrefixes.some((prefix) => n.startsWith(prefix))))?.key ??
    'startseite';
  return useMemo(
    () =>
      SECTIONS.map((s) => ({
        key: s.key,
        href: hrefFor(s.route),
        label: t(`layout.nav.${s.key}`),
        current: active === s.key,
      })),
    [active, t],
  );
}
