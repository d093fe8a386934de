import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { withTimeout } from './app/chunkLoader';
import { currentPortalPath } from './app/navigation';
import { prefetchOnIntent, prefetchRoute } from './app/prefetchOnIntent';
import { createAppRouter, routerReady } from './app/router';
import { makeStore, prerenderState } from './app/store';
import { SCREEN_PRELOAD_WAIT_MS } from './config/constants';
import { yieldToVisiblePage } from './lib/browserTasks';
import { startApp } from './features/auth/startup';
import { connectTabSync } from './features/auth/tabSync';
import { loadConsent } from './features/session/consentStorage';
import { createInitialSessionState, initialConsent } from './features/session/sessionSlice';

export async function start(container: HTMLElement) {
  // 1. The store, with the cookie consent given earlier; tab sync first, as the user load's result is announced
  const store = makeStore({ session: createInitialSessionState({ consent: loadConsent() ?? initialConsent }) });
  connectTabSync(store);
  // 2. The user load (spec §2), then the router, which loads the address's screens in one wave: a task each
  await yieldToVisiblePage();
  const userLoad = store.dispatch(startApp());
  await yieldToVisiblePage();
  const router = createAppRouter();
  // 3. A hover or focus on a link starts its screens' chunks and data calls (those with a session once logged in)
  prefetchOnIntent((portalPath) =>
    prefetchRoute(portalPath, store.dispatch, store.getState().session.status === 'loggedIn'),
  );
  const app = (serverState?: ReturnType<typeof prerenderState>) => (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // 4. A frame prerendered for this address (ADR 0004) hydrates with its state once its screens are there
  const frame = container.dataset.prerendered;
  if (frame !== undefined && matchPath({ path: frame, end: true }, currentPortalPath().split('?')[0])) {
    await routerReady(router);
    startTransition(() => void hydrateRoot(container, app(prerenderState())));
    return;
  }
  // 5. Any other page replaces the shell once its screens and the user load are there (earlier: footer shift)
  await withTimeout(Promise.all([routerReady(router), userLoad]), SCREEN_PRELOAD_WAIT_MS).catch(() => undefined);
  startTransition(() => createRoot(container).render(app()));
}
