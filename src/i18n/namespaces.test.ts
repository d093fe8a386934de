/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import bestellung from './de/bestellung.json';
import { applyServerMessages, i18n } from '.';

const src = path.join(__dirname, '..');
/** common is given to i18n.init, commonScreens comes with the route table, bootFailure is read by the build */
const NOT_A_MODULE = new Set(['common', 'commonScreens', 'bootFailure']);

test('every namespace has its one module in src/i18n/texts, and nothing else registers one', () => {
  const namespaces = readdirSync(path.join(src, 'i18n', 'de')).map((file) => path.basename(file, '.json'));
  const modules = readdirSync(path.join(src, 'i18n', 'texts')).map((file) => path.basename(file, '.ts'));
  expect(modules.sort()).toEqual(namespaces.filter((ns) => !NOT_A_MODULE.has(ns)).sort());
  const registering = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith(`i18n${path.sep}`) &&
      /registerMessages\(/.test(readFileSync(path.join(src, file), 'utf8')),
  );
  expect(registering).toEqual([]);
});

test('the server messages win over the bundled ones, whether the namespace module loads before or after them', async () => {
  applyServerMessages({ bestellung: { success: 'Danke, vom Server' } });
  await import('./texts/bestellung');
  expect(i18n.t('bestellung:success')).toBe('Danke, vom Server');
  expect(i18n.t('bestellung:submitFailed')).toBe(bestellung.submitFailed);
  applyServerMessages({ bestellung: { submitFailed: 'Nicht gesendet, vom Server' } });
  expect(i18n.t('bestellung:submitFailed')).toBe('Nicht gesendet, vom Server');
});
