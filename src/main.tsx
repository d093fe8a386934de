import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { startApp } from './features/auth/startup';
import { loadConsent } from './features/session/consentStorage';
import { createInitialSessionState, initialConsent } from './features/session/sessionSlice';

const store = makeStore({ session: createInitialSessionState({ consent: loadConsent() ?? initialConsent }) });
void store.dispatch(startApp());
const router = createAppRouter();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
