/**
 * Test control of Meine Aufträge (POST /__test/vorgang): records an order for a demo customer as the provider's
 * systems would have it, e.g. `{ login: 'gfplus', art: 'bestellung', bestellart: 'vertraghinzu', vertragsId,
 * produkt, status: 'wartet_auf_unterlagen', unterlage: 'gee' }` — an order waiting for a document.
 * Kept on the customer, so /__test/reset clears it.
 */
import rules from '../../../src/config/nachweis.json' with { type: 'json' };
import { bad, str } from '../lib/util.mjs';
import { recordVorgang } from './vorgaenge.mjs';

const ARTEN = ['bestellung', 'umzug', 'router', 'kuendigung'];
const STATUS = ['eingegangen', 'in_pruefung', 'wartet_auf_unterlagen', 'in_bearbeitung', 'abgeschlossen'];

export async function vorgangControlRoutes(app) {
  const { store } = app.ctx;
  app.post('/vorgang', async (req) => {
    const b = req.body ?? {};
    const customer = store.byUsername(str(b.login));
    if (!customer) throw bad('Unbekannter Kunde.');
    if (!ARTEN.includes(b.art)) throw bad(`art muss ${ARTEN.join(', ')} sein.`);
    if (!STATUS.includes(b.status ?? 'eingegangen')) throw bad(`status muss ${STATUS.join(', ')} sein.`);
    if (b.unterlage !== undefined && !rules.unterlagen.includes(b.unterlage))
      throw bad(`unterlage muss ${rules.unterlagen.join(', ')} sein.`);
    const contract = customer.contracts?.find((c) => c.contractId === str(b.vertragsId)) ?? customer.contracts?.[0];
    if (!contract) throw bad('Der Kunde hat keinen Vertrag.');
    const { login: _login, ...entry } = b;
    recordVorgang(app.ctx, customer, { ...entry, vertragsId: contract.contractId });
    return customer.vorgaenge.at(-1);
  });
}
