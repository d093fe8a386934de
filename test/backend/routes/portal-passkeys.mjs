/**
 * Passkeys (our design, beyond the spec): WebAuthn via @simplewebauthn/server. Registration after the
 * password again, rename/delete, and the sign-in with discoverable credentials (conditional UI needs no user name).
 * Documented in test/backend/README.md („Anmeldung & Sicherheit“).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { bad, isBlank, str } from '../lib/util.mjs';
import { createFailureThrottle, tooMany } from '../lib/throttle.mjs';
import {
  CHALLENGE_SECONDS,
  securityMaps,
  securityOf,
  securityView,
  takeChallenge,
  webauthnOrigin,
} from '../lib/security.mjs';
import { finishLogin } from '../lib/login.mjs';

const PUBLIC = { config: { public: true } };
const PASSKEY_ATTEMPTS = 'Anmeldeversuche mit Passkey';
const NOT_VERIFIED = 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.';
const PASSKEY_UNKNOWN =
  'Dieser Passkey ist bei uns nicht (mehr) hinterlegt. Bitte melden Sie sich mit Benutzername und Passwort an.';

export async function passkeyRoutes(app) {
  const ctx = app.ctx;
  const { store, nowMs } = ctx;
  const maps = () => securityMaps(ctx);
  // wrong passwords at a passkey set-up count like logins; failed passkey sign-ins per address
  const passkeyFailures = createFailureThrottle(ctx, { perCustomer: 30, perAddress: 30 });
  const t = ctx.throttles;

  /** The current password again (before a passkey is created), counted like a login. */
  const checkPassword = (req, reply, c, password) => {
    const wait = t ? t.login.retryAfter(c.username, req.ip) : 0;
    if (wait) return tooMany(reply, wait, 'Versuche mit dem Passwort');
    if (isBlank(password)) throw bad('Bitte geben Sie Ihr Passwort ein.');
    if (c.password !== String(password)) {
      t?.login.fail(c.username, req.ip);
      throw bad('Das Passwort ist nicht korrekt.');
    }
    return null;
  };

  // ---- passkeys: registration ----
  app.post('/user/passkeys/optionen', async (req, reply) => {
    const c = req.customer;
    const refused = checkPassword(req, reply, c, req.body?.passwort);
    if (refused) return refused;
    const s = securityOf(c);
    const { origin, rpID } = webauthnOrigin(ctx, req);
    const options = await generateRegistrationOptions({
      rpName: 'Kundenportal',
      rpID,
      userName: c.kundendaten.number,
      userDisplayName: `${c.kundendaten.firstname} ${c.kundendaten.lastname}`.trim() || c.kundendaten.number,
      userID: Buffer.from(s.userHandle, 'base64url'),
      attestationType: 'none',
      excludeCredentials: s.passkeys.map((p) => ({ id: p.id, transports: p.transports })),
      // a passkey stands for both factors (it skips the code step): the device must verify its user
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_SECONDS * 1000,
    });
    maps().challenges.set(options.challenge, {
      kind: 'registrierung',
      username: c.username,
      origin,
      rpID,
      expiresAt: nowMs() + CHALLENGE_SECONDS * 1000,
    });
    return options;
  });

  app.post('/user/passkeys', async (req) => {
    const c = req.customer;
    const response = req.body?.response;
    const challenge = challengeOf(response);
    const entry = challenge && takeChallenge(maps().challenges, challenge, 'registrierung', nowMs());
    if (!entry || entry.username !== c.username)
      throw bad('Die Anfrage ist abgelaufen. Bitte starten Sie das Anlegen des Passkeys erneut.');
    const result = await verifiedOrNull(() =>
      verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: entry.origin,
        expectedRPID: entry.rpID,
        requireUserVerification: true,
      }),
    );
    if (!result) throw bad(NOT_VERIFIED);
    const { credential } = result.registrationInfo;
    const s = securityOf(c);
    if (s.passkeys.some((p) => p.id === credential.id)) throw bad('Dieser Passkey ist bereits hinterlegt.');
    // a credential id belongs to one customer: the sign-in finds its customer by it
    if (store.customers.some((x) => x !== c && x.sicherheit?.passkeys.some((p) => p.id === credential.id)))
      throw bad(NOT_VERIFIED);
    const name = str(req.body?.name) || `Passkey ${s.passkeys.length + 1}`;
    s.passkeys.push({
      id: credential.id,
      name: name.slice(0, 50),
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      erstelltAm: new Date(nowMs()).toISOString(),
      zuletztVerwendetAm: null,
    });
    return securityView(c, req.kpSession);
  });

  app.put('/user/passkeys/:id', async (req) => {
    const p = passkeyOf(req.customer, req.params.id);
    const name = str(req.body?.name);
    if (!name) throw bad('Bitte geben Sie einen Namen ein.');
    if (name.length > 50) throw bad('Der Name ist zu lang (höchstens 50 Zeichen).');
    p.name = name;
    return securityView(req.customer, req.kpSession);
  });

  app.delete('/user/passkeys/:id', async (req) => {
    const s = securityOf(req.customer);
    passkeyOf(req.customer, req.params.id);
    s.passkeys = s.passkeys.filter((p) => p.id !== req.params.id);
    return securityView(req.customer, req.kpSession);
  });

  // ---- passkeys: sign-in (discoverable credentials, so conditional UI works without a user name) ----
  app.post('/login/passkey/optionen', PUBLIC, async (req) => {
    const { origin, rpID } = webauthnOrigin(ctx, req);
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'required',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    const { challenges } = maps();
    // bounded: anonymous callers cannot fill the memory with challenges
    if (challenges.size >= 10000) challenges.delete(challenges.keys().next().value);
    challenges.set(options.challenge, {
      kind: 'anmeldung',
      origin,
      rpID,
      expiresAt: nowMs() + CHALLENGE_SECONDS * 1000,
    });
    return options;
  });

  app.post('/login/passkey', PUBLIC, async (req, reply) => {
    const wait = passkeyFailures?.retryAfter('', req.ip) ?? 0;
    if (wait) return tooMany(reply, wait, PASSKEY_ATTEMPTS);
    const response = req.body?.response;
    const challenge = challengeOf(response);
    const entry = challenge && takeChallenge(maps().challenges, challenge, 'anmeldung', nowMs());
    const fail = (message) => {
      passkeyFailures?.fail('', req.ip);
      return reply.code(400).send({ code: 'PASSKEY_ABGELEHNT', message });
    };
    if (!entry) return fail('Die Anmeldung mit Passkey ist abgelaufen. Bitte versuchen Sie es erneut.');
    const id = str(response?.id);
    const c = id && store.customers.find((x) => x.sicherheit?.passkeys.some((p) => p.id === id));
    if (!c) return fail(PASSKEY_UNKNOWN);
    const p = passkeyOf(c, id);
    const result = await verifiedOrNull(() =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: entry.origin,
        expectedRPID: entry.rpID,
        credential: {
          id: p.id,
          publicKey: new Uint8Array(Buffer.from(p.publicKey, 'base64url')),
          counter: p.counter,
          transports: p.transports,
        },
        requireUserVerification: true,
      }),
    );
    if (!result) return fail(NOT_VERIFIED);
    p.counter = result.authenticationInfo.newCounter;
    p.zuletztVerwendetAm = new Date(nowMs()).toISOString();
    // a passkey is two factors in one (possession + device unlock): no code step after it
    return finishLogin(ctx, req, reply, c);
  });
}

/** A WebAuthn verification's result, or null when it threw (a malformed answer) or did not verify. */
async function verifiedOrNull(verify) {
  try {
    const result = await verify();
    return result.verified ? result : null;
  } catch {
    return null;
  }
}

/** The challenge inside a WebAuthn answer's clientDataJSON (base64url JSON), or null. */
function challengeOf(response) {
  try {
    const json = JSON.parse(Buffer.from(String(response?.response?.clientDataJSON ?? ''), 'base64url').toString());
    return typeof json.challenge === 'string' ? json.challenge : null;
  } catch {
    return null;
  }
}

function passkeyOf(c, id) {
  const p = securityOf(c).passkeys.find((x) => x.id === String(id));
  if (!p) throw bad('Dieser Passkey ist nicht (mehr) hinterlegt.');
  return p;
}
