import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { currentPortalPath } from './app/navigation';
import { startApp } from './features/auth/startup';
import { loadConsent } from './features/session/consentStorage';
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(container: HTMLElement) {
  const store = makeStore({ session: createInitialSessionState({ consent: loadConsent() ?? initialConsent }) });
  void store.dispatch(startApp());
  const router = createAppRouter();
  const app = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // a page prerendered at build time (the login) is hydrated once its route modules are there;
  // everything else replaces the static shell
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerendered === currentPortalPath().split('?')[0]) {
    // as a transition, hydration yields to the browser between units of work (no long task)
    void routerReady(router).then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    // also a transition: the first render yields to the browser instead of blocking it in one long task
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

const container = document.getElementById('root');
// start-up in a task of its own, after the modules' evaluation: two shorter tasks instead of one long
// task that would delay the customer's first input
if (container) void nextTask().then(() => start(container));
