// Builds the portal into dist/ with esbuild (docs/architecture.md "Build"; docs/performance.md for the budgets).
//   node build.mjs [--dev]   production build (minified, hashed; prerendered pages) [development build]
//   DIST_DIR=…               build elsewhere than dist/ (parallel builds, e.g. a second work tree's e2e run)
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { bootRecoveryScript, PRERENDERED, prerenderedFile } from './deploy/pages.mjs';
import { lazyImportCheck } from './deploy/lazyImports.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const tmp = process.env.DIST_DIR ? `${dist}-tmp` : path.join(root, '.tmp');
/** Where the portal is served; with the targets and the defines below, read by the dev server as well. */
export const PUBLIC_PATH = '/kundenportal/';
export const TARGETS = ['es2022', 'chrome110', 'firefox110', 'safari16'];
/** Compile-time constants: the same for esbuild's build and Vite's dev server (test/backend/dev.mjs). */
export const definesFor = (dev) => ({ 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') });

/** The address of an output file (metafile paths are relative to the repository). */
const url = (file) => PUBLIC_PATH + path.relative(dist, path.join(root, file)).split(path.sep).join('/');

/** An output file and every chunk it imports statically, transitively. */
function staticClosure(metafile, file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  for (const i of metafile.outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement') staticClosure(metafile, i.path, found);
  return found;
}

/** The entry's output file, and the start-up files: what the entry imports, with their static imports. */
function startupFiles(metafile) {
  const [entryFile, entry] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/main.tsx');
  const startup = new Set();
  for (const i of entry.imports) staticClosure(metafile, i.path, startup);
  return { entryFile, startup };
}

// One first-load chunk: esbuild puts a module into the chunk of the set of entry points (main.tsx and every
// lazily imported module) that reach it, so the start-up came as ~50 small files that compress worse. Every lazily
// imported module of src/ therefore also re-exports FIRST_LOAD (start.tsx and the modules the login's and the
// start page's screens share): every entry reaches them alike, and they form one chunk (docs/architecture.md).
const FIRST_LOAD = `start.tsx app/layouts/Header.tsx components/layout/PageScaffold.tsx components/layout/containerSx.ts
  components/feedback/Notice.tsx components/feedback/errorMessageText.ts lib/validators.ts lib/redir.ts`
  .split(/\s+/)
  .map((file) => path.join(root, 'src', file));
const firstLoadChunk = {
  name: 'first-load-chunk',
  setup(build) {
    const lazy = new Set();
    build.onStart(async () => {
      for (const file of await readdir(path.join(root, 'src'), { recursive: true })) {
        if (!/(?<!\.test)\.tsx?$/.test(file)) continue;
        const source = await readFile(path.join(root, 'src', file), 'utf8');
        for (const [, spec] of source.matchAll(/import\('(\.[^']+)'\)/g)) {
          const base = path.join(root, 'src', path.dirname(file), spec);
          lazy.add(['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync));
        }
      }
    });
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (!lazy.has(file)) return undefined;
      const reexports = FIRST_LOAD.filter((f) => f !== file).map((f, i) => `export * as __f${i} from '${f}';`);
      return { contents: [await readFile(file, 'utf8'), ...reexports].join('\n'), loader: path.extname(file).slice(1) };
    });
    // checked: a lazily imported module the scan missed would split FIRST_LOAD into small chunks again
    build.onEnd(({ metafile }) => {
      const inputs = FIRST_LOAD.slice(1).map((file) => path.relative(root, file));
      const outputs = Object.values(metafile?.outputs ?? {});
      const split = outputs.filter((o) => inputs.some((i) => o.inputs[i]?.bytesInOutput));
      if (split.length > 1) return { errors: [{ text: `FIRST_LOAD is split into ${split.length} chunks` }] };
      return undefined;
    });
  },
};

/**
 * public/index.html with the boot-failure box's texts ({{ns:key}} of src/i18n/de, HTML-escaped), the
 * boot-recovery script inlined (the CSP names its hash) and `scripts` in place of <!--ASSETS-->: the production
 * build's hashed files, or the development server's entry (test/backend/dev.mjs).
 */
export async function indexHtmlWith(scripts, sourceRoot = root) {
  let html = await readFile(path.join(sourceRoot, 'public', 'index.html'), 'utf8');
  for (const [placeholder, ns, key] of html.matchAll(/\{\{(\w+):([\w.]+)\}\}/g)) {
    const texts = JSON.parse(await readFile(path.join(sourceRoot, 'src/i18n/de', `${ns}.json`), 'utf8'));
    const text = key.split('.').reduce((o, k) => o?.[k], texts);
    if (typeof text !== 'string') throw new Error(`public/index.html: no text ${ns}:${key}`);
    const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    html = html.replace(placeholder, escaped);
  }
  return html
    .replace('<!--ASSETS-->', scripts)
    .replace('<!--BOOT_RECOVERY-->', `<script>${bootRecoveryScript().text}</script>`);
}

/**
 * After each build: dist/index.html with the hashed entry and a modulepreload for every start-up file (requested
 * at once); the metafile for the bench (test/bench/bundle.mjs).
 */
const indexHtml = {
  name: 'index-html',
  setup(build) {
    build.onEnd(async ({ errors, metafile }) => {
      if (errors.length > 0) return;
      const { entryFile, startup } = startupFiles(metafile);
      const links = [...startup].map((file) => `<link rel="modulepreload" href="${url(file)}" />`);
      const scripts = [...links, `<script type="module" src="${url(entryFile)}"></script>`].join('\n    ');
      await writeFile(path.join(dist, 'index.html'), await indexHtmlWith(scripts));
      await writeFile(path.join(tmp, 'esbuild-meta.json'), JSON.stringify(metafile));
    });
  },
};

/**
 * One wave per navigation: each `import("<chunk>")` of the output first asks for the chunk's own static imports
 * (`globalThis.__kpPreload`, src/app/modulePreload.ts), less what the importing file has loaded already:
 *   import("/x/a.js")  ->  (globalThis.__kpPreload?.("/x/",["b.js","c.js"]),import("/x/a.js"))
 * File hashes stay valid: a chunk's hash covers the names it imports. The source map's columns move along.
 */
async function preloadImports(metafile) {
  const byUrl = new Map(Object.keys(metafile.outputs).map((file) => [url(file), file]));
  for (const file of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const code = await readFile(path.join(root, file), 'utf8');
    const loaded = staticClosure(metafile, file);
    const inserts = [];
    const rewritten = code.replace(/import\("([^"]+)"\)/g, (call, target, at) => {
      const chunk = byUrl.get(target);
      if (!chunk) return call;
      const urls = [...staticClosure(metafile, chunk)].filter((f) => !loaded.has(f) && f !== chunk).map(url);
      if (urls.length === 0) return call;
      const dir = `${path.posix.dirname(urls[0])}/`;
      const folder = urls.every((u) => u.startsWith(dir)) ? dir : '';
      const before = `(globalThis.__kpPreload?.("${folder}",${JSON.stringify(urls.map((u) => u.slice(folder.length)))}),`;
      inserts.unshift({ at: at + call.length, length: 1 }, { at, length: before.length });
      return `${before}${call})`;
    });
    if (inserts.length === 0) continue;
    await writeFile(path.join(root, file), rewritten);
    const mapFile = path.join(root, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    const lines = decode(map.mappings);
    // last insert first: mappings at or after an insert's column move by its length
    for (const { at, length } of inserts) {
      const column = at - (code.lastIndexOf('\n', at - 1) + 1);
      for (const segment of lines[code.slice(0, at).split('\n').length - 1] ?? [])
        if (segment[0] >= column) segment[0] += length;
    }
    await writeFile(mapFile, JSON.stringify({ ...map, mappings: encode(lines) }));
  }
}

/**
 * The prerendered pages (deploy/pages.mjs PRERENDERED, ADR 0004): each page's HTML, critical CSS and title
 * rendered in Node (src/prerender/prerender.tsx) into index.html, with modulepreloads for the route modules it
 * hydrates with. A pattern's frame (":id") is rendered for a stand-in id: it shows nothing of the contract.
 */
async function prerenderPages({ define, alias, loader }, metafile) {
  const outfile = path.join(tmp, 'prerender.mjs');
  await esbuild.build({
    ...{ absWorkingDir: root, entryPoints: ['src/prerender/prerender.tsx'], outfile, define, alias, loader },
    ...{ bundle: true, format: 'esm', platform: 'node', target: 'node20', jsx: 'automatic', logLevel: 'warning' },
    // CommonJS dependencies (react-dom/server) ask for Node built-ins with require()
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    // the PDF writer's library is never run while prerendering; inlined, its own createRequire clashes with the banner
    external: ['pdfkit', 'pdfkit/output', 'fontkit'],
  });
  const { prerender } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  // the entry and its static imports load at once, the start-up and the page's modules after the first paint
  // (main.tsx reads data-preload): Lighthouse's simulation counted them before the frame's paint (LCP 2.7 s)
  const { entryFile, startup } = startupFiles(metafile);
  const eager = new Set([...staticClosure(metafile, entryFile)].map(url));
  for (const [page, routeModules] of Object.entries(PRERENDERED)) {
    const { html, styles, title } = await prerender(page.replace(/:\w+/g, '_'));
    const preload = new Set(startup);
    for (const [file, o] of Object.entries(metafile.outputs))
      if (routeModules.includes(o.entryPoint)) staticClosure(metafile, file, preload);
    const later = [...preload].map(url).filter((u) => !eager.has(u));
    const attributes = `data-prerendered="${page}" data-preload="${later.join(' ')}"`;
    const out = template
      .replace(/\s*<link rel="modulepreload" href="([^"]+)" \/>/g, (link, href) => (eager.has(href) ? link : ''))
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `  ${styles}\n  </head>`)
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<div id="page-end")/, `<div id="root" ${attributes}>${html}</div>$1`);
    // index.html's #root must sit right before #page-end, or the page would ship the bare shell
    if (!out.includes(attributes)) throw new Error(`prerender ${page}: no <div id="root"> before #page-end`);
    await writeFile(path.join(dist, 'prerendered', prerenderedFile(page)), out);
  }
}

/**
 * Source maps move to .tmp/sourcemaps/ (for an error tracker, never public); static files but HTML (a CSP nonce
 * per answer) get brotli (q11) and gzip (9) copies where smaller, for nginx's brotli_static/gzip_static.
 */
async function finishDist() {
  await rm(path.join(tmp, 'sourcemaps'), { recursive: true, force: true });
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.map')) {
      const to = path.join(tmp, 'sourcemaps', path.relative(dist, file));
      await mkdir(path.dirname(to), { recursive: true });
      await rename(file, to);
    } else if (entry.isFile() && /\.(js|css|svg|json|txt|ttf)$/.test(entry.name)) {
      const data = await readFile(file);
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = zlib.gzipSync(data, { level: 9 });
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }
  }
}

/** The esbuild options of a production or development build (npm run dev, test/backend/dev.mjs, watches them). */
export const esbuildOptions = (dev) => ({
  absWorkingDir: root,
  entryPoints: ['src/main.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: TARGETS,
  minify: !dev,
  sourcemap: dev ? true : 'external',
  metafile: true,
  outdir: path.join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: `${PUBLIC_PATH}assets/`,
  jsx: 'automatic',
  legalComments: 'linked',
  define: definesFor(dev),
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.ttf': 'file' },
  plugins: [firstLoadChunk, lazyImportCheck(FIRST_LOAD.map((file) => path.relative(root, file))), indexHtml],
  logLevel: 'warning',
});

/** dist/ afresh with public/'s static files (index.html is indexHtml's template, boot-recovery.js inlined). */
export async function emptyDist() {
  await rm(dist, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  await cp(path.join(root, 'public'), dist, {
    recursive: true,
    filter: (f) => !/(index\.html|boot-recovery\.js)$/.test(f),
  });
}

// node build.mjs: one build; a production build then adds the import preloads, prerendered pages, compressed copies
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const options = esbuildOptions(dev);
  await emptyDist();
  const started = performance.now();
  const { metafile } = await esbuild.build(options);
  if (!dev) {
    await preloadImports(metafile);
    await prerenderPages(options, metafile);
    await finishDist();
  }
  console.log(`[build] dist/ in ${Math.round(performance.now() - started)} ms (${dev ? 'development' : 'production'})`);
}
