/**
 * THE computation of an invoice's amounts, shared by the invoice PDF (§ 14 Abs. 4 UStG: the net amount per VAT
 * rate, the rate and the tax) and the e-invoice (EN 16931: line net amounts BT-131, the VAT breakdown BG-23 and the
 * document totals BG-22), so both print the same cents.
 *
 * The invoice lines carry the prices as the customer sees them, VAT included, and the invoice amount is their sum.
 * Per rate the tax is taken out of the gross sum once (not per line, which would drift by a cent per line), the
 * net is the rest, and the lines' net amounts are shared out by largest remainder so they add up to it exactly.
 * Everything is counted in whole cents; amounts leave as euros with two decimals.
 */

/**
 * @typedef {{ text: string, amount: number, rate?: number }} InvoiceLineIn
 * @typedef {{ text: string, gross: number, net: number, rate: number }} InvoiceLine
 * @typedef {{ rate: number, net: number, vat: number, gross: number }} VatGroup
 * @typedef {{ lines: InvoiceLine[], groups: VatGroup[], net: number, vat: number, gross: number }} InvoiceTotals
 */

/** @param {number} euros */
const toCents = (euros) => Math.round(Number(`${euros}e2`));
/** @param {number} cents */
const toEuros = (cents) => cents / 100;

/**
 * @param {ReadonlyArray<InvoiceLineIn>} positionen the invoice's lines (gross amounts in euros)
 * @param {number} defaultRate the VAT rate in percent for lines that name none
 * @returns {InvoiceTotals}
 */
export function invoiceTotals(positionen, defaultRate) {
  const items = positionen.map((p) => ({ text: p.text, cents: toCents(p.amount), rate: p.rate ?? defaultRate }));
  const rates = [...new Set(items.map((i) => i.rate))].sort((a, b) => b - a);
  /** @type {number[]} */
  const netCents = new Array(items.length).fill(0);
  const groups = rates.map((rate) => {
    const members = items.map((item, index) => ({ ...item, index })).filter((i) => i.rate === rate);
    const grossCents = members.reduce((sum, i) => sum + i.cents, 0);
    const vatCents = Math.round((grossCents * rate) / (100 + rate));
    const groupNet = grossCents - vatCents;
    // each line's exact net, floored; the cents left go to the lines with the largest remainders
    const exact = members.map((i) => (i.cents * 100) / (100 + rate));
    const floored = exact.map(Math.floor);
    let left = groupNet - floored.reduce((sum, n) => sum + n, 0);
    const order = exact.map((x, k) => ({ k, rest: x - floored[k] })).sort((a, b) => b.rest - a.rest || a.k - b.k);
    for (const { k } of order) {
      if (left <= 0) break;
      floored[k] += 1;
      left -= 1;
    }
    members.forEach((m, k) => {
      netCents[m.index] = floored[k];
    });
    return { rate, net: groupNet, vat: vatCents, gross: grossCents };
  });
  const sum = (/** @type {'net' | 'vat' | 'gross'} */ key) => groups.reduce((s, g) => s + g[key], 0);
  return {
    lines: items.map((i, index) => ({
      text: i.text,
      gross: toEuros(i.cents),
      net: toEuros(netCents[index]),
      rate: i.rate,
    })),
    groups: groups.map((g) => ({ rate: g.rate, net: toEuros(g.net), vat: toEuros(g.vat), gross: toEuros(g.gross) })),
    net: toEuros(sum('net')),
    vat: toEuros(sum('vat')),
    gross: toEuros(sum('gross')),
  };
}
