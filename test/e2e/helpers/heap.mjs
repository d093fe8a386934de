/** The page's JavaScript heap (after a garbage collection) as the snapshot's JSON text: what stays in memory. */
export async function heapSnapshot(page) {
  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/**
 * The Redux state of the page as JSON text, read from react-redux's Provider in the React tree (the production
 * build has no DevTools hook to record the store): what the portal keeps in its store. '' when no store renders.
 */
export async function reduxStateText(page) {
  return page.evaluate(() => {
    const root = document.getElementById('root') ?? document.body.firstElementChild;
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    const seen = new Set();
    const stack = key ? [root[key]] : [];
    while (stack.length) {
      const fiber = stack.pop();
      if (!fiber || seen.has(fiber)) continue;
      seen.add(fiber);
      const store = fiber.memoizedProps?.store;
      if (store && typeof store.getState === 'function') return JSON.stringify(store.getState());
      stack.push(fiber.sibling, fiber.child);
    }
    return '';
  });
}

/** Everything the page keeps in localStorage and sessionStorage, as one text. */
export async function storageText(page) {
  return page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
}
