/**
 * npm run dev: a development build (build.mjs' esbuild options) that esbuild rebuilds on every change, served by
 * the stand-in (start.mjs, :8080). After each build the status goes to .tmp/dev-status.json, which the stand-in
 * streams to open pages (routes/dev-reload.mjs): they reload, or show the build error.
 */
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyDist, esbuildOptions } from '../../build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEV_STATUS_FILE = path.join(repoRoot, '.tmp', 'dev-status.json');

// after build.mjs' own plugins (index.html written): the status, which makes open pages reload
const devStatus = {
  name: 'dev-status',
  setup(build) {
    build.onEnd(async ({ errors }) => {
      const messages = await esbuild.formatMessages(errors, { kind: 'error', color: false });
      await writeFile(DEV_STATUS_FILE, JSON.stringify({ ok: errors.length === 0, at: Date.now(), errors: messages }));
      if (errors.length === 0) console.log(`[build] ${new Date().toLocaleTimeString('de-DE')} neu gebaut`);
    });
  },
};

await emptyDist();
const options = esbuildOptions(true);
await (await esbuild.context({ ...options, plugins: [...options.plugins, devStatus] })).watch();
console.log('[build] beobachte src/ …');

const env = { ...process.env, DEV_STATUS_FILE };
const server = spawn(process.execPath, [path.join(repoRoot, 'test/backend/start.mjs')], { stdio: 'inherit', env });
const stop = (signal) => {
  server.kill(signal);
  process.exit(0);
};
process
  .on('SIGINT', stop)
  .on('SIGTERM', stop)
  .on('exit', () => server.kill());
