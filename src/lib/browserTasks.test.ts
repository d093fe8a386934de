import { afterFirstPaint, yieldInWorkLoop, yieldToVisiblePage } from './browserTasks';

type Scheduler = { yield: () => Promise<void> };
const withScheduler = (scheduler: Scheduler | undefined) =>
  Object.defineProperty(globalThis, 'scheduler', { value: scheduler, configurable: true, writable: true });

afterEach(() => withScheduler(undefined));

test('a work loop on a visible page yields with scheduler.yield where the browser has it (no 4 ms timer clamp)', async () => {
  const scheduler = { yield: jest.fn(() => Promise.resolve()) };
  withScheduler(scheduler);
  await yieldInWorkLoop();
  expect(scheduler.yield).toHaveBeenCalledTimes(1);
});

test('without scheduler.yield it waits for a new task', async () => {
  jest.useFakeTimers();
  let done = false;
  const waiting = yieldInWorkLoop().then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  jest.runAllTimers();
  await waiting;
  expect(done).toBe(true);
  jest.useRealTimers();
});

describe('in a tab opened or left in the background', () => {
  const visibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  afterEach(() => visibility('visible'));

  test('the start-up yields resolve without a timer: background tabs throttle timers to one a second or slower', async () => {
    jest.useFakeTimers();
    visibility('hidden');
    try {
      const order: string[] = [];
      await Promise.all([
        afterFirstPaint().then(() => order.push('afterFirstPaint')),
        yieldToVisiblePage().then(() => order.push('yieldToVisiblePage')),
        yieldInWorkLoop().then(() => order.push('yieldInWorkLoop')),
      ]);
      expect(order).toHaveLength(3);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  test('on a visible page the start-up still yields for a task', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const waiting = yieldToVisiblePage().then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      jest.runAllTimers();
      await waiting;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
