import { AlreadyRunning, forgetOrderMarks, orderMarks, outcomeOf, runOnce, visibleOrderMarks } from './orderMarks';

const stored = () => JSON.parse(window.sessionStorage.getItem('kp.auftraege.laufend') ?? '[]');

describe('runOnce: the tab remembers an order call', () => {
  afterEach(() => forgetOrderMarks());

  test('pending while sent (kind, contract, time, key only; leaving asks first), done after the answer', async () => {
    let answer: (v: string) => void = () => {};
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const call = runOnce('umzug', 'V-1', () => new Promise<string>((r) => (answer = r)));
    expect(stored()).toEqual([
      { kind: 'umzug', contract: 'V-1', at: expect.any(Number), phase: 'pending', key: expect.any(String) },
    ]);
    expect(added).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    await expect(runOnce('umzug', 'V-1', async () => 'zweiter')).rejects.toBeInstanceOf(AlreadyRunning);
    answer('UZ-1');
    await expect(call).resolves.toBe('UZ-1');
    expect(orderMarks().map((m) => m.phase)).toEqual(['done']);
    expect(removed).toHaveBeenCalledWith('beforeunload', expect.any(Function));
    // a confirmed one blocks the same group for the contract, not another contract
    await expect(runOnce('umzug', 'V-1', async () => 'x')).rejects.toBeInstanceOf(AlreadyRunning);
    await expect(runOnce('umzug', 'V-2', async () => 'x')).resolves.toBe('x');
    added.mockRestore();
    removed.mockRestore();
  });

  test('a refusal (4xx) or a call not sent (offline) drops the mark: sent again with a new key', async () => {
    const keys: string[] = [];
    await expect(
      runOnce('bankdaten', '', async (key) => {
        keys.push(key);
        throw { status: 400, data: { message: 'IBAN ungültig' } };
      }),
    ).rejects.toEqual({ status: 400, data: { message: 'IBAN ungültig' } });
    expect(orderMarks()).toEqual([]);
    await runOnce('bankdaten', '', async (key) => keys.push(key));
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('an unknown outcome (no answer, 5xx): pending for the tab (a reload), this document sends again with the same key', async () => {
    const keys: string[] = [];
    for (const error of [{ status: 'FETCH_ERROR', error: 'Failed to fetch' }, { status: 502 }]) {
      await expect(
        runOnce('produktwechsel', 'V-1', async (key) => {
          keys.push(key);
          throw error;
        }),
      ).rejects.toBe(error);
    }
    expect(stored().map((m: { phase: string }) => m.phase)).toEqual(['pending']);
    expect(visibleOrderMarks()).toEqual([]);
    await runOnce('produktwechsel', 'V-1', async (key) => keys.push(key));
    expect(new Set(keys).size).toBe(1);
    expect(stored().map((m: { phase: string }) => m.phase)).toEqual(['done']);
  });

  test('outcomes: a 4xx answer and a call made offline are not done; no answer online and 5xx are unknown', () => {
    expect(outcomeOf({ status: 409 }, true)).toBe('notDone');
    expect(outcomeOf({ status: 'FETCH_ERROR' }, false)).toBe('notDone');
    expect(outcomeOf({ status: 'FETCH_ERROR' }, true)).toBe('unknown');
    expect(outcomeOf({ status: 'TIMEOUT_ERROR' }, true)).toBe('unknown');
    expect(outcomeOf({ status: 503 }, false)).toBe('unknown');
  });
});
