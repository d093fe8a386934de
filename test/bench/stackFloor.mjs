/**
 * The stack floor: what a login form costs in this fixed stack before any portal code. Each library is added
 * to a minimal bundle in turn (esbuild, production, minified, ONE file, brotli q11 — the best case). The last
 * figure is the floor that bundle.mjs holds the first-load JS of /login and the start page against, measured
 * anew in every bench run (library updates move it). `node test/bench/stackFloor.mjs` prints every step.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const parts = [
  [
    'react + react-dom',
    `import {createRoot} from 'react-dom/client'; import {useState} from 'react'; createRoot(document.body).render(null); globalThis.a=useState;`,
  ],
  [
    '+ react-router data router',
    `import {createBrowserRouter, RouterProvider, Link, Outlet, useNavigate, useLocation, useMatches} from 'react-router-dom'; globalThis.b=[createBrowserRouter, RouterProvider, Link, Outlet, useNavigate, useLocation, useMatches];`,
  ],
  [
    '+ Redux Toolkit + react-redux',
    `import {configureStore, createSlice, createListenerMiddleware} from '@reduxjs/toolkit'; import {Provider, useSelector} from 'react-redux'; globalThis.c=[configureStore, createSlice, Provider, useSelector, createListenerMiddleware];`,
  ],
  [
    '+ RTK Query',
    `import {createApi, fetchBaseQuery} from '@reduxjs/toolkit/query/react'; globalThis.d=[createApi, fetchBaseQuery];`,
  ],
  [
    '+ i18next + react-i18next',
    `import i18n from 'i18next'; import {initReactI18next, useTranslation} from 'react-i18next'; i18n.use(initReactI18next).init({}); globalThis.e=useTranslation;`,
  ],
  ['+ final-form + react-final-form', `import {Form, Field} from 'react-final-form'; globalThis.k=[Form, Field];`],
  [
    '+ emotion (cache, provider)',
    `import {CacheProvider} from '@emotion/react'; import createCache from '@emotion/cache'; globalThis.f=[CacheProvider, createCache];`,
  ],
  [
    '+ MUI core (createTheme, ThemeProvider, CssBaseline)',
    `import {ThemeProvider, createTheme} from '@mui/material/styles'; import CssBaseline from '@mui/material/CssBaseline'; globalThis.g=[ThemeProvider, createTheme(), CssBaseline];`,
  ],
  ['+ MUI Button', `import Button from '@mui/material/Button'; globalThis.h=Button;`],
  [
    '+ MUI InputBase/OutlinedInput',
    `import OutlinedInput from '@mui/material/OutlinedInput'; globalThis.i=OutlinedInput;`,
  ],
];
async function brotliKB(source) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return (
    zlib.brotliCompressSync(result.outputFiles[0].contents, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length / 1024
  );
}
/** Cumulative brotli size in KB after each step; the last one is the floor. */
export async function stackFloor() {
  const steps = [];
  let source = '';
  for (const [name, code] of parts) {
    source += `${code}\n`;
    steps.push({ name, kb: await brotliKB(source) });
  }
  return steps;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { name, kb } of await stackFloor()) console.log(`${name.padEnd(56)} ${kb.toFixed(1).padStart(7)} KB`);
}
