/** @jest-environment node */
/**
 * The build reads nothing in node_modules by path: every package resolves through its own exports, so a
 * package upgrade cannot silently break a path the build relied on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

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

test('the build reads nothing in node_modules by path', () => {
  const files = [...withLocalImports('build.mjs')];
  expect(files).toContain(path.join('deploy', 'pages.mjs'));
  const mentions = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => line.includes('node_modules')),
  );
  expect(mentions).toEqual([]);
});
