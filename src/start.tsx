import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router-dom';
import { AppProviders, browserEmotionCache } from './app/AppProviders';
import { appTheme } from './app/theme';
import { createAppRouter } from './app/router';
import { makeStore, prerenderState } from './app/store';
import { currentPortalPath } from './app/navigation';
import { withTimeout } from './app/chunkLoader';
import { routesOnPath } from './app/routeTable';
import { startApp } from './features/auth/startup';
import { loadConsent } from './features/session/consentStorage';
import { connectTabSync } from './features/auth/tabSync';
import { nextTask } from './lib/browserTasks';
import { prefetchOnIntent, prefetchRoute } from './app/prefetchOnIntent';
import { SCREEN_PRELOAD_WAIT_MS } from './config/constants';
import { createInitialSessionState, initialConsent } from './features/session/sessionSlice';

/** Resolves once the router has loaded the lazy modules of the first address. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Loads the screens of the first address before the router asks for them, all at once: one after the
 * other, each screen's chunk would only be requested once the one before it had loaded (a round trip per
 * level of the route). Each chunk is evaluated in the task its download completes in; the router would
 * evaluate them all in one. Only an optimisation: a failing or slow chunk is left to the router, which
 * reloads or reports it.
 */
async function loadScreens(pathname: string) {
  const loads = routesOnPath(pathname).flatMap(({ page }) =>
    page ? [withTimeout(page(), SCREEN_PRELOAD_WAIT_MS)] : [],
  );
  await Promise.allSettled(loads);
}

/**
 * Creates the store and router and renders (or hydrates) the portal into the container; store, router
 * and render each take a task of their own.
 */
export async function start(container: HTMLElement) {
  const store = makeStore({ session: createInitialSessionState({ consent: loadConsent() ?? initialConsent }) });
  // before the user load: its result is announced to the other tabs of the portal
  connectTabSync(store);
  await nextTask();
  const userLoad = store.dispatch(startApp());
  await nextTask();
  // the theme and the style cache (which adopts the prerendered page's style tags): each a few ms, in tasks of
  // their own instead of in the start-up chunk's evaluation, the longest task of the page load
  appTheme();
  await nextTask();
  browserEmotionCache();
  await nextTask();
  const pathname = currentPortalPath().split('?')[0];
  // the frame was prerendered for this address or for its pattern (a contract's tab: ":id")
  const frame = container.dataset.prerendered;
  const prerendered = frame !== undefined && matchPath({ path: frame, end: true }, pathname) !== null;
  // a page that is not prerendered replaces the static shell once it can show its content: its screens are
  // loaded and the user load has answered. Rendered earlier, the private area shows a spinner with the footer
  // right under it, and the page then pushes the footer away (a layout shift of 0.2 measured on the contract
  // list). A prerendered page hydrates at once: its HTML already shows its frame.
  await Promise.all([
    loadScreens(pathname),
    prerendered ? undefined : withTimeout(Promise.resolve(userLoad), SCREEN_PRELOAD_WAIT_MS).catch(() => undefined),
  ]);
  // whatever resolved last (a screen's evaluation, the user load's answer) ran in this task already: the
  // router's route ranking gets a task of its own (together they made one 50 ms task on the contract list)
  await nextTask();
  const router = createAppRouter();
  // a hover or focus on a link starts its screens' chunks and, once logged in, their data calls (a call
  // without a session would end in a 401)
  prefetchOnIntent((portalPath) =>
    prefetchRoute(portalPath, store.getState().session.status === 'loggedIn' ? store.dispatch : undefined),
  );
  await nextTask();
  // a page prerendered at build time (login, start page) is hydrated once its route modules are there;
  // everything else replaces the static shell
  if (prerendered) {
    // hydration reads the state the page was prerendered with (the user load may have finished already),
    // then renders the live state; as a transition it yields to the browser (no long task)
    const app = (
      <AppProviders store={store} serverState={prerenderState()}>
        <RouterProvider router={router} />
      </AppProviders>
    );
    void routerReady(router).then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    // also a transition: the first render yields to the browser instead of blocking it in one long task
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>,
      ),
    );
  }
}
