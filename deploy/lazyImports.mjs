/**
 * Build checks of the one first-load chunk (build.mjs, FIRST_LOAD): every lazily imported module re-exports the
 * FIRST_LOAD modules, so a module that is imported with `import()` and also reached by a FIRST_LOAD module's static
 * imports (e.g. imported by start.tsx) re-exports that module in turn: an import cycle through start-up code,
 * which the browser evaluates as a blank page. The build fails on it instead.
 */

/** Import kinds that load a module when its importer loads (metafile `inputs`). */
const STATIC = new Set(['import-statement', 'require-call']);

/**
 * An input file and every input it imports statically, transitively.
 * @param {import('esbuild').Metafile['inputs']} inputs
 * @param {string} file
 * @returns {Set<string>}
 */
function staticInputs(inputs, file) {
  const found = new Set();
  const stack = [file];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (found.has(next) || !inputs[next]) continue;
    found.add(next);
    for (const i of inputs[next].imports) if (STATIC.has(i.kind)) stack.push(i.path);
  }
  return found;
}

/**
 * The wrong lazy imports of a build: each `import()` whose target a FIRST_LOAD module (other than the target
 * itself) also reaches statically. `firstLoad`: the FIRST_LOAD modules as metafile paths (relative to the
 * working directory, e.g. "src/start.tsx"). Returns one message per finding.
 * @param {import('esbuild').Metafile} metafile
 * @param {readonly string[]} firstLoad
 * @returns {string[]}
 */
export function wrongLazyImports(metafile, firstLoad) {
  const { inputs } = metafile;
  /** @type {Array<[string, string]>} */
  const lazy = [];
  for (const [importer, input] of Object.entries(inputs))
    for (const i of input.imports) if (i.kind === 'dynamic-import' && inputs[i.path]) lazy.push([importer, i.path]);
  /** @type {string[]} */
  const messages = [];
  for (const first of firstLoad) {
    const reached = staticInputs(inputs, first);
    for (const [importer, target] of lazy)
      if (target !== first && reached.has(target))
        messages.push(
          `${importer} imports ${target} with import(), but ${first} (FIRST_LOAD) imports it statically: the lazy ` +
            'module would re-export the first-load modules and close an import cycle (a blank page). Import it ' +
            'statically everywhere, or keep it out of the start-up.',
        );
  }
  return messages;
}

/**
 * An esbuild plugin that fails the build on a wrong lazy import (needs `metafile: true`).
 * @param {readonly string[]} firstLoad
 * @returns {import('esbuild').Plugin}
 */
export const lazyImportCheck = (firstLoad) => ({
  name: 'lazy-import-check',
  setup(build) {
    build.onEnd(({ metafile }) => {
      if (!metafile) return undefined;
      return { errors: wrongLazyImports(metafile, firstLoad).map((text) => ({ text })) };
    });
  },
});
