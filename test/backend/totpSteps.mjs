/** Two-step login steps shared by the stand-in's security tests (security.test.mjs, passkeys.test.mjs). */
import { Secret, TOTP } from 'otpauth';
import { api } from './helpers.mjs';

/** The TOTP code of a base32 secret at a time (ms). */
export const totpCode = (secret, at) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/** Switches two-step login on for the session's customer; returns the secret and the backup codes. */
export async function switchOnTotp(app, clock, cookie, modus = 'anmeldung') {
  const setup = await api(app, 'POST', 'user/zwei-faktor/einrichten', { cookie, body: {} });
  expect(setup.status).toBe(200);
  expect(setup.json.otpauthUri).toMatch(/^otpauth:\/\/totp\/Kundenportal:1000001\?.*secret=/);
  const on = await api(app, 'POST', 'user/zwei-faktor/aktivieren', {
    cookie,
    body: { code: totpCode(setup.json.secret, clock()), modus },
  });
  expect(on.status).toBe(200);
  clock.advance(30); // the set-up code is spent: the next login needs the next one
  return { secret: setup.json.secret, backupCodes: on.json.backupCodes };
}
