// Builds the portal into dist/ with esbuild (docs/architecture.md "Build"; docs/performance.md for the budgets).
//   node build.mjs [--dev]   production build (minified, hashed; prerendered pages) [development build]
//   --watch / --serve        rebuild on change (open pages reload) / also start the stand-in backend on :8080
//   DIST_DIR=…               build elsewhere than dist/ (parallel builds, e.g. a second work tree's e2e run)
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { bootRecoveryScript, PRERENDERED, prerenderedFile } from './deploy/hosting.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const tmp = process.env.DIST_DIR ? `${dist}-tmp` : path.join(root, '.tmp');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const PUBLIC_PATH = '/kundenportal/';
/** npm run dev: the stand-in streams this file's changes to open pages (reload, or the build error). */
const DEV_STATUS_FILE = path.join(root, '.tmp', 'dev-status.json');

/** The address of an output file (metafile paths are relative to the repository). */
const url = (file) => PUBLIC_PATH + path.relative(dist, path.join(root, file)).split(path.sep).join('/');
const preloadLinks = (files) => [...files].map((file) => `<link rel="modulepreload" href="${url(file)}" />`);

/** An output file and every chunk it imports statically, transitively. */
function staticClosure(metafile, file, found = new Set()) {
  if (found.has(file)) return found;
  found.add(file);
  for (const i of metafile.outputs[file]?.imports ?? [])
    if (i.kind === 'import-statement') staticClosure(metafile, i.path, found);
  return found;
}

/**
 * One first-load chunk. esbuild puts a module into the chunk of the set of entry points (main.tsx and every
 * lazily imported module) that reach it: the start-up's modules, each reached by other screens, would come as
 * ~50 small files that compress worse (first loads ~20 KB brotli larger, over the byte budget). So every lazily
 * imported module of src/ also re-exports FIRST_LOAD, the start-up and the modules the login's and the start
 * page's screens share: every entry reaches them alike, and they form one chunk (docs/performance.md).
 */
const FIRST_LOAD = [
  'src/start.tsx',
  'src/app/layouts/Header.tsx',
  'src/components/layout/PageScaffold.tsx',
  'src/components/layout/containerSx.ts',
  'src/components/feedback/Notice.tsx',
  'src/components/feedback/errorMessageText.ts',
  'src/lib/validators.ts',
  'src/lib/redir.ts',
].map((file) => path.join(root, file));
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
      const chunks = Object.values(metafile?.outputs ?? {}).filter((o) =>
        inputs.some((i) => o.inputs[i]?.bytesInOutput),
      );
      if (chunks.length > 1) console.warn(`[build] FIRST_LOAD is split into ${chunks.length} chunks`);
    });
  },
};

/**
 * After each build: dist/index.html with the hashed entry, a modulepreload for every start-up file (what the
 * entry imports, with their static imports: requested at once), the texts of the boot-failure box and the
 * boot-recovery script inlined (the CSP names its hash). In watch mode also the status for open pages.
 */
const afterEachBuild = {
  name: 'index-html',
  setup(build) {
    build.onEnd(async ({ errors, metafile }) => {
      if (errors.length === 0) {
        const [entryFile, entry] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/main.tsx');
        const startup = new Set();
        for (const i of entry.imports) staticClosure(metafile, i.path, startup);
        const tags = [...preloadLinks(startup), `<script type="module" src="${url(entryFile)}"></script>`];
        let html = await readFile(path.join(root, 'public', 'index.html'), 'utf8');
        for (const [placeholder, ns, key] of html.matchAll(/\{\{(\w+):([\w.]+)\}\}/g)) {
          const texts = JSON.parse(await readFile(path.join(root, 'src/i18n/de', `${ns}.json`), 'utf8'));
          const text = key.split('.').reduce((o, k) => o?.[k], texts);
          if (typeof text !== 'string') throw new Error(`public/index.html: no text ${ns}:${key}`);
          html = html.replace(
            placeholder,
            text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`),
          );
        }
        html = html
          .replace('<!--ASSETS-->', tags.join('\n    '))
          .replace('<!--BOOT_RECOVERY-->', `<script>${bootRecoveryScript().text}</script>`);
        await writeFile(path.join(dist, 'index.html'), html);
        // read by the bench (test/bench/bundle.mjs)
        await writeFile(path.join(tmp, 'esbuild-meta.json'), JSON.stringify(metafile));
      }
      if (!args.has('--watch')) return;
      const messages = await esbuild.formatMessages(errors, { kind: 'error', color: false });
      await writeFile(DEV_STATUS_FILE, JSON.stringify({ ok: errors.length === 0, at: Date.now(), errors: messages }));
      if (errors.length === 0) console.log(`[build] ${new Date().toLocaleTimeString('de-DE')} neu gebaut`);
    });
  },
};

/**
 * One wave per navigation: a lazily imported chunk's own static imports are only discovered once the chunk has
 * arrived, a second round trip on every first visit of a screen. So each `import("<chunk>")` of the output
 * first asks for those files too (`globalThis.__kpPreload`, src/app/modulePreload.ts), leaving out what the
 * importing file has loaded already:
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
      const urls = chunk
        ? [...staticClosure(metafile, chunk)].filter((f) => !loaded.has(f) && f !== chunk).map(url)
        : [];
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
 * The prerendered pages (deploy/hosting.mjs PRERENDERED, ADR 0004): each page's HTML, critical CSS and title
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
  });
  const { prerender } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  // the entry and its static imports load at once; the start-up and the page's modules only after the first
  // paint (main.tsx reads data-preload): requested earlier, Lighthouse's simulation counts them before the
  // frame's paint (LCP 2.7 instead of ~1 s, docs/performance.md)
  const [entryFile, entry] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/main.tsx');
  const eager = new Set([...staticClosure(metafile, entryFile)].map(url));
  const startup = new Set();
  for (const i of entry.imports) staticClosure(metafile, i.path, startup);
  for (const [page, routeModules] of Object.entries(PRERENDERED)) {
    const { html, styles, title } = await prerender(page.replace(/:\w+/g, '_'));
    const preload = new Set(startup);
    for (const [file, o] of Object.entries(metafile.outputs))
      if (routeModules.includes(o.entryPoint)) staticClosure(metafile, file, preload);
    const later = [...preload].map(url).filter((u) => !eager.has(u));
    const out = template
      .replace(/\s*<link rel="modulepreload" href="([^"]+)" \/>/g, (link, href) => (eager.has(href) ? link : ''))
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `  ${styles}\n  </head>`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        `<div id="root" data-prerendered="${page}" data-preload="${later.join(' ')}">${html}</div>$1`,
      );
    await writeFile(path.join(dist, 'prerendered', prerenderedFile(page)), out);
  }
}

/**
 * Source maps move to .tmp/sourcemaps/ (for an error tracker, never public); every static file gets brotli (q11)
 * and gzip (9) copies where smaller (nginx's brotli_static/gzip_static, the stand-in). Not HTML: each answer
 * gets its own CSP nonce.
 */
async function finishDist() {
  await rm(path.join(tmp, 'sourcemaps'), { recursive: true, force: true });
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.map')) {
      const to = path.join(tmp, 'sourcemaps', path.relative(dist, file));
      await mkdir(path.dirname(to), { recursive: true });
      await rename(file, to);
    } else if (entry.isFile() && /\.(js|css|svg|json|txt)$/.test(entry.name)) {
      const data = await readFile(file);
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = zlib.gzipSync(data, { level: 9 });
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }
  }
}

const options = {
  absWorkingDir: root,
  entryPoints: ['src/main.tsx'],
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  minify: !dev,
  sourcemap: dev ? true : 'external',
  metafile: true,
  outdir: path.join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: `${PUBLIC_PATH}assets/`,
  jsx: 'automatic',
  // react-router's package exports name its development build only: resolve to its production build (no patch)
  alias: dev
    ? {}
    : {
        'react-router/dom': './node_modules/react-router/dist/production/dom-export.mjs',
        'react-router': './node_modules/react-router/dist/production/index.mjs',
      },
  legalComments: 'linked',
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  plugins: [firstLoadChunk, afterEachBuild],
  logLevel: 'warning',
};

await rm(dist, { recursive: true, force: true });
await mkdir(tmp, { recursive: true });
// index.html is the template of afterEachBuild, which inlines boot-recovery.js
await cp(path.join(root, 'public'), dist, {
  recursive: true,
  filter: (f) => !/(index\.html|boot-recovery\.js)$/.test(f),
});
if (args.has('--watch')) {
  await (await esbuild.context(options)).watch();
  console.log('[build] beobachte src/ …');
} else {
  const started = performance.now();
  const { metafile } = await esbuild.build(options);
  if (!dev) {
    await preloadImports(metafile);
    await prerenderPages(options, metafile);
    await finishDist();
  }
  console.log(`[build] dist/ in ${Math.round(performance.now() - started)} ms (${dev ? 'development' : 'production'})`);
}

if (args.has('--serve')) {
  const env = args.has('--watch') ? { ...process.env, DEV_STATUS_FILE } : process.env;
  const server = spawn(process.execPath, [path.join(root, 'test/backend/start.mjs')], { stdio: 'inherit', env });
  const stop = (signal) => {
    server.kill(signal);
    process.exit(0);
  };
  process
    .on('SIGINT', stop)
    .on('SIGTERM', stop)
    .on('exit', () => server.kill());
}
