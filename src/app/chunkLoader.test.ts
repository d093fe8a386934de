import { CHUNK_RELOAD_WINDOW_MS } from '../config/constants';
import { ChunkLoadError, claimChunkReload, loadChunk } from './chunkLoader';

describe('loadChunk (spec §8: chunk load failures)', () => {
  it('returns the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('turns a failed import into a ChunkLoadError for the error boundary', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });

  it('reports a CSS chunk failure as CSS_CHUNK_LOAD_FAILED', async () => {
    const error = await loadChunk(() => Promise.reject(new Error('Loading CSS chunk 12 failed'))).catch(
      (e: unknown) => e,
    );
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('gives up after the time-out', async () => {
    const error = await loadChunk(() => new Promise(() => undefined), 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
  });

  it('offline: waits for the connection and tries once more', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let calls = 0;
    const pending = loadChunk(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('ok');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(pending).resolves.toBe('ok');
    expect(calls).toBe(2);
    onLine.mockRestore();
  });
});

describe('claimChunkReload: one automatic reload per address and time window', () => {
  beforeEach(() => sessionStorage.clear());
  const A = 'https://portal.example/kundenportal/private/dashboard/rechnungen/rechnungen';
  const B = 'https://portal.example/kundenportal/private/dashboard/vertraege/list';

  it.each([
    ['first failure at A', [], A, 1000, true],
    ['A again within the window', [[A, 1000]], A, 1000 + CHUNK_RELOAD_WINDOW_MS - 1, false],
    ['A again after the window', [[A, 1000]], A, 1000 + CHUNK_RELOAD_WINDOW_MS, true],
    ['another address', [[A, 1000]], B, 2000, true],
  ] as const)('%s → %p', (_label, earlier, address, now, expected) => {
    for (const [at, time] of earlier) claimChunkReload(at, time);
    expect(claimChunkReload(address, now)).toBe(expected);
  });

  it('a loop is impossible: a thousand failures at one address reload once', () => {
    const claims = Array.from({ length: 1000 }, (_, i) => claimChunkReload(A, 5000 + i)).filter(Boolean);
    expect(claims).toHaveLength(1);
  });

  it('without storage there is no memory, hence no automatic reload', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(A, 1000, broken)).toBe(false);
  });
});
