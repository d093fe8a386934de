/** @jest-environment node */
/**
 * A lazy import of a module that the start-up also imports statically is a build error (deploy/lazyImports.mjs):
 * with the first-load chunk's re-exports it closes an import cycle through start.tsx, a blank page.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { lazyImportCheck, wrongLazyImports } from '../../deploy/lazyImports.mjs';

/** @type {string} */
let dir;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kp-lazy-'));
  const files = {
    'main.ts': "void import('./start');",
    'start.ts': "import { shared } from './shared';\nexport const start = () => shared;",
    'shared.ts': 'export const shared = 1;',
    'page.ts': 'export const page = 2;',
    'good.ts': "export const open = () => import('./page');",
    'bad.ts': "export const open = () => import('./shared');",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * A bundle of `entries` in the fixture folder with the check (paths relative to it, as build.mjs passes them).
 * @param {string[]} entries
 */
const build = (entries) =>
  esbuild.build({
    absWorkingDir: dir,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: path.join(dir, 'out'),
    metafile: true,
    logLevel: 'silent',
    plugins: [lazyImportCheck(['start.ts'])],
  });

test('a lazy import of a module outside the start-up builds', async () => {
  const { metafile } = await build(['main.ts', 'good.ts']);
  expect(wrongLazyImports(metafile, ['start.ts'])).toEqual([]);
});

test('the lazy import of start.tsx itself (main.tsx) builds', async () => {
  await expect(build(['main.ts'])).resolves.toBeDefined();
});

test('a lazy import of a module that start.tsx imports statically fails the build, naming both', async () => {
  const failure = /** @type {esbuild.BuildFailure} */ (await build(['main.ts', 'bad.ts']).catch((error) => error));
  expect(failure).toBeInstanceOf(Error);
  expect(failure.errors.map((e) => e.text)).toEqual([
    expect.stringMatching(
      /^bad\.ts imports shared\.ts with import\(\), but start\.ts \(FIRST_LOAD\) imports it statically/,
    ),
  ]);
});
