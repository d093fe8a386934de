/** true unless the browser knows it is offline (outside the browser: online). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Resolves at once when online, otherwise with the browser's next "online" event. */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
