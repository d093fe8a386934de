/**
 * Signed-in devices (our design, beyond the spec): the list of this customer's sessions, ending one, and
 * „Überall abmelden“. Documented in test/backend/README.md („Anmeldung & Sicherheit“).
 */
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../config.mjs';
import { clearCookie } from '../lib/request.mjs';
import { securityMaps } from '../lib/security.mjs';

export async function sessionRoutes(app) {
  const { sessions } = app.ctx;
  app.get('/user/sitzungen', async (req) => {
    const own = req.kpSession;
    const list = sessions.list(req.customer.username).map((s) => {
      s.handle ??= randomBytes(12).toString('base64url');
      return {
        id: s.handle,
        browser: s.browser ?? 'Unbekannter Browser',
        angemeldetAm: new Date(s.createdAt).toISOString(),
        zuletztAktivAm: new Date(s.lastSeen).toISOString(),
        diesesGeraet: s.id === own.id,
      };
    });
    return { sitzungen: list.sort((a, b) => Number(b.diesesGeraet) - Number(a.diesesGeraet)) };
  });

  app.delete('/user/sitzungen/:id', async (req, reply) => {
    const s = sessions.list(req.customer.username).find((x) => x.handle && x.handle === req.params.id);
    if (!s) return reply.code(404).send({ message: 'Diese Sitzung ist bereits beendet.' });
    sessions.destroy(s.id);
    if (s.id === req.kpSession.id) clearCookie(req, reply, SESSION_COOKIE);
    return { success: true };
  });

  // „Überall abmelden“: every other session ends; this device stays signed in
  app.post('/user/sitzungen/andere-beenden', async (req) => {
    let beendet = 0;
    for (const s of sessions.list(req.customer.username)) {
      if (s.id === req.kpSession.id) continue;
      sessions.destroy(s.id);
      beendet += 1;
    }
    // a login waiting for its code elsewhere (password already typed) ends too: it would start a new session
    const { pending } = securityMaps(app.ctx);
    for (const [id, step] of pending) if (step.username === req.customer.username) pending.delete(id);
    return { beendet };
  });
}
