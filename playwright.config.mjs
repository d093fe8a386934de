// Browser end-to-end suites (test/e2e/*.e2e.mjs) in the system Chromium. Each worker starts one stand-in backend
// with nginx in front on free ports (test/e2e/harness.mjs: the `portal` fixture) against the built portal in dist/.
//   npm run test:e2e                      build + every suite
//   npx playwright test meineDaten        one file;  --grep "Bankdaten"  by test name
//   npx playwright test --headed --debug  watch or step through;  traces of failures in test-results/
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/e2e/harness.mjs';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: /.*\.e2e\.mjs$/,
  // two tests at a time on the 2-core machine: each worker has a backend per file and browser contexts of its
  // own, and most of a test's time is waiting for the browser; tests of a file that starts from fresh data for
  // every test (useE2E's reset) may run on either worker, so no long file is the last one left
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // whole journeys with axe checks at two widths; generous for a busy machine
  timeout: 240_000,
  reporter: process.env.CI ? [['list', { printSteps: false }]] : 'list',
  // a DIST_DIR build (a parallel run) keeps its traces apart, as each run empties its output folder first
  outputDir: process.env.DIST_DIR ? `${process.env.DIST_DIR}-results` : 'test-results',
  // web-first assertions wait as long as the harness's actions do (E2E_TIMEOUT_MS, test/e2e/harness.mjs)
  expect: { timeout: Number(process.env.E2E_TIMEOUT_MS ?? 20000) },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    // a failing test keeps what the customer saw; screenshots to review a change: E2E_SCREENS=1 (harness)
    screenshot: 'only-on-failure',
  },
});
