import { preloadable } from './preloadable';

const Loaded = () => null;

test('after preload the component itself is rendered, so its first render does not suspend', async () => {
  const chunk = preloadable(() => Promise.resolve({ default: Loaded }));
  await chunk.preload();
  expect(chunk.Component()).toBe(Loaded);
});

test('asked for before its chunk arrived, it is the lazy component and stays it (no remount)', async () => {
  const chunk = preloadable(() => Promise.resolve({ default: Loaded }));
  const first = chunk.Component();
  expect(first).not.toBe(Loaded);
  await chunk.preload();
  expect(chunk.Component()).toBe(first);
});

test('one load for many preloads; a failed load is forgotten and tried again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ default: Loaded });
  const chunk = preloadable(load);
  await expect(chunk.preload()).rejects.toThrow('chunk');
  await Promise.all([chunk.preload(), chunk.preload()]);
  expect(load).toHaveBeenCalledTimes(2);
  expect(chunk.Component()).toBe(Loaded);
});
