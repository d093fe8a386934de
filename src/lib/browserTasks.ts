/**
 * Start-up work is cut into tasks of its own so that no single one blocks the customer's first input
 * for long (Total Blocking Time counts every task over 50 ms on a slow phone).
 */

const pageIsVisible = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

/** Resolves in a new task, after the browser had the chance to handle input and paint. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves after the browser has painted what the HTML already shows (the prerendered page or the app
 * shell), so that no script work delays the first paint. A page opened in the background paints nothing and
 * its timers are throttled to one a second or slower: it starts at once instead.
 */
export const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (!pageIsVisible()) {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // hidden while waiting (the customer switched tabs): no frame comes, the throttled timer is the way out
    setTimeout(resolve, 100);
  });

/**
 * A yield only while the page is visible: a hidden tab has no input to stay responsive for, and browsers
 * delay its timers to once a second (a tab in the background would finish its user load seconds later).
 */
export const yieldToVisiblePage = (): Promise<void> => (pageIsVisible() ? nextTask() : Promise.resolve());

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * The yield of a work loop that yields often (reading a long answer in slices), only while the page is visible:
 * `scheduler.yield` (Chromium 129+) goes on ahead of other waiting tasks, where a timer would wait 4 ms each time
 * after five nested ones (a fleet's contracts are read in many slices, docs/performance.md).
 */
export const yieldInWorkLoop = (): Promise<void> => {
  const { scheduler } = globalThis as WithScheduler;
  if (!pageIsVisible()) return Promise.resolve();
  return scheduler?.yield ? scheduler.yield() : nextTask();
};
