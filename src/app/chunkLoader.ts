import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_WINDOW_MS } from '../config/constants';
import { isOnline, whenOnline } from '../lib/online';

/** sessionStorage entry: address → time of its last automatic reload after a chunk failure. */
const RELOADS_KEY = 'kundenportal.chunkReloads';

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or a no-op outside the browser (the build prerenders public pages in Node). */
function sessionStore(): ReloadStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // storage blocked: no memory, so no automatic reload either (see claimChunkReload)
  }
  return { getItem: () => null, setItem: () => undefined };
}

export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' = 'CHUNK_LOAD_FAILED',
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** The promise, or a ChunkLoadError once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isCssError(error: unknown): boolean {
  return error instanceof Error && /css|stylesheet/i.test(error.message);
}

/**
 * Loads a route chunk (120,000 ms time-out, spec §8). A failure while the browser is offline waits for the
 * connection and tries once more (the browser does not cache failed module fetches); any other failure is
 * a ChunkLoadError for the route's error boundary, which decides on one reload (claimChunkReload). The
 * loader itself never reloads: during a client-side navigation the address bar still shows the previous
 * page, and reloading it would silently return the customer there.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (first) {
    let error = first;
    if (!isOnline()) {
      await whenOnline();
      try {
        return await withTimeout(load(), timeoutMs);
      } catch (again) {
        error = again;
      }
    }
    if (error instanceof ChunkLoadError) throw error;
    const code = isCssError(error) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error), code);
  }
}

function readReloads(storage: ReloadStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOADS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * true (and remembered in sessionStorage) if the address may reload automatically now: at most once per
 * address within CHUNK_RELOAD_WINDOW_MS, so a chunk that keeps failing ends at the error page instead of
 * a reload loop. Without working storage there is no memory, hence no automatic reload.
 */
export function claimChunkReload(address: string, now = Date.now(), storage: ReloadStorage = sessionStore()): boolean {
  const reloads = readReloads(storage);
  const last = reloads[address];
  if (typeof last === 'number' && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  const recent = Object.fromEntries(Object.entries(reloads).filter(([, at]) => now - at < CHUNK_RELOAD_WINDOW_MS));
  try {
    storage.setItem(RELOADS_KEY, JSON.stringify({ ...recent, [address]: now }));
  } catch {
    return false;
  }
  return storage.getItem(RELOADS_KEY) !== null;
}
