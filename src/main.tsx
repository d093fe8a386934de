/**
 * Entry point. The portal's start-up files are evaluated one file per task, leaves first (an import
 * evaluates every module it needs that has not run yet: all of them at once would block the customer's
 * first input longer). The HTML preloads those files in that order: the start-up chunks (build.mjs,
 * "Start-up chunks") and, on a prerendered page, the page's screens.
 */
import { afterFirstPaint, nextTask } from './lib/browserTasks';

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

async function boot(container: HTMLElement) {
  await afterFirstPaint();
  // if a preloaded file failed, this import loads what is missing (or fails visibly)
  await evaluatePreloaded();
  const { start } = await import('./start');
  await start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
