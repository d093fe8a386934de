import { prefetchOnIntent, prefetchRoute } from './prefetchOnIntent';
import type { AppDispatch } from './store';

describe('prefetchOnIntent', () => {
  const cases: Array<[string, string, string | null]> = [
    [
      'pointerover',
      '/kundenportal/private/dashboard/rechnungen/rechnungen',
      '/private/dashboard/rechnungen/rechnungen',
    ],
    ['focusin', '/kundenportal/private/dashboard/vertraege/list?seite=2', '/private/dashboard/vertraege/list'],
    ['touchstart', '/kundenportal/login', '/login'],
    ['pointerover', '/anderswo/seite', null],
    ['pointerover', 'https://example.org/kundenportal/login', null],
  ];
  test.each(cases)('%s on a link to %s prefetches %s', (type, href, expected) => {
    const onPath = jest.fn();
    const stop = prefetchOnIntent(onPath);
    document.body.innerHTML = `<a href="${href}"><span>Ziel</span></a>`;
    document.querySelector('span')?.dispatchEvent(new Event(type, { bubbles: true }));
    stop();
    if (expected) expect(onPath).toHaveBeenCalledWith(expected);
    else expect(onPath).not.toHaveBeenCalled();
  });

  test('focus in an area that names where it leads (the login form) prefetches that page', () => {
    const onPath = jest.fn();
    const stop = prefetchOnIntent(onPath);
    document.body.innerHTML = '<div data-prefetch="/private/dashboard/startseite?x=1"><input></div>';
    document.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    stop();
    expect(onPath).toHaveBeenCalledWith('/private/dashboard/startseite');
  });

  test('a field focused before the listeners came (typing while the page starts) prefetches at once', () => {
    const onPath = jest.fn();
    document.body.innerHTML = '<div data-prefetch="/private/dashboard/startseite"><input></div>';
    document.querySelector('input')?.focus();
    const stop = prefetchOnIntent(onPath);
    stop();
    document.body.innerHTML = '';
    expect(onPath).toHaveBeenCalledWith('/private/dashboard/startseite');
  });

  test('no prefetch after the listeners are removed, nor for events outside links', () => {
    const onPath = jest.fn();
    prefetchOnIntent(onPath)();
    document.body.innerHTML = '<a href="/kundenportal/login">Anmelden</a><p>Text</p>';
    document.querySelector('a')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const stop = prefetchOnIntent(onPath);
    document.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    expect(onPath).not.toHaveBeenCalled();
  });
});

describe('prefetchRoute', () => {
  const dispatched = async (path: string, loggedIn: boolean) => {
    const dispatch = jest.fn();
    prefetchRoute(path, dispatch as unknown as AppDispatch, loggedIn);
    // the data modules load first (dynamic import)
    await new Promise((resolve) => setTimeout(resolve, 50));
    return dispatch.mock.calls.length;
  };

  test('before the login only calls that need no session start (editorial cards)', async () => {
    expect(await dispatched('/private/dashboard/startseite', false)).toBe(1);
    expect(await dispatched('/private/dashboard/vertraege/list', false)).toBe(1);
    expect(await dispatched('/private/dashboard/vertraege/4711/allgemeine-daten', false)).toBe(0);
  });

  test('once logged in, the data calls with a session start too (the running requests)', async () => {
    expect(await dispatched('/private/dashboard/vertraege/list', true)).toBe(2);
    expect(await dispatched('/private/dashboard/vertraege/4711/allgemeine-daten', true)).toBe(1);
  });
});
