/** Portal API (/kundenportal-api/): session check for every call except the public ones. */
import { SESSION_COOKIE } from '../config.mjs';
import { authRoutes } from './portal-auth.mjs';
import { userRoutes } from './portal-user.mjs';
import { contractRoutes } from './portal-contract.mjs';
import { kuendigungRoutes } from './kuendigung.mjs';
import { glasfaserRoutes } from './glasfaser.mjs';
import { vorgaengeRoutes } from './vorgaenge.mjs';
import { stoerungRoutes } from './stoerung.mjs';
import { widerrufRoutes } from './widerruf.mjs';
import { requireStepUp, securityRoutes } from './portal-security.mjs';
import { passkeyRoutes } from './portal-passkeys.mjs';
import { sessionRoutes } from './portal-sessions.mjs';
import { simRoutes } from './portal-sim.mjs';
import { multiSimRoutes } from './portal-sim-multi.mjs';
import { fleetSimRoutes } from './portal-sim-flotte.mjs';
import { kostenSchutzRoutes } from './kostenSchutz.mjs';
import { rechteRoutes } from './rechte.mjs';
import { einwilligungenRoutes } from './einwilligungen.mjs';
import { barrierefreiheitRoutes } from './barrierefreiheit.mjs';
import { datenauskunftRoutes } from './datenauskunft.mjs';
import { vertragsdokumenteRoutes } from './vertragsdokumente.mjs';
import { eRechnungRoutes } from './eRechnung.mjs';
import { ACCOUNT_REQUIRED, SESSION_EXPIRED, clearCookie, readCookie } from '../lib/request.mjs';

export async function portalRoutes(app) {
  const ctx = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url || req.routeOptions.config?.public) return;
    const s = ctx.sessions.touch(readCookie(req, SESSION_COOKIE));
    const customer = s && ctx.store.byUsername(s.username);
    if (!s || !customer) {
      if (readCookie(req, SESSION_COOKIE)) clearCookie(req, reply, SESSION_COOKIE);
      return reply.code(401).send(SESSION_EXPIRED);
    }
    req.kpSession = s;
    req.customer = customer;
    // a write names the account its page shows: a tab still showing another customer than the session's
    // (re-login in another tab) must not write into this account
    const shown = req.headers['x-kundennummer'];
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    // the guard is not opt-in: a write that names no account is refused; session calls that change
    // no customer data (logout, keep-alive, the password-rule check) are exempt
    if (write && shown === undefined && !req.routeOptions.config?.noAccountGuard) {
      return reply.code(428).send(ACCOUNT_REQUIRED);
    }
    if (write && shown !== undefined && String(shown) !== String(customer.kundendaten.number)) {
      return reply.code(409).send({
        message: 'Diese Seite gehört nicht zum angemeldeten Kundenkonto. Es wurde nichts gespeichert.',
        code: 'ACCOUNT_MISMATCH',
      });
    }
  });
  // the calls of the step-up table (src/config/stepUp.json) need a freshly confirmed code in the modes it names
  app.addHook('preHandler', requireStepUp(ctx));
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ message: 'Unbekannter Aufruf der Portal-Schnittstelle.' }),
  );
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(contractRoutes);
  await app.register(kuendigungRoutes);
  await app.register(glasfaserRoutes);
  await app.register(vorgaengeRoutes);
  await app.register(stoerungRoutes);
  await app.register(widerrufRoutes);
  await app.register(securityRoutes);
  await app.register(passkeyRoutes);
  await app.register(sessionRoutes);
  await app.register(simRoutes);
  await app.register(multiSimRoutes);
  await app.register(fleetSimRoutes);
  await app.register(kostenSchutzRoutes);
  await app.register(rechteRoutes);
  await app.register(einwilligungenRoutes);
  await app.register(barrierefreiheitRoutes);
  await app.register(datenauskunftRoutes);
  await app.register(vertragsdokumenteRoutes);
  await app.register(eRechnungRoutes);
}
