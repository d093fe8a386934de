import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useReducer } from 'react';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { Notice } from '../../../components/feedback/Notice';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { submitErrorAt } from '../../../components/form/submitErrorAt';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { HOTLINE } from '../../../config/contact';
import { required } from '../../../lib/validators';
import type { ZweiFaktorModus } from '../secondFactorRule';
import {
  useActivateTotpMutation,
  useDisableTotpMutation,
  useNewBackupCodesMutation,
  useSetTotpModusMutation,
  useStartTotpMutation,
} from '../sicherheitApi';
import type { Sicherheit } from '../sicherheitSchemas';
import { BackupCodes } from './BackupCodes';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { useSicherheitT } from '../../../i18n/texts/sicherheit';
import { initialZweiFaktorState, zweiFaktorReducer } from './zweiFaktorState';
import { stepUpCancelledError, useStepUp } from '../useStepUp';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Two-step login with an authenticator app: set-up (QR code, secret, first code), backup codes, the choice. */
export function ZweiFaktorSection({ zweiFaktor }: { zweiFaktor: Sicherheit['zweiFaktor'] }) {
  const { t } = useSicherheitT();
  const [start, started] = useStartTotpMutation();
  const [activate] = useActivateTotpMutation();
  const [setModus] = useSetTotpModusMutation();
  const [renewCodes] = useNewBackupCodesMutation();
  const [disable] = useDisableTotpMutation();
  // asking for the code only at critical changes lowers the protection: a fresh code first (stepUp.json)
  const stepUp = useStepUp('zweiFaktorSenken');
  const [state, dispatch] = useReducer(zweiFaktorReducer, initialZweiFaktorState);
  const setup = started.data;
  const saved = state.step === 'overview' ? state.saved : undefined;
  const modusOptions = (['anmeldung', 'kritisch'] as const).map((value) => ({
    value,
    label: t(`totp.modus_${value}`),
  }));

  const onStart = async () => {
    dispatch({ type: 'startAsked' });
    try {
      await start().unwrap();
    } catch (failure) {
      dispatch({ type: 'startFailed', message: errorMessageText(failure, t('totp.failed'), t as never) });
    }
  };

  const onActivate = async ({ code, modus }: { code: string; modus: ZweiFaktorModus }) => {
    try {
      const answer = await activate({ code: code.trim(), modus }).unwrap();
      // the secret is not needed any more: out of the store
      started.reset();
      dispatch({ type: 'codesIssued', codes: answer.backupCodes });
      return undefined;
    } catch (failure) {
      return submitErrorAt('code', failure, t('totp.failed'));
    }
  };

  // new backup codes or switching off: both need a current code
  const onWithCode = async (action: 'codes' | 'aus', code: string) => {
    try {
      if (action === 'codes') {
        dispatch({ type: 'codesIssued', codes: (await renewCodes({ code }).unwrap()).backupCodes });
      } else {
        await disable({ code }).unwrap();
        dispatch({ type: 'saved', message: t('totp.switchedOff') });
      }
      return undefined;
    } catch (failure) {
      return submitErrorAt('code', failure, t('totp.failed'));
    }
  };

  const onModus = async ({ modus }: { modus: ZweiFaktorModus }) => {
    dispatch({ type: 'saving' });
    try {
      await stepUp.send(() => setModus({ modus }).unwrap());
      dispatch({ type: 'saved', message: t('totp.modusSaved', { modus: t(`totp.modus_${modus}`) }) });
      return undefined;
    } catch (failure) {
      return stepUpCancelledError(failure, t) ?? submitErrorOf(failure, t('totp.failed'));
    }
  };

  return (
    <Box component="section" aria-labelledby="totp-heading" sx={{ mb: 4 }}>
      {stepUp.dialog}
      <Typography id="totp-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('totp.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('totp.intro')}</Typography>
      {state.step === 'backupCodes' ? (
        <BackupCodes codes={state.codes} onDone={() => dispatch({ type: 'codesDone' })} />
      ) : setup ? (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('totp.setupHeading')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('totp.scan')}</Typography>
          <QrCode text={setup.otpauthUri} label={t('totp.qrLabel')} />
          <Typography sx={{ mt: 2 }}>{t('totp.manual')}</Typography>
          <Typography
            data-testid="totp-secret"
            aria-label={t('totp.secretLabel')}
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all', mb: 2 }}
          >
            {grouped(setup.secret)}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('totp.confirm')}</Typography>
          <AppForm<{ code: string; modus: ZweiFaktorModus }>
            onSubmit={onActivate}
            initialValues={{ modus: 'anmeldung' }}
            ariaLabel={t('totp.setupHeading')}
          >
            <TextField
              name="code"
              label={t('totp.code')}
              helperText={t('totp.codeHelp')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              validate={required}
              trim
            />
            <RadioGroupField name="modus" label={t('totp.modus')} options={modusOptions} required validate={required} />
            <SubmitButton>{t('totp.activate')}</SubmitButton>
          </AppForm>
        </Box>
      ) : zweiFaktor.aktiv ? (
        <>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>{t('totp.on')}</Typography>
          <Typography sx={{ mb: 2 }}>{t('totp.backupLeft', { count: zweiFaktor.backupCodesUebrig })}</Typography>
          {saved && <SuccessMessage>{saved}</SuccessMessage>}
          <AppForm<{ modus: ZweiFaktorModus }>
            onSubmit={onModus}
            initialValues={{ modus: zweiFaktor.modus ?? 'anmeldung' }}
            ariaLabel={t('totp.modus')}
          >
            <RadioGroupField name="modus" label={t('totp.modus')} options={modusOptions} required validate={required} />
            <SubmitButton>{t('totp.saveModus')}</SubmitButton>
          </AppForm>
          {state.step === 'codeFor' ? (
            <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(state.action === 'codes' ? 'totp.newCodes' : 'totp.switchOff')}
              </Typography>
              <CodeForm
                label={t('totp.currentCode')}
                formLabel={t(state.action === 'codes' ? 'totp.newCodes' : 'totp.switchOff')}
                submitLabel={t(state.action === 'codes' ? 'totp.newCodes' : 'totp.switchOff')}
                cancelLabel={t('totp.cancel')}
                onSubmit={(code) => onWithCode(state.action, code)}
                onCancel={() => dispatch({ type: 'cancelled' })}
              />
            </Box>
          ) : (
            <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => dispatch({ type: 'codeAsked', action: 'codes' })}>
                {t('totp.newCodes')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => dispatch({ type: 'codeAsked', action: 'aus' })}>
                {t('totp.switchOff')}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <>
          {saved && <SuccessMessage>{saved}</SuccessMessage>}
          <Typography sx={{ mb: 2 }}>{t('totp.off')}</Typography>
          {state.step === 'overview' && state.startError && (
            <Notice severity="error" sx={{ mb: 2 }}>
              {state.startError}
            </Notice>
          )}
          <Button variant="contained" onClick={() => void onStart()} loading={started.isLoading}>
            {t('totp.start')}
          </Button>
        </>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('totp.recoveryHeading')}
      </Typography>
      <Typography>{t('totp.recovery', { hotline: HOTLINE.display })}</Typography>
    </Box>
  );
}
