import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('creates nothing until asked, then creates once and keeps the value', () => {
    const create = jest.fn(() => ({ id: Math.random() }));
    const get = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a created undefined instead of creating again', () => {
    const create = jest.fn(() => undefined);
    const get = onFirstUse(create);
    get();
    get();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
