import { createContext, type ReactNode } from 'react';

/**
 * A section menu handed from a section layout (SideNavLayout) to the page's heading: on phones the menu
 * sits right below the h1 instead of pushing the heading down by a dozen links.
 */
export const SectionNavSlot = createContext<ReactNode>(null);

/** One entry of a section menu (side menu on wide screens, compact menu on phones). */
export interface SideNavItem {
  key: string;
  href: string;
  label: string;
  current: boolean;
}
