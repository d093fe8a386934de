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
