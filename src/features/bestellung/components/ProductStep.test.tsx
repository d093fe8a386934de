/**
 * Prices where the choice is made: on the product choice of every offer kind each tariff and
 * option card shows its monthly price, its one-off costs and the minimum term, and the total before the button
 * names monthly and one-off costs. The offers come from the one offer rule (offerFor), as OrderFlow gets them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vertrag } from '../../../../test/jest/fixtures';
import { renderWithProviders } from '../../../../test/jest/render';
import type { Produkt } from '../../../api/types';
import { i18n, registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { offerFor, type OrderKind } from '../offerRules';
import { ProductStep } from './ProductStep';
import { orderTotal, totalMonthlyText } from './priceText';

registerMessages('bestellung', bestellung);

const OPTIONS = [
  { id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99 },
  { id: 'OPT-SEC', name: 'Sicherheitspaket', monthlyPrice: 3.99 },
];
const prod = (nr: string, technologie: string, down: number, price: number, extra: Partial<Produkt> = {}): Produkt => ({
  id: `PRD-${nr}`,
  name: `Tarif ${nr}`,
  produktnummer: nr,
  technologie,
  downloadMbit: down,
  uploadMbit: down / 5,
  monthlyPrice: price,
  oneTimePrice: 49.99,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: OPTIONS,
  ...extra,
});
// the stand-in's kinds of tariff: DSL, fibre (with a loyalty price), mobile (19,99 € one-off)
const CATALOGUE = [
  prod('10050', 'vdsl', 50, 34.99),
  prod('10100', 'vdsl', 100, 39.99, { offerMonthlyPrice: 34.99, offerMonths: 12 }),
  prod('20500', 'ftth', 500, 54.99, { offerMonthlyPrice: 44.99, offerMonths: 12 }),
  prod('30010', 'lte', 150, 14.99, { oneTimePrice: 19.99, minimumTermMonths: 12, options: [] }),
];
const contract = vertrag({
  contractId: 'V-50',
  number: '10050',
  name: 'Tarif 10050',
  category: 'dsl',
  technologie: 'vdsl',
  downloadMbit: 50,
  ausbaustatus: 'fertig',
});

const KINDS: Array<[string, OrderKind]> = [
  ['Tarifwechsel', 'produktwechsel'],
  ['Treueangebot', 'treueangebot'],
  ['Technologie-Upgrade', 'technologiewechsel'],
  ['Mobilfunk dazu', 'mobilfunk'],
  ['Zusatzoptionen', 'option'],
  ['GFPlus-Vertrag', 'vertraghinzu'],
];

const euro = (n: number) => `${n.toFixed(2).replace('.', ',')}\u00a0€`;
/** toHaveTextContent compares with the spaces normalised */
const shown = (n: number) => euro(n).replace('\u00a0', ' ');

test.each(KINDS)('%s: every card shows monthly, one-off and minimum term; the total both costs', async (_, kind) => {
  const offer = offerFor({
    kind,
    contract,
    produkte: CATALOGUE,
    downgradeAllowed: true,
    atContractAddress: kind !== 'vertraghinzu',
  });
  const fixed = offer.fixedProduct ?? undefined;
  expect(offer.produkte.length + (fixed ? 1 : 0)).toBeGreaterThan(0);
  renderWithProviders(<ProductStep produkte={offer.produkte} fixedProduct={fixed} onDone={() => undefined} />);
  const user = userEvent.setup();
  const total = await screen.findByRole('region', { name: 'Ihre Kosten mit dieser Auswahl' });
  for (const p of offer.produkte) {
    const card = screen.getByRole('radio', { name: new RegExp(`^${p.name}`) });
    expect(card).toHaveAccessibleName(expect.stringContaining(`einmalig ${euro(p.oneTimePrice ?? 0)}`));
    expect(card).toHaveAccessibleName(expect.stringContaining(`Mindestlaufzeit ${p.minimumTermMonths} Monate`));
    expect(card).toHaveAccessibleName(expect.stringMatching(/monatlich/));
  }
  // options: their monthly price as an addition; one-off and term as the order API tells them (here: nothing)
  for (const o of fixed?.options ?? []) {
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${o.name}`) });
    expect(box).toHaveAccessibleName(expect.stringContaining(`+ ${euro(o.monthlyPrice ?? 0)} monatlich`));
    expect(box).toHaveAccessibleName(expect.stringContaining('einmalige Kosten: keine Angabe'));
    expect(box).toHaveAccessibleName(expect.stringContaining('Mindestlaufzeit: keine Angabe'));
  }
  const chosen = fixed ?? offer.produkte[0];
  if (!fixed) {
    expect(total).toHaveTextContent('Bitte wählen Sie zuerst einen Tarif.');
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${chosen.name}`) }));
  } else await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${fixed.options[0].name}`) }));
  const sum = orderTotal(chosen, fixed ? [fixed.options[0]] : []);
  const monthly = within(total).getByText(fixed ? 'Monatlich mit Ihrem Tarif' : 'Monatlich');
  expect(monthly.nextSibling).toHaveTextContent(shown(sum.monthly ?? 0));
  // an add-on names what it adds apart from the tariff it joins
  if (fixed)
    expect(within(total).getByText('Zusätzlich').nextSibling).toHaveTextContent(
      `+ ${shown(fixed.options[0].monthlyPrice ?? 0)} monatlich`,
    );
  else expect(within(total).queryByText('Zusätzlich')).not.toBeInTheDocument();
  expect(within(total).getByText('Einmalig').nextSibling).toHaveTextContent(shown(chosen.oneTimePrice ?? 0));
});

test.each([
  [
    'known prices',
    { monthlyPrice: 39.99, oneTimePrice: 49.99 },
    [4.99, 3.99],
    { monthly: 48.97, addedMonthly: 8.98, oneOff: 49.99 },
  ],
  ['no one-off costs', { monthlyPrice: 14.99, oneTimePrice: 0 }, [], { monthly: 14.99, addedMonthly: 0, oneOff: 0 }],
  [
    'an unknown option price: no sum',
    { monthlyPrice: 39.99, oneTimePrice: null },
    [null],
    { monthly: null, addedMonthly: null, oneOff: null },
  ],
])('orderTotal: %s', (_, produkt, options, expected) => {
  const total = orderTotal(
    produkt,
    options.map((monthlyPrice, i) => ({ id: `O${i}`, name: `O${i}`, monthlyPrice })),
  );
  const cents = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
  expect({ ...total, monthly: cents(total.monthly), addedMonthly: cents(total.addedMonthly) }).toEqual(expected);
});

test('the monthly total keeps an offer price’s conditions', () => {
  const t = i18n.t.bind(i18n);
  const loyalty = { ...CATALOGUE[2], monthlyPrice: 44.99, listMonthlyPrice: 54.99, offerMonths: 12 };
  expect(totalMonthlyText(t, 49.98, loyalty)).toBe(
    '49,98\u00a0€ monatlich in den ersten 12 Monaten, danach 59,98\u00a0€ monatlich',
  );
  expect(totalMonthlyText(t, 39.99, CATALOGUE[1])).toBe('39,99\u00a0€ monatlich');
});
