/**
 * The consent centre (our design, beyond the spec; documented in test/backend/README.md): every switch on its own,
 * „Allem widersprechen“ in one call, the history of every change. Withdrawing is one call, like giving.
 */
import { bad } from '../lib/util.mjs';
import { CONSENT_KEYS, WITHDRAW_ALL, consentView, setConsents } from '../lib/consents.mjs';

/** @param {any} app */
export async function einwilligungenRoutes(app) {
  const { nowMs } = app.ctx;

  app.get('/user/einwilligungszentrale', async (/** @type {any} */ req) => consentView(req.customer));

  app.put('/user/einwilligungszentrale', async (/** @type {any} */ req) => {
    const { einwilligung, erteilt } = req.body ?? {};
    if (!CONSENT_KEYS.includes(einwilligung)) throw bad('Diese Einwilligung gibt es nicht.');
    if (typeof erteilt !== 'boolean') throw bad('Bitte geben Sie an, ob die Einwilligung gilt (ja oder nein).');
    setConsents(req.customer, { [einwilligung]: erteilt }, 'portal', nowMs());
    return consentView(req.customer);
  });

  app.post('/user/einwilligungszentrale/widerspruch', async (/** @type {any} */ req) => {
    setConsents(req.customer, WITHDRAW_ALL, 'portal', nowMs());
    return consentView(req.customer);
  });
}
