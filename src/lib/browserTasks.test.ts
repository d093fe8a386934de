import { yieldInWorkLoop } from './browserTasks';

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
