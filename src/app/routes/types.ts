import type { ComponentType } from 'react';
import type { RouteName } from '../../config/paths';
import type { AppDispatch } from '../store';

/** One route of the table (src/app/routeTable.ts): react-router's nesting plus the portal's names and titles. */
// biome-ignore lint/suspicious/noExplicitAny: pages take different props; the table hands each its own
type PageModule = { default: ComponentType<any> };
export type PageLoader = () => Promise<PageModule>;

export interface RouteDef {
  path?: string;
  index?: true;
  /** route name used in links and redirects (spec §2 names where it gives them) */
  name?: RouteName | 'default';
  /** i18n key (namespace "titles") of the page's scope for "{scope} - Kundenportal - {provider}" */
  title?: string;
  page?: PageLoader;
  /**
   * starts the calls the page makes on its first render (RTK Query prefetch), for a prefetch on intent: the
   * data then loads in parallel with the chunk instead of after it (soft navigation)
   */
  data?: (dispatch: AppDispatch) => Promise<void>;
  /**
   * like `data`, for calls that need no session (editorial cards): also started before the login, so the
   * login form's prefetch has the start page's cards ready when the customer's answer arrives
   */
  publicData?: (dispatch: AppDispatch) => Promise<void>;
  /** static props handed to the page (e.g. which campaign a deep link carries) */
  props?: Record<string, unknown>;
  /**
   * the page renders its frame while the start-up user load is pending (it is prerendered at build time
   * and paints before any script runs); its customer data fills in once the session is known
   */
  shell?: boolean;
  /** route name, or a relative path starting with './' (for routes below a path param) */
  redirect?: RouteName | `./${string}`;
  children?: RouteDef[];
}
