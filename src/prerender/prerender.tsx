/**
 * Build-time prerendering of public pages (run by build.mjs in Node): the page's HTML and its critical
 * emotion CSS, so the login paints before any script has run; the browser then hydrates it (main.tsx).
 * The style tags carry the placeholder nonce that the server replaces per response (CSP).
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PORTAL_NAME, PROVIDER_NAME, PUBLIC_PATH } from '../config/constants';
import { i18n } from '../i18n';
import type { RouteHandle } from '../components/layout/usePageTitle';
import { AppProviders, EMOTION_KEY } from '../app/AppProviders';
import { buildRoutes } from '../app/router';
import { makeStore } from '../app/store';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Every style the render inserted, not only the "critical" ones whose class names appear in the HTML: a
 * styled component that wraps another (AppBar around Paper) also inserts its own intermediate class, and
 * any class missing here would be serialised and inserted again by emotion while the page hydrates.
 */
function withEveryClassName(html: string, cache: EmotionCache): string {
  return `${html} ${Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ')}`;
}

export async function prerender(portalPath: string): Promise<{ html: string; styles: string; title: string }> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes, { basename: PUBLIC_PATH });
  const context = await handler.query(new Request(`http://prerender.invalid${PUBLIC_PATH}${portalPath}`));
  if (context instanceof Response) throw new Error(`${portalPath} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: EMOTION_KEY, nonce: NONCE_PLACEHOLDER });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders store={makeStore()} emotionCache={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // data-s: @emotion/react's default cache (key "css"), created when the module loads, moves every server-rendered
  // style tag without it to the end of <head>, where the browser parses its CSS again (~2 ms in the start-up
  // chunk's evaluation); our "kp" cache adopts the tags either way
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(withEveryClassName(html, cache)))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  // the same document title the app sets ("{scope} - Kundenportal - {provider}")
  const scope = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .pop();
  const title = [scope ? i18n.t(`titles.${scope}`) : '', PORTAL_NAME, PROVIDER_NAME].filter(Boolean).join(' - ');
  return { html, styles, title };
}
