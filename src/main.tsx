/**
 * Entry point. The portal's start-up files are evaluated one file per task, leaves first (an import
 * evaluates every module it needs that has not run yet: all of them at once would block the customer's
 * first input longer). The HTML preloads those files in that order: the start-up chunks (build.mjs,
 * "Start-up chunks") and, on a prerendered page, the page's screens.
 */
import { afterFirstPaint, nextTask } from './lib/browserTasks';
import { whenOnline } from './lib/online';
import { claimChunkReload } from './app/chunkLoader';
import { installModulePreload } from './app/modulePreload';

async function evaluatePreloaded() {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  for (const { href } of links) {
    // a file of our own build
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
  // if a preloaded file failed, this import loads what is missing (or fails visibly)
  await evaluatePreloaded();
  const { start } = await importOrRecover(() => import('./start'));
  await start(container);
}

installModulePreload();
const container = document.getElementById('root');
if (container) void boot(container);
if (process.env.NODE_ENV === 'development') void import('./dev/liveReload').then((m) => m.startLiveReload());
