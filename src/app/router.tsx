import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PUBLIC_PATH } from '../config/constants';
import { Pending } from '../components/feedback/Pending';
import { loadChunk } from './chunkLoader';
import { hrefFor, type RouteName } from '../config/paths';
import { routeTable, type RouteDef } from './routeTable';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorBoundary } from './layouts/RouteErrorBoundary';

/** Renders as the route's page when its chunk failed: throws the failure to the route's error boundary. */
function ChunkFailed({ error }: { error: unknown }): never {
  throw error;
}

function toRouteObject(def: RouteDef): RouteObject {
  const handle = { name: def.name, title: def.title, shell: def.shell };
  const common = { handle, ErrorBoundary: RouteErrorBoundary };
  const children = def.children?.map(toRouteObject);
  const redirect = def.redirect;
  const page = def.page;
  const lazy = page
    ? async () => {
        try {
          const { default: Page } = await loadChunk(page);
          const props = def.props;
          return { Component: props ? () => <Page {...props} /> : Page };
        } catch (error) {
          // react-router keeps a route whose lazy() rejected marked as "not loaded" and renders nothing for it
          // and below it (a blank page with the footer): the route renders the failure instead, so its error
          // boundary shows the German page (and decides on the one reload)
          return { element: <ChunkFailed error={error} /> };
        }
      }
    : undefined;
  const target = redirect?.startsWith('./') ? redirect.slice(2) : redirect && hrefFor(redirect as RouteName);
  const element = target ? <Navigate replace to={target} /> : undefined;
  if (def.index) return { index: true, ...common, element, lazy };
  return { path: def.path, ...common, element, lazy, children };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      ErrorBoundary: RouteErrorBoundary,
      hydrateFallbackElement: <Pending />,
      children: routeTable.map(toRouteObject),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: PUBLIC_PATH });
}

/** Resolves once the router has loaded the lazy route modules of its first address. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
