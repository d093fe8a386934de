/** @jest-environment node */
/**
 * The build and the start-up stay small enough to read in one sitting: build.mjs with every local
 * file it imports ≤ 300 lines, the entry and start-up code ≤ 120 lines. Nothing in them reads node_modules by
 * path: every package resolves through its own exports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const lines = (/** @type {string} */ file) => readFileSync(path.join(root, file), 'utf8').trimEnd().split('\n').length;

/**
 * A file and the local files it imports (static and dynamic imports, re-exports), transitively.
 * @param {string} file
 * @returns {Set<string>}
 */
function withLocalImports(file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  const source = readFileSync(path.join(root, file), 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    withLocalImports(path.join(path.dirname(file), spec), found);
  return found;
}

test('build.mjs and its local imports have at most 300 lines', () => {
  const files = [...withLocalImports('build.mjs')];
  expect(files).toContain(path.join('deploy', 'pages.mjs'));
  const total = files.reduce((sum, file) => sum + lines(file), 0);
  expect(total).toBeLessThanOrEqual(300);
});

test('the entry and start-up code has at most 120 lines', () => {
  const files = ['src/main.tsx', 'src/start.tsx', 'src/prerender/prerender.tsx'];
  expect(files.reduce((sum, file) => sum + lines(file), 0)).toBeLessThanOrEqual(120);
});

test('the build reads nothing in node_modules by path', () => {
  const mentions = [...withLocalImports('build.mjs')].flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => line.includes('node_modules')),
  );
  expect(mentions).toEqual([]);
});
