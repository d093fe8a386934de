/** @jest-environment node */
/**
 * Features depend on each other one way only: a feature may use another, never both ways round,
 * dynamic imports included. What two features both need lives in the lower one (or in src/lib, src/api,
 * src/components). Biome's zones keep the layers apart; this keeps the features apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', 'src', 'features');

/** feature -> feature -> the import lines that make the edge */
function featureImports() {
  const edges = new Map();
  for (const file of /** @type {string[]} */ (readdirSync(root, { recursive: true, encoding: 'utf8' }))) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const from = file.split(path.sep)[0];
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.relative(root, path.join(root, path.dirname(file), spec));
      const to = target.split(path.sep)[0];
      if (to === from || to === '..' || target.startsWith('..')) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const list = edges.get(from).get(to) ?? [];
      list.push(`${file} -> ${spec}`);
      edges.get(from).set(to, list);
    }
  }
  return edges;
}

test('no two features import each other', () => {
  const edges = featureImports();
  const pairs = [];
  for (const [a, targets] of edges)
    for (const [b, lines] of targets)
      if (a < b && edges.get(b)?.has(a))
        pairs.push(`${a} <-> ${b}:\n  ${[...lines, ...edges.get(b).get(a)].join('\n  ')}`);
  expect(pairs).toEqual([]);
});
