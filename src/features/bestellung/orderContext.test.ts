/**
 * Add-ons worded as additions: what each order screen says it is about, as the customer reads
 * it. A GFPlus contract names no existing contract beside its new address; a tariff change keeps „Ihr bisheriger
 * Vertrag".
 */
import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import type { OrderKind } from './offerRules';
import { orderContextLines } from './orderContext';

registerMessages('bestellung', bestellung);
const t = i18n.t.bind(i18n);

const DSL = { name: 'VDSL 100', contractId: 'V-100001' };
const OWN = 'Bahnhofstraße 12, 99086 Erfurt';
const GFPLUS = 'Am Steiger 12a, 07745 Jena';
const textOf = (kind: OrderKind, address: string) =>
  orderContextLines(kind, DSL, address).map((l) => t(l.key, l.values));

test.each<[OrderKind, string, string[]]>([
  [
    'option',
    OWN,
    [
      'Zusätzlich zu Ihrem Vertrag VDSL 100 (Vertragsnummer V-100001) buchen Sie hier Zusatzoptionen. Ihr Tarif bleibt, wie er ist.',
      `Anschlussadresse: ${OWN}`,
    ],
  ],
  [
    'mobilfunk',
    OWN,
    [
      'Zusätzlich zu Ihrem Vertrag VDSL 100 (Vertragsnummer V-100001) bestellen Sie hier einen neuen Mobilfunkvertrag. Ihr bestehender Vertrag bleibt, wie er ist.',
    ],
  ],
  [
    'vertraghinzu',
    GFPLUS,
    [
      `Neuer Vertrag an der Adresse ${GFPLUS}. Er kommt zu Ihren bestehenden Verträgen hinzu; diese bleiben, wie sie sind.`,
    ],
  ],
  ['produktwechsel', OWN, ['Ihr bisheriger Vertrag: VDSL 100 (Vertragsnummer V-100001)', `Anschlussadresse: ${OWN}`]],
  ['treueangebot', OWN, ['Ihr bisheriger Vertrag: VDSL 100 (Vertragsnummer V-100001)', `Anschlussadresse: ${OWN}`]],
  [
    'technologiewechsel',
    OWN,
    ['Ihr bisheriger Vertrag: VDSL 100 (Vertragsnummer V-100001)', `Anschlussadresse: ${OWN}`],
  ],
  // a move shows its own facts (old and new address, date) instead of one address line
  ['umzug', '', ['Ihr bisheriger Vertrag: VDSL 100 (Vertragsnummer V-100001)']],
])('%s', (kind, address, expected) => {
  expect(textOf(kind, address)).toEqual(expected);
});

test('add-ons never read like a replacement; the GFPlus contract never pairs the DSL contract with the new address', () => {
  for (const kind of ['option', 'mobilfunk', 'vertraghinzu'] as const)
    expect(textOf(kind, kind === 'vertraghinzu' ? GFPLUS : OWN).join(' ')).not.toMatch(/bisherige/);
  const gfplus = textOf('vertraghinzu', GFPLUS).join(' ');
  expect(gfplus).not.toContain(DSL.name);
  expect(gfplus).not.toContain(DSL.contractId);
});
