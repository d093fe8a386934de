import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { isStepUpRequired } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { AppForm } from '../../components/form/AppForm';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submitErrorAt } from '../../components/form/submitErrorAt';
import { required } from '../../lib/validators';
import { CodeForm } from '../sicherheit/components/CodeForm';
import { STEP_UP, useConfirmSecondFactorMutation } from '../sicherheit/sicherheitApi';
import { StepUpCancelled } from '../sicherheit/useStepUp';
import { simApi } from './simApi';
import { useSimT } from '../../i18n/texts/sim';

type Verfahren = 'code' | 'passwort';

/** How the server wants this session confirmed (its 403 names it); a code unless it says password. */
function verfahrenOf(error: unknown): Verfahren {
  const data = (error as { data?: { verfahren?: unknown } }).data;
  return data?.verfahren === 'passwort' ? 'passwort' : 'code';
}

/**
 * The confirmation before a SIM action the server guards (src/lib/simRules.mjs): `send(call)` makes the call;
 * when the server answers 403 ZWEITER_FAKTOR, it asks for what the server named (a code from the app, or the
 * password again for a customer without two-step login), confirms it and sends once more. The server decides
 * every time: the portal keeps no rule of its own here. A cancelled question throws StepUpCancelled. The page
 * renders `dialog`; `hint` is shown in it (e.g. the lock's 24-hour wait).
 */
export function useBestaetigung(hint?: string): {
  send: <T>(call: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const { t } = useSimT();
  const dispatch = useAppDispatch();
  const [confirmCode] = useConfirmSecondFactorMutation({ fixedCacheKey: STEP_UP });
  const [verfahren, setVerfahren] = useState<Verfahren | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const ask = (how: Verfahren) => {
    setVerfahren(how);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  };
  const close = (ok: boolean) => {
    setVerfahren(null);
    answer.current?.(ok);
    answer.current = null;
  };
  const send = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      if (!(await ask(verfahrenOf(error)))) throw new StepUpCancelled();
      return call();
    }
  };
  const onCode = async (code: string) => {
    try {
      await confirmCode({ code }).unwrap();
      close(true);
      return undefined;
    } catch (error) {
      return submitErrorAt('code', error, t('bestaetigung.failed'));
    }
  };
  const onPassword = async ({ passwort }: { passwort: string }) => {
    try {
      // not tracked: the password never enters the store as the call's argument
      await dispatch(simApi.endpoints.passwortBestaetigen.initiate({ passwort }, { track: false })).unwrap();
      close(true);
      return undefined;
    } catch (error) {
      return submitErrorAt('passwort', error, t('bestaetigung.failed'));
    }
  };

  const dialog = (
    <Dialog open={verfahren !== null} onClose={() => close(false)} aria-labelledby="sim-bestaetigung-title">
      <DialogTitle id="sim-bestaetigung-title">{t('bestaetigung.heading')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {verfahren === 'passwort' ? t('bestaetigung.introPasswort') : t('bestaetigung.introCode')}
        </Typography>
        {hint && <Typography sx={{ mb: 2, fontWeight: 700 }}>{hint}</Typography>}
        {verfahren === 'passwort' ? (
          <AppForm<{ passwort: string }> onSubmit={onPassword} ariaLabel={t('bestaetigung.heading')}>
            <PasswordField
              name="passwort"
              label={t('bestaetigung.passwort')}
              autoComplete="current-password"
              required
              validate={required}
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <SubmitButton>{t('bestaetigung.submit')}</SubmitButton>
              <Button onClick={() => close(false)} sx={{ mt: 2 }}>
                {t('bestaetigung.cancel')}
              </Button>
            </Box>
          </AppForm>
        ) : (
          <CodeForm
            label={t('bestaetigung.code')}
            formLabel={t('bestaetigung.heading')}
            submitLabel={t('bestaetigung.submit')}
            cancelLabel={t('bestaetigung.cancel')}
            onSubmit={onCode}
            onCancel={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
  return { send, dialog };
}
