/**
 * What older engines see, emulated in Chromium: Safari 16–17.3 and Firefox ESR 115 cannot read alternative text
 * for generated content (`content: attr(data-label) / ""`) and drop the whole declaration. The stacked tables on
 * a phone must keep their cell labels there. Firefox ESR and WebKitGTK themselves run in test/browsers/.
 */
import { expect, PHONE_VIEWPORT, test } from './harness.mjs';

/**
 * Runs before the portal: every @supports rule asking for alternative text is false, as in such an engine,
 * whether the rule arrives through the CSSOM (emotion) or as the text of a style element (prerendered pages).
 */
function withoutAltText() {
  const off = (css) =>
    css.replace(/@supports \(content:\s*attr\(data-label\)\s*\/\s*""\)/g, '@supports (not (display: block))');
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    return insertRule.call(this, off(rule), index);
  };
  new MutationObserver(() => {
    for (const style of document.querySelectorAll('style')) {
      const css = style.textContent ?? '';
      if (off(css) !== css) style.textContent = off(css);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test('Gestapelte Tabelle am Telefon: jede Zelle behält ihre Beschriftung ohne Alternativtext-Form von content', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: PHONE_VIEWPORT });
  await page.addInitScript(withoutAltText);
  await env.login(page, 'dsl25');
  await page.goto(env.url('/private/dashboard/rechnungen'));
  await env.heading(page, 'Rechnungen');
  const cells = page.locator('tbody td[data-label]');
  await expect(cells.first()).toBeVisible();
  const labels = await cells.evaluateAll((all) =>
    all
      .filter((cell) => cell.getBoundingClientRect().width > 0)
      .map((cell) => ({ label: cell.dataset.label, content: getComputedStyle(cell, '::before').content })),
  );
  expect(labels.length > 0, 'keine sichtbaren Tabellenzellen').toBeTruthy();
  const unlabelled = labels.filter(({ content }) => ['none', 'normal', ''].includes(content));
  expect(unlabelled, 'Zellen ohne Beschriftung').toEqual([]);
  // the plain form is what shows here: the alternative-text form was switched off
  expect(
    labels.every(({ content }) => !content.includes('/')),
    `Alternativtext-Form trotz Nachstellung: ${labels[0].content}`,
  ).toBeTruthy();
  await cells.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/aeltere-engines-rechnungen-390.png' });
});
