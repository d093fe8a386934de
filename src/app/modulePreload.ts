/**
 * Asks for JS files before they are imported: the build rewrites each dynamic import of a chunk to call this
 * with the files that chunk imports in turn (build.mjs, preloadImports), so that a screen's files arrive in one
 * wave instead of the chunk first and its imports one round trip later. Each file is asked for once.
 */
const asked = new Set<string>();

function addLinks(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/** `folder` + each of `names` is a file's address (the build writes the shared folder once). */
export function preloadModules(folder: string, names: readonly string[]): void {
  if (asked.size === 0)
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      asked.add(new URL(link.href).pathname);
  const urls = names.map((name) => folder + name).filter((url) => !asked.has(url));
  for (const url of urls) asked.add(url);
  addLinks(urls);
}

/** Makes preloadModules reachable for the rewritten imports (they run in other chunks, without imports). */
export function installModulePreload(): void {
  (globalThis as { __kpPreload?: typeof preloadModules }).__kpPreload = preloadModules;
}
