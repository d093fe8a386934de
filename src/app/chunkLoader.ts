import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

const RELOAD_FLAG = 'kundenportal.chunkReload';

/** sessionStorage, or a no-op outside the browser (the build prerenders public pages in Node). */
const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> =
  typeof sessionStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : sessionStorage;

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
 * Loads a route chunk (120,000 ms time-out, spec §8). A failure (usually a new deployment replaced the
 * hashed files) reloads the page once; a second failure is thrown to the route's error boundary.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  reload: () => void = () => window.location.reload(),
): Promise<T> {
  try {
    const module = await withTimeout(load(), timeoutMs);
    storage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    const code = isCssError(error) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
    if (!storage.getItem(RELOAD_FLAG)) {
      storage.setItem(RELOAD_FLAG, '1');
      reload();
      // the reload replaces the page; keep the route pending meanwhile
      return new Promise<T>(() => undefined);
    }
    storage.removeItem(RELOAD_FLAG);
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error), code);
  }
}
