/**
 * Test control of „Störung melden" (POST /__test/stoerung): `ergebnis` selects the line check's outcome
 * ('keine_stoerung' | 'netzstoerung' | 'leitungsstoerung'), `techniker` whether a passed appointment is kept
 * ('kommt', default) or missed ('verpasst'); `login` limits it to one demo customer (default: all). Kept on the
 * customers, so /__test/reset returns to the demo table (lib/stoerungModel.mjs).
 */
import { bad, str } from '../lib/util.mjs';
import { ERGEBNISSE, TECHNIKER } from '../lib/stoerungModel.mjs';

export async function stoerungControlRoutes(app) {
  const { store } = app.ctx;
  app.post('/stoerung', async (req) => {
    const b = req.body ?? {};
    if (b.ergebnis !== undefined && !ERGEBNISSE.includes(b.ergebnis))
      throw bad(`ergebnis muss ${ERGEBNISSE.join(', ')} sein.`);
    if (b.techniker !== undefined && !TECHNIKER.includes(b.techniker))
      throw bad(`techniker muss ${TECHNIKER.join(' oder ')} sein.`);
    const customers = b.login ? [store.byUsername(str(b.login))].filter(Boolean) : store.customers;
    if (!customers.length) throw bad('Unbekannter Kunde.');
    for (const c of customers) {
      if (b.ergebnis !== undefined) c.stoerungErgebnis = b.ergebnis;
      if (b.techniker !== undefined) c.stoerungTechniker = b.techniker;
    }
    return { kunden: customers.map((c) => c.username), ergebnis: b.ergebnis, techniker: b.techniker };
  });
}
