/**
 * Every price and term an order screen shows comes from the order's terms (orderTerms). The screens are rendered
 * from a terms fixture whose figures differ from the catalogue's: the fixture's figures must appear, the
 * catalogue's never (a second calculation beside the terms would show them). And no order module but the terms'
 * text (termsText.ts) formats an amount.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/jest/render';
import { i18n, registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import type { OfferedProdukt } from '../offerRules';
import type { OrderTerms } from '../orderTerms';
import { OrderRecap } from './OrderRecap';
import { PreContractInfo } from './PreContractInfo';
import { ProductStep } from './ProductStep';

registerMessages('bestellung', bestellung);

// the catalogue's figures: none of them may reach a screen as a price of the order
const CATALOGUE_FIGURES = ['39,99', '49,99', '44,98', '24 Monate'];
const catalogue = (nr: string): OfferedProdukt => ({
  id: `PRD-${nr}`,
  name: `Tarif ${nr}`,
  produktnummer: nr,
  technologie: 'vdsl',
  downloadMbit: 100,
  uploadMbit: 40,
  monthlyPrice: 39.99,
  listMonthlyPrice: 39.99,
  oneTimePrice: 49.99,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: [{ id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99, oneTimePrice: 0, minimumTermMonths: 1 }],
});
const terms = (name: string): OrderTerms => ({
  kind: 'produktwechsel',
  concerns: { type: 'contract', contractId: 'V-1', name: 'Alt' },
  tarif: { name, technologie: 'vdsl', downloadMbit: 100, uploadMbit: 40 },
  produktId: 'PRD-10100',
  optionen: [],
  keptOptionen: [],
  monthlyBefore: 11.11,
  monthly: 12.34,
  addedMonthly: 0,
  promo: { months: 3, monthlyAfter: 23.45 },
  oneOff: 5.67,
  minimumTerm: { isNew: false, months: 24, runsUntil: '2027-03-31', needsAgreement: false },
  noticeMonths: 1,
  start: '2027-01-15',
});
const termsOf = (p: OfferedProdukt) => terms(p.name);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

function expectFromTerms(el: HTMLElement) {
  const shown = text(el);
  expect(shown).toContain('12,34 € monatlich in den ersten 3 Monaten, ab dem 4. Monat 23,45 € monatlich');
  expect(shown).toContain('5,67 €');
  expect(shown).toContain('keine neue Mindestlaufzeit (Ihre läuft wie bisher bis 31.03.2027)');
  for (const figure of CATALOGUE_FIGURES) expect(shown).not.toContain(figure);
}

test('the choice: each tariff card and the total read the terms', async () => {
  const produkte = [catalogue('10100'), catalogue('10250')];
  renderWithProviders(<ProductStep produkte={produkte} termsOf={termsOf} onDone={() => undefined} />);
  const radio = await screen.findByRole('radio', { name: /^Tarif 10100/ });
  expect(radio).toHaveAccessibleName(expect.stringContaining('12,34'));
  await userEvent.setup().click(radio);
  expectFromTerms(screen.getByRole('region', { name: 'Ihre Kosten mit dieser Auswahl' }));
});

test('an option order: the option names its own facts from the catalogue, the total the terms', async () => {
  const own = catalogue('10100');
  renderWithProviders(<ProductStep produkte={[]} fixedProduct={own} termsOf={termsOf} onDone={() => undefined} />);
  const box = await screen.findByRole('checkbox', { name: /^Festnetz-Flatrate/ });
  expect(box).toHaveAccessibleName(expect.stringContaining('+ 4,99\u00a0€ monatlich'));
  expect(box).toHaveAccessibleName(expect.stringContaining('keine einmaligen Kosten'));
  expect(box).toHaveAccessibleName(expect.stringContaining('monatlich kündbar'));
  expect(box).not.toHaveAccessibleName(expect.stringContaining('keine Angabe'));
});

test('the contract summary (§ 54 TKG) and the confirmation read the terms', () => {
  renderWithProviders(
    <>
      <PreContractInfo input={{ terms: terms('Tarif 10100') }} downgradeAllowed />
      <OrderRecap input={{ terms: terms('Tarif 10100') }} />
    </>,
  );
  expectFromTerms(screen.getByRole('region', { name: 'Vertragszusammenfassung (§ 54 TKG)' }));
  const recap = screen.getByRole('region', { name: 'Ihre Bestellung im Überblick' });
  expect(within(recap).getByText('Vertrag Alt (V-1)')).toBeInTheDocument();
  expectFromTerms(recap);
});

test('no order module but termsText.ts formats an amount', () => {
  const root = join(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const offenders = files(root)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('termsText.ts'))
    .filter((f) => /formatEuro|toFixed\(2\)/.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
  // the i18n instance is the real one: the texts above are the customer's
  expect(i18n.language).toBe('de');
});
