import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { EmotionCache } from '@emotion/cache';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../i18n';
import type { AppStore, RootState } from './store';
import { appTheme } from './theme';
import { onFirstUse } from '../lib/onFirstUse';

/** The CSP allows styles only with the server's per-response nonce; emotion tags its <style> with it. */
function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && !value.startsWith('__') ? value : undefined;
}

/** key 'kp': the prerendered pages' style tags carry it, so emotion adopts them when the page hydrates. */
export const EMOTION_KEY = 'kp';
/**
 * The browser's style cache, created on first use. Creating it adopts the prerendered page's style tags; the
 * start-up does that in a task of its own (src/start.tsx) instead of while the start-up chunk is evaluated.
 */
export const browserEmotionCache = onFirstUse(() => createCache({ key: EMOTION_KEY, nonce: cspNonce() }));

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  emotionCache?: EmotionCache;
  /** when hydrating a prerendered page: the state it was rendered with (read during hydration only) */
  serverState?: RootState;
}

/**
 * react-redux's Provider keeps the state it first saw for as long as the store object is the same
 * (`useMemo(() => store.getState(), [store])`). Start-up dispatches the user load before the first render, so
 * that state often holds the customer's data: after logout (or an account switch in another tab) it would
 * stay reachable in memory (heap snapshot). When customer data leaves the store, the Provider
 * gets a fresh view of the same store (same dispatch, getState, subscribe), and lets go of the old state.
 */
function useProviderStore(store: AppStore): AppStore {
  const [view, setView] = useState<AppStore>(() => ({ ...store }));
  useEffect(() => {
    let holdsCustomer = store.getState().session.kundendaten !== null;
    return store.subscribe(() => {
      const now = store.getState().session.kundendaten !== null;
      if (holdsCustomer && !now) setView({ ...store });
      holdsCustomer = now;
    });
  }, [store]);
  return view;
}

export function AppProviders({ store, children, emotionCache, serverState }: AppProvidersProps) {
  const cache = emotionCache ?? browserEmotionCache();
  const providerStore = useProviderStore(store);
  return (
    <Provider store={providerStore} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={appTheme()}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </Provider>
  );
}
