/**
 * Entry point. The portal's modules are evaluated in stages, each in a task of its own: evaluating the
 * whole stack at once takes ~90 ms on a slow phone and would block the customer's first input (TBT).
 * index.html preloads the files of every stage, so the stages add no round trips.
 */
const STAGES = [
  () => import('react-dom/client'), // react, react-dom, scheduler
  () => import('./app/store'), // Redux Toolkit, RTK Query, the slices and API slices
  () => import('./i18n'), // i18next with the bundled German texts
  () => import('./app/AppProviders'), // MUI theme, emotion
  () => import('./app/router'), // react-router and the route table
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves after the browser has painted what the HTML already shows (the prerendered page or the app
 * shell), so that no script work delays the first paint; the timer covers tabs opened in the background,
 * which do not paint.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

async function boot(container: HTMLElement) {
  await afterFirstPaint();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { start } = await import('./start');
  await nextTask();
  start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
