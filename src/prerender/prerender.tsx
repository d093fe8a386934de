/** Build-time prerendering (build.mjs, ADR 0004) of deploy/hosting.mjs PRERENDERED: HTML, emotion CSS (nonce
 * placeholder the server replaces) and title; src/start.tsx then hydrates it. */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders, EMOTION_KEY } from '../app/AppProviders';
import { buildRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { RouteHandle } from '../components/layout/usePageTitle';
import { PORTAL_NAME, PROVIDER_NAME, PUBLIC_PATH } from '../config/constants';
import { i18n } from '../i18n';

export async function prerender(portalPath: string): Promise<{ html: string; styles: string; title: string }> {
  // 1. Match and render the page as react-router does on a server
  const handler = createStaticHandler(buildRoutes(), { basename: PUBLIC_PATH });
  const context = await handler.query(new Request(`http://prerender.invalid${PUBLIC_PATH}${portalPath}`));
  if (context instanceof Response) throw new Error(`${portalPath} redirects; only pages can be prerendered`);
  const cache = createCache({ key: EMOTION_KEY, nonce: '__CSP_NONCE__' });
  const html = renderToString(
    <AppProviders store={makeStore()} emotionCache={cache}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  // 2. Every style the render inserted (a wrapping styled component inserts a class not in the HTML; hydration
  // would insert it again). data-s: else @emotion/react moves the tags to the end of <head> (parsed again)
  const emotion = createEmotionServer(cache);
  const classNames = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${classNames.join(' ')}`))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  // 3. The same document title the app sets ("{scope} - Kundenportal - {provider}")
  const scope = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .pop();
  const title = [scope ? i18n.t(`titles.${scope}`) : '', PORTAL_NAME, PROVIDER_NAME].filter(Boolean).join(' - ');
  return { html, styles, title };
}
