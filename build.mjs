// Builds the portal into dist/ with esbuild's JS API (docs/architecture.md, docs/performance.md).
//   node build.mjs            production build (minified, hashed, source maps, metafile)
//   node build.mjs --dev      development build (Redux DevTools on, devKundenportal forced on)
//   --watch                   rebuild on change (with --dev: open pages reload, build errors show in the page)
//   --serve                   also start the stand-in backend on :8080
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { bootRecoveryScript, PRERENDERED, prerenderedFile } from './deploy/hosting.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR: build elsewhere than dist/ (parallel builds, e.g. a second work tree's e2e run)
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const tmp = process.env.DIST_DIR ? `${dist}-tmp` : path.join(root, '.tmp');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const PUBLIC_PATH = '/kundenportal/';
/**
 * Start-up techniques, each on by default; `NAME=0` builds without it (STARTUP_CHUNKS, COMPILE_HINTS, PRERENDER,
 * LOW_PRIORITY_SCRIPTS, CJS_FACADES, EVALUATION_YIELDS, PRELOAD_IMPORTS), for the A/B measurements docs/performance.md asks for
 * (e.g. `COMPILE_HINTS=0 npm run bench -- lighthouse`).
 */
const technique = (name) => process.env[name] !== '0';

/**
 * The output file and every chunk it imports statically, transitively, added to `order` leaves first
 * (a file after everything it imports): src/main.tsx evaluates the preloaded files in this order.
 */
function staticClosure(metafile, file, order, visited = new Set(order)) {
  if (visited.has(file)) return order;
  visited.add(file);
  for (const i of metafile.outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement') staticClosure(metafile, i.path, order, visited);
  order.add(file);
  return order;
}

/** `{{namespace:key.path}}` in the HTML template -> the German text of src/i18n/de/<namespace>.json, escaped. */
async function withTexts(template) {
  const htmlText = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const texts = new Map();
  let out = template;
  for (const [placeholder, ns, key] of template.matchAll(/\{\{(\w+):([\w.]+)\}\}/g)) {
    if (!texts.has(ns)) texts.set(ns, JSON.parse(await readFile(path.join(root, 'src/i18n/de', `${ns}.json`), 'utf8')));
    const text = key.split('.').reduce((o, k) => o?.[k], texts.get(ns));
    if (typeof text !== 'string') throw new Error(`public/index.html: no text ${ns}:${key}`);
    out = out.replace(placeholder, htmlText(text));
  }
  return out;
}

/**
 * Writes dist/index.html pointing at the hashed entry, with modulepreload for every file of its start-up
 * stages (src/main.tsx imports them one task after the other, so each must already be on its way).
 */
async function writeIndexHtml(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const [entryFile, entry] = outputs.find(([, o]) => o.entryPoint === 'src/main.tsx');
  const rel = (file) => PUBLIC_PATH + path.relative(dist, path.join(root, file)).split(path.sep).join('/');
  const startup = new Set();
  for (const i of entry.imports) staticClosure(metafile, i.path, startup);
  const preloads = [...startup].map((file) => `<link rel="modulepreload" href="${rel(file)}" />`);
  const tags = [...preloads, `<script type="module" src="${rel(entryFile)}"></script>`].join('\n    ');
  const template = await readFile(path.join(root, 'public', 'index.html'), 'utf8');
  const html = (await withTexts(template))
    .replace('<!--ASSETS-->', tags)
    .replace('<!--BOOT_RECOVERY-->', `<script>${bootRecoveryScript().text}</script>`);
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(tmp, 'esbuild-meta.json'), JSON.stringify(metafile));
}

async function prerenderPages(options, metafile) {
  const outfile = path.join(tmp, 'prerender.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/prerender/prerender.tsx'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    define: options.define,
    alias: options.alias,
    loader: options.loader,
    logLevel: 'warning',
    // CommonJS dependencies (react-dom/server) ask for Node built-ins with require()
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const { prerender } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  const outputs = Object.entries(metafile.outputs);
  const rel = (file) => PUBLIC_PATH + path.relative(dist, path.join(root, file)).split(path.sep).join('/');
  for (const [page, routeModules] of Object.entries(PRERENDERED)) {
    // a pattern's frame is rendered for a stand-in id: it shows nothing of the contract
    const { html, styles, title } = await prerender(page.replace(/:\w+/g, '_'));
    const preload = new Set();
    for (const [file, o] of outputs) if (routeModules.includes(o.entryPoint)) staticClosure(metafile, file, preload);
    const links = [...preload]
      .filter((file) => !template.includes(rel(file)))
      .map((file) => `<link rel="modulepreload" href="${rel(file)}" />`);
    // the page is complete without script: its scripts (only needed to hydrate it) must not compete with
    // the first paint, so they load at low priority
    const out = template
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `${links.join('\n    ')}\n  ${styles}\n  </head>`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        `<div id="root" data-prerendered="${page}">${html}</div>$1`,
      );
    const file = prerenderedFile(page);
    await writeFile(
      path.join(dist, 'prerendered', file),
      technique('LOW_PRIORITY_SCRIPTS') ? lowPriorityScripts(out) : out,
    );
  }
}

const lowPriorityScripts = (html) =>
  html
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');

/**
 * One wave per navigation: a lazily imported chunk's own static imports are only discovered once the chunk has
 * arrived, a second round trip on every first visit of a screen. So each `import("<chunk>")` of the output is
 * rewritten to first ask for those files as well (`globalThis.__kpPreload`, src/app/modulePreload.ts, adds
 * modulepreload links), leaving out what the importing file has loaded already:
 *   import("/x/a.js")  ->  (globalThis.__kpPreload?.("/x/",["b.js","c.js"]),import("/x/a.js"))
 * The file names keep their hashes: a chunk's hash covers the names it imports, and those cover their imports.
 * The source map's columns are moved along with the inserted text.
 */
async function preloadImports(metafile) {
  const url = (file) => PUBLIC_PATH + path.relative(dist, path.join(root, file)).split(path.sep).join('/');
  const byUrl = new Map(Object.keys(metafile.outputs).map((file) => [url(file), file]));
  for (const file of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const code = await readFile(path.join(root, file), 'utf8');
    const loaded = staticClosure(metafile, file, new Set());
    const inserts = [];
    const rewritten = code.replace(/import\("([^"]+)"\)/g, (call, target, offset) => {
      const chunk = byUrl.get(target);
      if (!chunk) return call;
      const needs = [...staticClosure(metafile, chunk, new Set())].filter((f) => f !== chunk && !loaded.has(f));
      if (needs.length === 0) return call;
      // the folder once, then the names (most share assets/chunks/)
      const urls = needs.map(url);
      const folder = urls.every((u) => path.posix.dirname(u) === path.posix.dirname(urls[0]))
        ? `${path.posix.dirname(urls[0])}/`
        : '';
      const names = urls.map((u) => u.slice(folder.length));
      const before = `(globalThis.__kpPreload?.(${JSON.stringify(folder)},${JSON.stringify(names)}),`;
      inserts.push({ at: offset, length: before.length }, { at: offset + call.length, length: 1 });
      return `${before}${call})`;
    });
    if (inserts.length === 0) continue;
    await writeFile(path.join(root, file), rewritten);
    const mapFile = path.join(root, `${file}.map`);
    if (existsSync(mapFile))
      await writeFile(mapFile, JSON.stringify(shiftMap(JSON.parse(await readFile(mapFile, 'utf8')), code, inserts)));
  }
}

/** The source map of `code` after inserting text at the given offsets (mappings at or after an offset move). */
function shiftMap(map, code, inserts) {
  const lines = decode(map.mappings);
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  for (const { at, length } of [...inserts].reverse()) {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > at) line -= 1;
    const column = at - lineStarts[line];
    for (const segment of lines[line] ?? []) if (segment[0] >= column) segment[0] += length;
  }
  return { ...map, mappings: encode(lines) };
}

/** Every file of a folder, recursively (paths relative to it). */
const filesIn = async (dir) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

/** Production source maps go to .tmp/sourcemaps/ (for an error tracker), never to the public dist/. */
async function moveSourceMaps() {
  const target = path.join(tmp, 'sourcemaps');
  await rm(target, { recursive: true, force: true });
  for (const entry of await filesIn(dist)) {
    if (!entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(dist, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of every static file, where smaller, served by nginx's
 * brotli_static/gzip_static and the stand-in's preCompressed. HTML is left out: each answer gets its own nonce.
 */
async function precompress() {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const jobs = [];
  for (const entry of await filesIn(dist)) {
    if (!/\.(js|css|svg|json|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    jobs.push(
      readFile(file).then(async (data) => {
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        const br = await brotli(data, { params });
        const gz = await gzip(data, { level: 9 });
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      }),
    );
  }
  await Promise.all(jobs);
}

/** npm run dev: the stand-in streams this file's changes to open pages (reload, or the build error). */
const DEV_STATUS_FILE = path.join(root, '.tmp', 'dev-status.json');
async function writeDevStatus(result) {
  const errors = await esbuild.formatMessages(result.errors, { kind: 'error', color: false });
  await writeFile(DEV_STATUS_FILE, JSON.stringify({ ok: errors.length === 0, at: Date.now(), errors }));
}

/**
 * Start-up chunks. esbuild puts a module into a chunk by the set of entry points (every lazily imported
 * module is one) that reach its file, which cuts the first load into ~50 small files that compress worse than
 * one file. So every lazily imported module of ours re-exports "kits": the start-up kit, and the kits of the
 * prerendered pages (their screens; the start page's also the session answers' schemas its user load needs)
 * whose files it loads too (kitsCarriedBy). Then the start-up modules with react-dom and the libraries are
 * reached by every entry point alike and form one chunk (with the modules both pages' screens share,
 * SHARED_SCREEN_MODULES), the login screens' own modules (the form kit) a second, the start page's a third
 * (docs/performance.md: files and sizes). A screen loaded later finds the kits there already.
 * `STARTUP_CHUNKS=0` builds without this (A/B).
 */
const STAGE_MODULES = [
  'src/app/store.ts',
  'src/i18n/index.ts',
  'src/app/theme.ts',
  'src/app/AppProviders.tsx',
  'src/app/router.tsx',
  'src/start.tsx',
];
/**
 * Modules the screens of both prerendered pages use (header, page heading, notices): in the start-up kit, so
 * they join the start-up chunk instead of forming a small chunk of their own that both pages load anyway
 * (a module shared by both that is missing here shows as one more file in `npm run bench -- bundle`). MUI's
 * slot helper is not exported by the package: the login's input and the start page's cards both use it.
 */
const SHARED_SCREEN_MODULES = [
  'src/app/layouts/Header.tsx',
  'src/components/layout/PageScaffold.tsx',
  'src/components/layout/containerSx.ts',
  'src/components/feedback/errorMessageText.ts',
  'src/lib/validators.ts',
  'src/lib/redir.ts',
  'src/components/feedback/Notice.tsx',
  './node_modules/@mui/material/utils/useSlot.mjs',
];
/**
 * The prerendered pages without a kit of their own. The contract tab's modules come in esbuild's own chunks
 * (Lighthouse unchanged with a kit; decided while every module carried every kit, when a kit for the
 * tab took the date picker from 91.7 to 101.6 KB, over its budget).
 */
const WITHOUT_KIT = ['/private/dashboard/vertraege/:id/allgemeine-daten'];
const KITS = {
  stages: [...STAGE_MODULES, ...SHARED_SCREEN_MODULES],
  ...Object.fromEntries(Object.entries(PRERENDERED).filter(([page]) => !WITHOUT_KIT.includes(page))),
  '/private/dashboard/startseite': [
    ...PRERENDERED['/private/dashboard/startseite'],
    'src/features/auth/authSchemas.ts',
  ],
  // the contract tab's frame waits for the session like the invoices' (useSessionReady): in the list's kit,
  // which the tab carries for its rules anyway, the tab does not also load the invoices' kit for it
  '/private/dashboard/vertraege/list': [
    ...PRERENDERED['/private/dashboard/vertraege/list'],
    'src/features/session/useSessionReady.ts',
  ],
};
const srcPath = (file) => path.relative(root, file).split(path.sep).join('/');

/** Every module of src/ that a module of src/ loads with import('./…'). */
async function lazilyImportedModules() {
  const found = new Set();
  const files = (await readdir(path.join(root, 'src'), { recursive: true })).filter((f) =>
    /(?<!\.test)\.tsx?$/.test(f),
  );
  for (const file of files) {
    const source = await readFile(path.join(root, 'src', file), 'utf8');
    for (const [, spec] of source.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const base = path.join(root, 'src', path.dirname(file), spec);
      const match = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (match) found.add(srcPath(match));
    }
  }
  return found;
}

/** A kit entry as esbuild names the file (KITS lists packages' files with a leading './'). */
const kitFile = (file) => file.replace(/^\.\//, '');

/**
 * What each of `files` loads when it is evaluated, as esbuild bundles it (tree-shaken: a module that imports
 * one export of a package's index file does not load the rest): a pass without the kits, nothing written,
 * with each file as an entry point; esbuild puts each entry's code and the code only it loads into the
 * chunks it imports statically. Returns file → (loaded file → its bytes in the bundle).
 */
async function loadedByEach(initialOptions, files) {
  const entries = [...new Set(files.map(kitFile))];
  const { metafile } = await esbuild.build({
    ...initialOptions,
    entryPoints: entries,
    plugins: [],
    write: false,
    minify: false,
    sourcemap: false,
    banner: {},
    metafile: true,
    logLevel: 'silent',
  });
  const loads = new Map();
  for (const [output, { entryPoint }] of Object.entries(metafile.outputs)) {
    if (!entryPoint) continue;
    const loaded = new Map();
    for (const chunk of staticClosure(metafile, output, new Set()))
      for (const [file, { bytesInOutput }] of Object.entries(metafile.outputs[chunk].inputs))
        if (bytesInOutput > 0) loaded.set(file, bytesInOutput);
    loads.set(entryPoint, loaded);
  }
  return loads;
}

/**
 * Per file that some kit loads beyond the start-up kit's files: the kits that load it and its bytes. Files
 * loaded by the same kits form one chunk, since each kit comes with the same entry points.
 */
function kitsLoading(loads) {
  const everywhere = new Set(KITS.stages.flatMap((m) => [...loads.get(kitFile(m)).keys()]));
  const byFile = new Map();
  for (const [kit, modules] of Object.entries(KITS))
    for (const m of modules)
      for (const [file, bytes] of loads.get(kitFile(m)))
        if (!everywhere.has(file)) {
          const entry = byFile.get(file) ?? { kits: new Set(), bytes };
          entry.kits.add(kit);
          byFile.set(file, entry);
        }
  return byFile;
}

/**
 * Which kits a lazily imported module re-exports: a module of a kit only its own kit and the start-up kit
 * (it must not load another page's kit). Any other one the start-up kit and, of the page kits, the
 * combination that covers each kit-chunk file the module loads (with a kit that loads this file) and loads
 * the fewest bytes the module does not use itself: a module that loaded a kit chunk's file without a kit of
 * that chunk would split the chunk into small ones again. Before, each carried every kit and so loaded kits
 * it never runs: the texts of the later screens (i18n/screenTexts.ts) loaded the login's form kit and the
 * invoices with every such screen, the contract list's start-up included. The session answers' schemas are
 * in the start page's kit: its user load needs them, so they come in its kit's chunk instead of five small
 * ones, and the login (which loads them) fetches that kit.
 */
function kitsCarriedBy(file, loads, loadedBy) {
  const ownKit = Object.keys(KITS).find((kit) => KITS[kit].includes(file));
  if (ownKit) return [...new Set(['stages', ownKit])];
  const own = loads.get(file);
  const needed = [...own.keys()].map((f) => loadedBy.get(f)?.kits).filter(Boolean);
  const pageKits = Object.keys(KITS).filter((kit) => kit !== 'stages');
  const unused = (kits) => {
    let bytes = 0;
    for (const [f, by] of loadedBy) if (!own.has(f) && kits.some((kit) => by.kits.has(kit))) bytes += by.bytes;
    return bytes;
  };
  let best = { kits: pageKits, bytes: unused(pageKits) };
  for (let subset = 0; subset < 1 << pageKits.length; subset += 1) {
    const kits = pageKits.filter((_, i) => subset & (1 << i));
    if (!needed.every((by) => kits.some((kit) => by.has(kit)))) continue;
    const bytes = unused(kits);
    if (bytes < best.bytes) best = { kits, bytes };
  }
  return ['stages', ...best.kits];
}

const specifier = (file) => (file.startsWith('src/') ? `./${file}` : file);

/**
 * One export of each kit module (a package's: its default). A kit re-exports one binding per module: that
 * makes the module's file part of the kit, and its exports nobody uses stay out of the first load
 * (`export * as` would keep every one of them).
 */
async function oneExportEach(files) {
  const own = [...new Set(files.filter((file) => file.startsWith('src/')))];
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: own,
    outdir: path.join(root, '.tmp', 'kit-exports'),
    bundle: false,
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const exports = new Map(files.map((file) => [file, 'default']));
  for (const output of Object.values(metafile.outputs))
    if (output.entryPoint)
      exports.set(output.entryPoint, output.exports.includes('default') ? 'default' : output.exports[0]);
  return exports;
}

const startupChunkPlugin = {
  name: 'startup-chunk',
  setup(build) {
    build.onResolve({ filter: /^startup-kit:/ }, (args) => ({ path: args.path.slice(12), namespace: 'startup-kit' }));
    build.onLoad({ filter: /.*/, namespace: 'startup-kit' }, (args) => ({
      contents: KITS[args.path]
        .map((file, i) => `export { ${kitExports.get(file)} as m${i} } from ${JSON.stringify(specifier(file))};`)
        .join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
    // known before the build: a kit loads its modules statically, possibly before their import() is seen
    let lazyModules;
    let kitExports;
    let loads;
    let loadedBy;
    build.onStart(async () => {
      lazyModules = await lazilyImportedModules();
      loads = await loadedByEach(build.initialOptions, [...lazyModules, ...Object.values(KITS).flat()]);
      loadedBy = kitsLoading(loads);
      kitExports = await oneExportEach(Object.values(KITS).flat());
    });
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const file = srcPath(args.path);
      if (!lazyModules.has(file)) return undefined;
      const kits = kitsCarriedBy(file, loads, loadedBy);
      const reexports = kits.map(
        (kit, i) => `export * as __startupKit${i} from ${JSON.stringify(`startup-kit:${kit}`)};`,
      );
      const source = await readFile(args.path, 'utf8');
      return { contents: `${source}\n${reexports.join('\n')}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
    // the kits' promise, checked on the result: the files the same kits load are in one chunk
    build.onEnd((result) => {
      const chunksOf = new Map();
      for (const [output, { inputs }] of Object.entries(result.metafile?.outputs ?? {}))
        for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
          const kits = loadedBy.get(file)?.kits;
          if (!kits || bytesInOutput === 0) continue;
          const key = [...kits].sort().join(' + ');
          chunksOf.set(key, new Set([...(chunksOf.get(key) ?? []), output]));
        }
      for (const [kits, chunks] of chunksOf)
        if (chunks.size > 1) console.warn(`[build] the files of ${kits} are split into ${chunks.size} chunks`);
    });
  },
};

/**
 * Evaluation yields. The start-up chunk is evaluated in one task unless a module in it awaits at its top level;
 * the modules after it then run in a later task. These modules first import one that awaits a new task
 * (yieldToVisiblePage), so the chunk's evaluation (~15 ms, the longest task of the page load) comes in three:
 * - before react's facade, the first module that does something (everything before it only defines
 *   CommonJS wrappers): the task that starts the evaluation also carries what Lighthouse's trace does with the
 *   file (~10 ms);
 * - before redux: React, react-dom, the router, emotion, MUI's core and i18next run before it; Redux Toolkit,
 *   the five createApi calls, the features' slices and the shared screens after it.
 * The first yield comes with react's facade (`CJS_FACADES=0` leaves only the second). `EVALUATION_YIELDS=0` builds
 * without (A/B); the build prints the sizes of the parts.
 */
const EVALUATION_YIELDS_BEFORE = ['react', 'node_modules/redux/dist/redux.mjs'];
const evaluationYield = (module) =>
  technique('EVALUATION_YIELDS') && EVALUATION_YIELDS_BEFORE.includes(module)
    ? `import ${JSON.stringify(`evaluation-yield:${module}`)};\n`
    : '';
const evaluationYieldPlugin = {
  name: 'evaluation-yield',
  setup(build) {
    build.onResolve({ filter: /^evaluation-yield:/ }, (args) => ({ path: args.path, namespace: 'evaluation-yield' }));
    build.onLoad({ filter: /.*/, namespace: 'evaluation-yield' }, () => ({
      contents: `import { yieldToVisiblePage } from './src/lib/browserTasks';\nawait yieldToVisiblePage();\n`,
      resolveDir: root,
      loader: 'ts',
    }));
    // where the yields landed: the sizes of the parts, in the order esbuild put the modules into the file
    build.onEnd((result) => {
      for (const [output, { inputs }] of Object.entries(result.metafile?.outputs ?? {})) {
        const parts = [0];
        for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
          if (file.startsWith('evaluation-yield:')) parts.push(0);
          parts[parts.length - 1] += bytesInOutput;
        }
        if (parts.length > 1)
          console.log(
            `[build] ${path.basename(output)}: evaluated in parts of ${parts.map((b) => `${Math.round(b / 1024)}`).join(' / ')} KB`,
          );
      }
    });
    const packageFiles = EVALUATION_YIELDS_BEFORE.filter((m) => m.startsWith('node_modules/'));
    build.onLoad({ filter: /\.m?js$/ }, async (args) => {
      const file = srcPath(args.path);
      if (!packageFiles.includes(file)) return undefined;
      return { contents: evaluationYield(file) + (await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};

/**
 * React and its JSX runtime are CommonJS. esbuild hands every ES module that imports one a copy of its exports
 * made at evaluation (`__toESM`: a getter per export, ~45 for react), and ~110 modules of the start-up chunk
 * import them: copying made up ~10% of that chunk's evaluation, the longest task of the page load, and every
 * hook call went through a getter. Modules import these ES facades instead, which name the exports once.
 * CommonJS code (react-dom) keeps require()-ing the package itself. `CJS_FACADES=0` builds without them (A/B).
 */
const CJS_FACADES = {
  react: 'node_modules/react/cjs/react',
  'react/jsx-runtime': 'node_modules/react/cjs/react-jsx-runtime',
};
const cjsFacadePlugin = {
  name: 'cjs-facade',
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(CJS_FACADES).join('|').replaceAll('/', '\\/')})$`);
    build.onResolve({ filter }, (args) =>
      args.kind === 'import-statement' && args.namespace !== 'cjs-facade'
        ? { path: args.path, namespace: 'cjs-facade' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'cjs-facade' }, (args) => {
      // the exports of the very build the bundle uses (react's index picks one by NODE_ENV)
      const file = path.join(root, `${CJS_FACADES[args.path]}.${dev ? 'development' : 'production'}.js`);
      const names = Object.keys(createRequire(import.meta.url)(file)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
      return {
        contents: `${evaluationYield(args.path)}import m from ${JSON.stringify(args.path)};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`,
        resolveDir: root,
        loader: 'js',
      };
    });
  },
};

const indexHtmlPlugin = {
  name: 'index-html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length === 0 && result.metafile) {
        await writeIndexHtml(result.metafile);
        if (args.has('--watch')) console.log(`[build] ${new Date().toLocaleTimeString('de-DE')} neu gebaut`);
      }
      if (args.has('--watch')) await writeDevStatus(result);
    });
  },
};

await rm(dist, { recursive: true, force: true });
await mkdir(tmp, { recursive: true });
// index.html is the template of writeIndexHtml, boot-recovery.js is inlined into it
await cp(path.join(root, 'public'), dist, {
  recursive: true,
  filter: (src) => !/(index\.html|boot-recovery\.js)$/.test(src),
});

const options = {
  absWorkingDir: root,
  entryPoints: ['src/main.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  minify: !dev,
  // production maps are kept out of dist/ (published nowhere; see moveSourceMaps)
  sourcemap: dev ? true : 'external',
  metafile: true,
  outdir: path.join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: `${PUBLIC_PATH}assets/`,
  jsx: 'automatic',
  // react-router's package exports point at its development build only; use the production build
  alias: dev
    ? {}
    : {
        'react-router/dom': './node_modules/react-router/dist/production/dom-export.mjs',
        'react-router': './node_modules/react-router/dist/production/index.mjs',
      },
  legalComments: 'linked',
  // V8 explicit compile hint: every function of a file is compiled eagerly while the file streams in, off
  // the main thread. Our chunks are loaded when their code is about to run (start-up stages, a route's
  // screen), so lazy compilation would only move that work onto the main thread as long tasks.
  banner: technique('COMPILE_HINTS') ? { js: '//# allFunctionsCalledOnLoad' } : {},
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  plugins: [
    ...(technique('CJS_FACADES') ? [cjsFacadePlugin] : []),
    evaluationYieldPlugin,
    ...(technique('STARTUP_CHUNKS') ? [startupChunkPlugin] : []),
    indexHtmlPlugin,
  ],
  logLevel: 'warning',
};

if (args.has('--watch')) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('[build] beobachte src/ …');
} else {
  const started = performance.now();
  const result = await esbuild.build(options);
  if (!dev && technique('PRELOAD_IMPORTS')) await preloadImports(result.metafile);
  if (!dev && technique('PRERENDER')) await prerenderPages(options, result.metafile);
  if (!dev) await moveSourceMaps();
  if (!dev) await precompress();
  console.log(`[build] dist/ in ${Math.round(performance.now() - started)} ms (${dev ? 'development' : 'production'})`);
}

if (args.has('--serve')) {
  const server = spawn(process.execPath, [path.join(root, 'test/backend/start.mjs')], {
    stdio: 'inherit',
    env: args.has('--watch') ? { ...process.env, DEV_STATUS_FILE } : process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.kill(signal);
      process.exit(0);
    });
  }
  process.on('exit', () => server.kill());
}
