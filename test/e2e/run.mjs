// Runs every browser end-to-end suite (test/e2e/*.e2e.mjs) with node's test runner, one file at a
// time (2 cores: each file starts its own backend and Chromium). Expects a fresh build in dist/.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => path.join(dir, f));
if (files.length === 0) {
  console.error('Keine E2E-Tests gefunden.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
