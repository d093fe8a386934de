/** Entry point: starts the portal (src/start.tsx) once the browser has painted what the HTML shows already (a
 * prerendered page, whose start-up files data-preload names, or the static shell, which preloads them). */
import { claimChunkReload } from './app/chunkLoader';
import { installModulePreload, preloadModules } from './app/modulePreload';
import { afterFirstPaint } from './lib/browserTasks';
import { whenOnline } from './lib/online';

async function boot(container: HTMLElement) {
  // 1. No script work before the first paint; then the prerendered page's files (build.mjs, prerenderPages)
  await afterFirstPaint();
  preloadModules('', container.dataset.preload?.split(' ') ?? []);
  // 2. A start-up file that failed (connection dropped) stays failed: reload once online, once per address/window
  const { start } = await import('./start').catch(async (error: unknown) => {
    await whenOnline();
    if (claimChunkReload(window.location.href)) window.location.reload();
    throw error;
  });
  await start(container);
}

// the build's rewritten dynamic imports ask for their chunks' files through this (one wave per navigation)
installModulePreload();
const container = document.getElementById('root');
if (container) void boot(container);
