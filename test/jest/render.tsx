import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { buildRoutes } from '../../src/app/router';
import { registerNavigate } from '../../src/app/navigation';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders a component with the app's real providers and a fresh real store. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...options }: Options = {},
) {
  const routes: RouteObject[] = [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes);
  return {
    store,
    router,
    ...render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
      options,
    ),
  };
}

/**
 * Renders the whole app (the real route table) at an address, with a fresh real store.
 * `route` is a path inside the portal, e.g. "/private/dashboard/startseite".
 */
export function renderApp(
  route: string,
  { preloadedState, store = makeStore(preloadedState) }: { preloadedState?: Partial<RootState>; store?: AppStore } = {},
) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [route] });
  registerNavigate((to, opts) => void router.navigate(to, opts));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...view };
}
