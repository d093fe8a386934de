/**
 * Entry point. The portal's modules are evaluated in stages, each in a task of its own, leaves first (an
 * import evaluates every module it needs that has not run yet): evaluating the whole stack at once takes
 * ~90 ms on a slow phone and would block the customer's first input. index.html preloads the files of
 * every stage, so the stages add no round trips.
 */
import { afterFirstPaint, nextTask } from './lib/browserTasks';

const STAGES = [
  () => import('react-dom/client'), // react, react-dom, scheduler
  () => import('@reduxjs/toolkit'), // Redux, Immer, Reselect
  () => import('./app/store'), // RTK Query, the slices and API slices
  () => import('./i18n'), // i18next with the bundled German texts
  () => import('./app/theme'), // MUI's styling engine and our theme
  () => import('./app/AppProviders'), // emotion cache, react-redux, react-i18next, CssBaseline
  () => import('react-router-dom'),
  () => import('./app/router'), // the route table and the root layout
  () => import('./start'),
];

async function boot(container: HTMLElement) {
  await afterFirstPaint();
  let start: ((container: HTMLElement) => Promise<void>) | undefined;
  for (const stage of STAGES) {
    const module = await stage();
    if ('start' in module) start = module.start;
    await nextTask();
  }
  await start?.(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
