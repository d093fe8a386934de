import { preloadModules } from './modulePreload';

test('asks for each file once, and not for those the page preloads already', () => {
  document.head.innerHTML = '<link rel="modulepreload" href="/kundenportal/assets/chunks/start-A.js">';
  preloadModules('/kundenportal/assets/chunks/', ['start-A.js', 'page-B.js', 'chunk-C.js']);
  preloadModules('/kundenportal/assets/chunks/', ['chunk-C.js', 'chunk-D.js']);
  const asked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
  expect(asked).toEqual([
    '/kundenportal/assets/chunks/start-A.js',
    '/kundenportal/assets/chunks/page-B.js',
    '/kundenportal/assets/chunks/chunk-C.js',
    '/kundenportal/assets/chunks/chunk-D.js',
  ]);
});

const visibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

test('a visible page adds the links a few per task; a hidden tab, whose timers are throttled, adds them at once', () => {
  jest.useFakeTimers();
  const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
  const names = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}-${i}.js`);
  try {
    document.head.innerHTML = '';
    visibility('visible');
    preloadModules('/v/', names('visible'));
    expect(links()).toBe(4);
    jest.runAllTimers();
    expect(links()).toBe(10);

    document.head.innerHTML = '';
    visibility('hidden');
    preloadModules('/h/', names('hidden'));
    expect(links()).toBe(10);
  } finally {
    visibility('visible');
    jest.useRealTimers();
  }
});
