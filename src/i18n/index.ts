import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../config/constants';
import common from './de/common.json';

type Messages = Record<string, unknown>;

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  resources: { [DEFAULT_LANGUAGE]: { common } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The page titles the first load carries (login, start page: common.json); the others come with the screens
 * beyond it (screenTexts.ts). Read before anything is merged into the namespace.
 */
export const firstLoadTitles: ReadonlySet<string> = new Set(Object.keys(common.titles));

/**
 * Adds bundled German defaults to a namespace; messages already delivered by the server (applyServerMessages)
 * win, so texts can be changed server-side. Called by the namespace modules (src/i18n/texts/) and screenTexts.ts.
 */
export function registerMessages(ns: string, messages: Messages): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, messages, true, false);
}

/**
 * A namespace of its own (src/i18n/texts/<ns>.ts): its bundled German defaults are registered when its module
 * loads, that is with the first chunk that uses them, and its hook is useTranslation(ns). A component takes its
 * texts from the hook, so the texts come with the component: no screen registers them, none waits for them.
 */
export function namespace<const N extends string>(ns: N, messages: Messages) {
  registerMessages(ns, messages);
  return () => useTranslation(ns);
}

/** Merges the server's messages ({ [namespace]: messages }) over the bundled defaults. */
export function applyServerMessages(byNamespace: Record<string, Messages>): void {
  for (const [ns, messages] of Object.entries(byNamespace)) {
    if (messages && typeof messages === 'object') {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, messages, true, true);
    }
  }
}

export { i18n };
