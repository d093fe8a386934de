/** Portal API (/kundenportal-api/): session check for every call except the public ones. */
import { SESSION_COOKIE } from '../config.mjs';
import { authRoutes } from './portal-auth.mjs';
import { userRoutes } from './portal-user.mjs';
import { contractRoutes } from './portal-contract.mjs';
import { kuendigungRoutes } from './kuendigung.mjs';
import { SESSION_EXPIRED, clearCookie, readCookie } from '../lib/request.mjs';

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
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ message: 'Unbekannter Aufruf der Portal-Schnittstelle.' }),
  );
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(contractRoutes);
  await app.register(kuendigungRoutes);
}
