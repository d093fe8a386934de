/**
 * Entry point. The portal's modules are evaluated one file per task, leaves first (an import evaluates
 * every module it needs that has not run yet, and the whole stack at once takes ~90 ms on a slow phone:
 * it would block the customer's first input). The HTML preloads those files in that order: every file
 * of the start-up stages below and, on a prerendered page, the page's screens.
 */
import { afterFirstPaint, nextTask } from './lib/browserTasks';
import { whenOnline } from './lib/online';
import { claimChunkReload } from './app/chunkLoader';

// (no stage imports a library as a whole: a dynamic import keeps every export of it in the bundle)
const STAGES = [
  () => import('react-dom/client'), // react, react-dom, scheduler
  () => import('./app/store'), // RTK Query, the slices and API slices
  () => import('./i18n'), // i18next with the bundled German texts
  () => import('./app/theme'), // MUI's styling engine and our theme
  () => import('./app/AppProviders'), // emotion cache, react-redux, react-i18next, CssBaseline
  () => import('./app/router'), // the route table and the root layout
];

async function evaluatePreloaded() {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  for (const { href } of links) {
    // a file of our own build; if one fails, the stages below load what is missing (or fail visibly)
    const loaded = await import(href).then(
      () => true,
      () => false,
    );
    if (!loaded) return;
    await nextTask();
  }
}

/**
 * A start-up import that fails (the connection dropped while the page loaded): the browser keeps a failed
 * module fetch for the whole life of the document, so only a new document can load it. Once the browser is
 * online again, the page reloads by itself (at most once per address and time window, so a server that
 * keeps failing cannot cause a loop); the prerendered login then hydrates and "Anmelden" works.
 */
async function importOrRecover<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await whenOnline();
    if (claimChunkReload(window.location.href)) window.location.reload();
    throw error;
  }
}

async function boot(container: HTMLElement) {
  await afterFirstPaint();
  await evaluatePreloaded();
  for (const stage of STAGES) {
    await importOrRecover<unknown>(stage);
    await nextTask();
  }
  const { start } = await importOrRecover(() => import('./start'));
  await start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
if (process.env.NODE_ENV === 'development') void import('./dev/liveReload').then((m) => m.startLiveReload());
