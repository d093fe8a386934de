import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { isStepUpRequired } from '../../api/errors';
import { FORM_ERROR, type SubmitResult } from '../../components/form/AppForm';
import { submitErrorAt } from '../../components/form/submitErrorAt';
import { CodeForm } from './components/CodeForm';
import { type CriticalAction, confirmedUntilOf, needsSecondFactor } from './secondFactorRule';
import { STEP_UP, useConfirmSecondFactorMutation, useSicherheitQuery } from './sicherheitApi';
import { useSicherheitT } from '../../i18n/texts/sicherheit';

/** The customer closed the code question: the change was not sent. */
export class StepUpCancelled extends Error {}

/** The form's answer when the customer did not confirm the change with a code; null for any other error. */
export function stepUpCancelledError(error: unknown, t: (key: string) => string): SubmitResult | null {
  return error instanceof StepUpCancelled ? { [FORM_ERROR]: t('sicherheit:stepUp.cancelled') } : null;
}

/**
 * The code question before a critical change (mode „nur bei kritischen Änderungen“). `send(call)`
 * asks first when the rule says so (secondFactorRule.ts), then makes the call; when the backend still answers
 * 403 ZWEITER_FAKTOR (settings changed elsewhere, confirmation run out) it asks and sends once more. A
 * cancelled question throws StepUpCancelled. The page renders `dialog`. A backend without the calls (404)
 * leaves the settings unknown: nothing is asked.
 */
export function useStepUp(action: CriticalAction): {
  /**
   * `call` gets the proof of the confirmed code (null when none): a call to the order API, which takes no session,
   * sends it along (stepUpProof.ts)
   */
  send: <T>(call: (proof: string | null) => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const { t } = useSicherheitT();
  const settings = useSicherheitQuery();
  const [confirmCode, confirmed] = useConfirmSecondFactorMutation({ fixedCacheKey: STEP_UP });
  const [open, setOpen] = useState(false);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  // the proof of the code confirmed last: the hook's answer is a render old when the question has just closed
  const proof = useRef<string | null>(null);

  const ask = (force = false) => {
    // a code confirmed by the question, or at this session's login (the backend's view says until when)
    const until = confirmedUntilOf(confirmed.data?.gueltigBis, settings.data?.zweiFaktor.bestaetigtBis);
    if (!force && !needsSecondFactor(action, settings.data?.zweiFaktor, until, Date.now()))
      return Promise.resolve(true);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  };
  const currentProof = () => proof.current ?? confirmed.data?.nachweis ?? null;
  const send = async <T,>(call: (proof: string | null) => Promise<T>): Promise<T> => {
    if (!(await ask())) throw new StepUpCancelled();
    try {
      return await call(currentProof());
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      if (!(await ask(true))) throw new StepUpCancelled();
      return call(currentProof());
    }
  };
  const close = (ok: boolean) => {
    setOpen(false);
    answer.current?.(ok);
    answer.current = null;
  };
  const onSubmit = async (code: string) => {
    try {
      const confirmation = await confirmCode({ code }).unwrap();
      proof.current = confirmation.nachweis;
      close(true);
      return undefined;
    } catch (error) {
      return submitErrorAt('code', error, t('stepUp.failed'));
    }
  };

  const dialog = (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="step-up-title">
      <DialogTitle id="step-up-title">{t('stepUp.heading')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('stepUp.intro')}</Typography>
        <CodeForm
          label={t('stepUp.code')}
          formLabel={t('stepUp.heading')}
          submitLabel={t('stepUp.submit')}
          cancelLabel={t('stepUp.cancel')}
          onSubmit={onSubmit}
          onCancel={() => close(false)}
        />
      </DialogContent>
    </Dialog>
  );
  return { send, dialog };
}
