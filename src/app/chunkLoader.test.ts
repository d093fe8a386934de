import { ChunkLoadError, loadChunk } from './chunkLoader';

describe('loadChunk (spec §8: chunk load failures)', () => {
  const reload = jest.fn();
  const TIMEOUT = 120000;

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
  });

  it('returns the module and forgets an earlier reload', async () => {
    sessionStorage.setItem('kundenportal.chunkReload', '1');
    await expect(loadChunk(() => Promise.resolve({ ok: true }), TIMEOUT, reload)).resolves.toEqual({ ok: true });
    expect(sessionStorage.getItem('kundenportal.chunkReload')).toBeNull();
  });

  it('reloads the page once on the first failure', async () => {
    const pending = loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      TIMEOUT,
      reload,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('kundenportal.chunkReload')).toBe('1');
    void pending;
  });

  it('throws a ChunkLoadError (for the German error page) when it fails again after the reload', async () => {
    sessionStorage.setItem('kundenportal.chunkReload', '1');
    const error = await loadChunk(
      () => Promise.reject(new Error('Loading CSS chunk 12 failed')),
      TIMEOUT,
      reload,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives up after the time-out', async () => {
    sessionStorage.setItem('kundenportal.chunkReload', '1');
    const error = await loadChunk(() => new Promise(() => undefined), 20, reload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });
});
