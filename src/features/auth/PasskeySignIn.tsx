import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { isMissingCall } from '../../api/errors';
import type { LoginResponse } from '../../api/types';
import { Notice } from '../../components/feedback/Notice';
import { errorMessageText } from '../../components/feedback/errorMessageText';
import { useHydrated } from '../../components/form/useHydrated';
import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from './authApi';
import { useLoginT } from '../../i18n/texts/login';

const ceremony = () => import('../../lib/passkeyCeremony');

/**
 * „Mit Passkey anmelden“ and conditional UI: the passkey is offered in the user-name field's
 * autofill where the browser can. @simplewebauthn/browser is loaded when the user-name field first gets the
 * focus (or on the button), never on the first load of /login. A backend without the calls (404): the button goes and
 * a notice says to use the password.
 */
export function PasskeySignIn({ onLoggedIn }: { onLoggedIn: (data: LoginResponse) => Promise<void> }) {
  const { t } = useLoginT();
  const hydrated = useHydrated();
  const [getOptions] = usePasskeyLoginOptionsMutation();
  const [send] = usePasskeyLoginMutation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const done = useRef(false);
  // the button was used: a conditional request not yet started must not replace the button's ceremony
  const manual = useRef(false);
  // the browser answered with a passkey: from here on a failure is the customer's business (conditional UI too)
  const chosen = useRef(false);
  // the effect below is set up once per page; it reaches the latest callback through this ref
  const loggedIn = useRef(onLoggedIn);
  loggedIn.current = onLoggedIn;
  // the prerendered page has the button (no layout shift when it hydrates); a browser without WebAuthn drops it
  const supported = !hydrated || typeof window.PublicKeyCredential === 'function';

  /** One sign-in: options, the browser's answer, the check. */
  const signIn = async (autofill: boolean) => {
    const lib = await ceremony();
    const options = await getOptions().unwrap();
    if (autofill && manual.current) return;
    const response = await lib.answerSignIn(options, autofill);
    chosen.current = true;
    const data = await send({ response }).unwrap();
    done.current = true;
    await loggedIn.current(data);
  };

  const fail = async (failure: unknown, autofill: boolean) => {
    // conditional UI waits in the background: nothing to say until a passkey was chosen (offline, 404, …)
    if (autofill && !chosen.current) return;
    if (isMissingCall(failure)) {
      setMissing(true);
      return;
    }
    const lib = await ceremony().catch(() => null);
    if (lib?.isCancelled(failure)) {
      // the conditional request ends silently (replaced by the button, or the page goes)
      if (!autofill) setError(t('passkey.cancelled'));
      return;
    }
    setError(errorMessageText(failure, t('passkey.failed'), t as never));
  };

  // conditional UI: started when the user-name field first gets the focus (where the browser shows the
  // autofill), so the library stays off the first load. Once per page: the handlers use stable mutation
  // triggers, state setters and refs
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page
  useEffect(() => {
    if (!hydrated || !supported) return;
    let started = false;
    const start = (event: FocusEvent) => {
      const field = event.target as HTMLInputElement | null;
      if (started || manual.current || !field?.autocomplete?.includes('webauthn')) return;
      started = true;
      window.removeEventListener('focusin', start, true);
      void ceremony()
        .then((lib) => lib.supportsAutofill())
        .then((ok) => (ok && !manual.current ? signIn(true) : undefined))
        .catch((failure) => fail(failure, true));
    };
    window.addEventListener('focusin', start, true);
    return () => {
      window.removeEventListener('focusin', start, true);
      if (started && !done.current) void ceremony().then((lib) => lib.cancelCeremony());
    };
  }, [hydrated, supported]);

  if (!supported) return null;
  if (missing) return <Notice severity="info">{t('passkey.unavailable')}</Notice>;
  const onClick = async () => {
    manual.current = true;
    setError(null);
    setPending(true);
    try {
      await signIn(false);
    } catch (failure) {
      await fail(failure, false);
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      {error && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {error}
        </Notice>
      )}
      <Button variant="outlined" fullWidth onClick={() => void onClick()} loading={pending} disabled={!hydrated}>
        {t('passkey.button')}
      </Button>
    </Box>
  );
}
