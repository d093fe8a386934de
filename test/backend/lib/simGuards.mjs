/**
 * What every SIM call of the stand-in asks before it acts (routes/portal-sim.mjs, routes/portal-sim-flotte.mjs):
 * the refusals with their code beside the German message, and the fresh confirmation of this session.
 */
import { HttpError } from './util.mjs';
import { securityOf } from './security.mjs';
import { simRequirement } from '../../../src/lib/simRules.mjs';

/** A refusal naming its code (and extra fields) beside the German message. */
export const coded = (status, code, message, extra = {}) =>
  Object.assign(new HttpError(status, message), { code, extra });

const CONFIRM_CODE = 'Bitte bestätigen Sie diese Aktion mit einem Code aus Ihrer Authenticator-App.';
const CONFIRM_PASSWORD = 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort.';

/** The error handler of a SIM route plugin: coded refusals name their code; every other error goes to the server's. */
export function sendCoded(app) {
  app.setErrorHandler((err, _req, reply) => {
    if (err.german && err.code)
      return reply.code(err.statusCode).send({ message: err.message, code: err.code, ...err.extra });
    throw err;
  });
}

/**
 * A fresh confirmation of this session (user/zwei-faktor/bestaetigen or user/passwort-bestaetigen within
 * STEP_UP_SECONDS), whatever the two-step mode: the login's code is no proof that the holder is here now. The
 * step-up table (src/config/stepUp.json, action „sim“) asks a customer with two-step login for a code before this
 * runs; this asks one without it for the password, which the table cannot express.
 */
export function confirmed(req, action, schutzAktiv, nowMs) {
  if (!simRequirement(action, schutzAktiv).zweiterFaktor) return;
  if ((req.kpSession.bestaetigtBis ?? 0) > nowMs) return;
  const code = Boolean(securityOf(req.customer).totp);
  throw coded(403, 'ZWEITER_FAKTOR', code ? CONFIRM_CODE : CONFIRM_PASSWORD, { verfahren: code ? 'code' : 'passwort' });
}
