/**
 * Answer schemas of the sign-in security calls (our design, test/backend/README.md „Anmeldung & Sicherheit“).
 * Read tolerantly like every answer: a missing list is empty, an unknown mode is "none".
 */
import * as v from 'valibot';
import { count, flag, id, listOf, text } from '../../api/schemaParts';

const instant = v.fallback(v.nullable(v.string()), null);

export const passkeySchema = v.object({ id, name: text, erstelltAm: instant, zuletztVerwendetAm: instant });

export const sicherheitSchema = v.object({
  passkeys: listOf(passkeySchema, 'passkeys'),
  zweiFaktor: v.fallback(
    v.object({
      aktiv: flag,
      modus: v.fallback(v.nullable(v.picklist(['anmeldung', 'kritisch'])), null),
      backupCodesUebrig: count(0),
      /** until when a code confirmed in this session allows the step-up calls (optional) */
      bestaetigtBis: instant,
    }),
    { aktiv: false, modus: null, backupCodesUebrig: 0, bestaetigtBis: null },
  ),
});

export const backupCodesSchema = v.object({
  ...sicherheitSchema.entries,
  backupCodes: v.array(v.pipe(v.string(), v.nonEmpty())),
});

export const totpSetupSchema = v.object({
  secret: v.pipe(v.string(), v.nonEmpty()),
  otpauthUri: v.pipe(v.string(), v.startsWith('otpauth://')),
});

/** A confirmed code: until when, and the proof an order sends (optional: a backend without it asks no proof). */
export const stepUpSchema = v.object({
  gueltigBis: v.pipe(v.string(), v.nonEmpty()),
  nachweis: v.fallback(v.nullable(v.string()), null),
});

export const sitzungSchema = v.object({
  id,
  browser: text,
  angemeldetAm: instant,
  zuletztAktivAm: instant,
  diesesGeraet: flag,
});
export const sitzungenSchema = v.object({ sitzungen: listOf(sitzungSchema, 'sitzungen') });

/** WebAuthn options are handed to the browser as they come; only their shape as an object is checked. */
export const webauthnOptionsSchema = v.looseObject({ challenge: v.pipe(v.string(), v.nonEmpty()) });

export type Sicherheit = v.InferOutput<typeof sicherheitSchema>;
export type Passkey = v.InferOutput<typeof passkeySchema>;
export type Sitzung = v.InferOutput<typeof sitzungSchema>;
export type TotpSetup = v.InferOutput<typeof totpSetupSchema>;
/** The whole view with the new backup codes (shown once). */
export type WithBackupCodes = v.InferOutput<typeof backupCodesSchema>;
export type StepUp = v.InferOutput<typeof stepUpSchema>;
export type Sitzungen = v.InferOutput<typeof sitzungenSchema>;
/** WebAuthn options as @simplewebauthn/server sends them (handed to the browser unchanged). */
export type WebauthnOptions = v.InferOutput<typeof webauthnOptionsSchema>;
