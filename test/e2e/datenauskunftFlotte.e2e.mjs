/**
 * „Meine Daten herunterladen“ for `flotte` (5,000 contracts) at 4× CPU throttling (CDP): the page stays responsive
 * while the server puts the files together and while the JSON, the PDF summary and the biggest CSV download. A
 * customer keeps clicking and tabbing meanwhile; INP (the slowest interaction, Event Timing API) stays within 200 ms
 * (or, on a machine busy with other work, within what the idle page measures there first). Prints the figures
 * (docs/performance.md). Runs with E2E_MEASURE=1 only; E2E_PROFILE=<file> writes a CPU profile, E2E_DEBUG=1 the
 * entries.
 */
import { expect, test } from './harness.mjs';

// the trace recorder snapshots the page's DOM on every action, on the page's main thread: not in a measurement
test.use({ trace: 'off' });
const INP_BUDGET_MS = 200;

/** Event Timing entries of real interactions from now on, and long tasks (to say what blocked). */
function observeInteractions() {
  window.__kpInteractions = [];
  window.__kpLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__kpInteractions.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__kpLongTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
}

/** Clicks into the text and tabs on, one interaction after the other, until `done` is set. */
async function interactUntil(page, state, box) {
  let count = 0;
  while (!state.done && count < 60) {
    await page.mouse.click(box.x + 20, box.y + 5);
    await page.keyboard.press('Tab');
    count += 2;
  }
  return count;
}

/** Runs `action` and interacts until `finished` resolves; returns the time it took and the interactions made. */
async function whileBusy(page, action, finished) {
  const box = await page.getByText('Hier laden Sie sofort alles herunter').boundingBox();
  const state = { done: false };
  const start = Date.now();
  const until = finished.then((value) => {
    state.done = true;
    return value;
  });
  await action();
  const interactions = await interactUntil(page, state, box);
  const value = await until;
  return { ms: Date.now() - start, interactions, value };
}

test('flotte: Daten zusammenstellen und herunterladen bei 4× CPU-Drosselung, INP ≤ 200 ms', async ({ env }) => {
  // a measurement: its figures mean something on a quiet machine only (docs/performance.md), so not in every run
  test.skip(!process.env.E2E_MEASURE, 'Messung: mit E2E_MEASURE=1 auf einer ruhigen Maschine ausführen');
  test.setTimeout(300_000);
  const page = await env.openAs('flotte', '/private/dashboard/meine-daten/datenauskunft', undefined, {
    timeout: 60_000,
  });
  // a fleet's session (5,000 contracts) takes its time on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten herunterladen' })).toBeVisible({
    timeout: 120_000,
  });
  // measured from a loaded page on: the session's own start-up is not this journey
  await page.waitForLoadState('networkidle');
  await page.evaluate(observeInteractions);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (process.env.E2E_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }

  // the same inputs on the idle page first: what the machine and the throttling cost without a download
  const idle = await whileBusy(page, async () => undefined, new Promise((resolve) => setTimeout(resolve, 8000)));
  const busyFrom = await page.evaluate(() => performance.now());

  const ready = page.getByRole('status').filter({ hasText: 'Ihre Daten sind bereit' });
  const prepare = await whileBusy(
    page,
    () => page.getByRole('button', { name: 'Daten zusammenstellen' }).click(),
    ready.waitFor({ timeout: 120_000 }),
  );
  await expect(page.getByRole('table', { name: 'Einzelne Tabellen als CSV' })).toContainText('5.000');

  const figures = { prepare: prepare.ms };
  const files = [
    ['json', page.getByRole('link', { name: 'Alle Daten als JSON' })],
    ['pdf', page.getByRole('link', { name: 'Übersicht als PDF' })],
    ['csv', page.getByRole('link', { name: 'Verträge (CSV) herunterladen' })],
  ];
  let interactions = prepare.interactions;
  for (const [name, button] of files) {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const run = await whileBusy(page, () => button.click(), download);
    expect(await run.value.failure()).toBeNull();
    figures[name] = run.ms;
    interactions += run.interactions;
  }

  if (process.env.E2E_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    (await import('node:fs')).writeFileSync(process.env.E2E_PROFILE, JSON.stringify(profile));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const entries = await page.evaluate(() => window.__kpInteractions);
  const longTasks = await page.evaluate(() => window.__kpLongTasks);
  /** slowest first: INP is the slowest interaction (fewer than 50 here, so no outlier is skipped) */
  const slowest = (list) => {
    const byInteraction = new Map();
    for (const e of list) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    return [...byInteraction.values()].sort((a, b) => b - a);
  };
  const baseline = slowest(entries.filter((e) => e.start < busyFrom));
  const durations = slowest(entries.filter((e) => e.start >= busyFrom));
  const byInteraction = { size: durations.length };
  const inp = durations[0] ?? 0;
  console.log(
    `[datenauskunft flotte, 4× CPU] INP ${Math.round(inp)} ms over ${byInteraction.size} interactions ` +
      `(${interactions} inputs sent; next slowest ${durations.slice(1, 4).map(Math.round).join(', ')} ms); ` +
      `prepare ${figures.prepare} ms, JSON ${figures.json} ms, PDF ${figures.pdf} ms, CSV ${figures.csv} ms; ` +
      `long tasks ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks.map((t) => t.duration)))} ms; ` +
      `idle page before: INP ${Math.round(baseline[0] ?? 0)} ms over ${baseline.length} interactions (${idle.interactions} inputs)`,
  );
  if (process.env.E2E_DEBUG) console.log(JSON.stringify({ entries, longTasks }));
  expect(byInteraction.size).toBeGreaterThan(10);
  // 200 ms on a quiet machine; on a machine busy with other work the idle page itself answers slower, and the
  // download must then be no slower than that
  expect(inp).toBeLessThanOrEqual(Math.max(INP_BUDGET_MS, baseline[0] ?? 0));
});
