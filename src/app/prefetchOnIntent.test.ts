import { prefetchOnIntent } from './prefetchOnIntent';

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
