/**
 * The browser side of passkeys, around @simplewebauthn/browser. Only ever loaded with import():
 * it is not part of the first load of /login (the login page loads it on the first interaction or on the
 * passkey button), and Meine Daten › Anmeldung & Sicherheit loads it when a passkey is created.
 */
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

type Options = { challenge: string } & Record<string, unknown>;

/** The browser's answer to sign-in options; `autofill`: conditional UI (the passkey offered in the user-name field). */
export function answerSignIn(options: Options, autofill = false) {
  return startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill });
}

/** The browser's answer to registration options (creates the passkey on the device). */
export function answerRegistration(options: Options) {
  return startRegistration({ optionsJSON: options as never });
}

/** Conditional UI is there (Chrome, Safari, Firefox with a passkey provider). */
export const supportsAutofill = (): Promise<boolean> => browserSupportsWebAuthnAutofill();

/** Ends a waiting ceremony (the conditional one, when the page goes or the button starts another). */
export const cancelCeremony = (): void => WebAuthnAbortService.cancelCeremony();

/** The customer closed the browser's dialog, no passkey was chosen, or a newer ceremony replaced this one. */
export function isCancelled(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown; cause?: { name?: unknown } } | null;
  const names = [e?.name, e?.cause?.name];
  return names.includes('NotAllowedError') || names.includes('AbortError') || e?.code === 'ERROR_CEREMONY_ABORTED';
}
