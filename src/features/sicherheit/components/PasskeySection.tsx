import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { Notice } from '../../../components/feedback/Notice';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { formatDateTime } from '../../../lib/dates';
import { required } from '../../../lib/validators';
import {
  useAddPasskeyMutation,
  useDeletePasskeyMutation,
  usePasskeyOptionsMutation,
  useRenamePasskeyMutation,
} from '../sicherheitApi';
import type { Passkey } from '../sicherheitSchemas';
import { useSicherheitT } from '../../../i18n/texts/sicherheit';
import { stepUpCancelledError, useStepUp } from '../useStepUp';

const ceremony = () => import('../../../lib/passkeyCeremony');

/**
 * Passkeys: create (after the current password again), rename (a form: „Speichern“ or „Abbrechen“),
 * delete (after a question that names the passkey).
 */
export function PasskeySection({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useSicherheitT();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Passkey | null>(null);
  const [getOptions] = usePasskeyOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [rename] = useRenamePasskeyMutation();
  const [remove, removal] = useDeletePasskeyMutation();
  const supported = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  // a passkey signs in without the code: on a two-step account adding one needs a fresh code (stepUp.json)
  const stepUp = useStepUp('passkey');

  const onCreate = async ({ passwort, name }: { passwort: string; name?: string }) => {
    setMessage(null);
    let lib: Awaited<ReturnType<typeof ceremony>> | null = null;
    try {
      lib = await ceremony();
      const options = await stepUp.send(() => getOptions({ passwort }).unwrap());
      const response = await lib.answerRegistration(options);
      await add({ name: name?.trim() || t('passkeys.defaultName'), response }).unwrap();
      setAdding(false);
      setMessage(t('passkeys.created_ok'));
      return undefined;
    } catch (failure) {
      if (lib?.isCancelled(failure)) return { [FORM_ERROR]: t('passkeys.cancelledByBrowser') };
      return stepUpCancelledError(failure, t) ?? submitErrorOf(failure, t('passkeys.failed'));
    }
  };

  const onRename = async (passkey: Passkey, { name }: { name: string }) => {
    try {
      await rename({ id: passkey.id, name: name.trim() }).unwrap();
      setRenaming(null);
      setMessage(t('passkeys.renamed', { name: name.trim() }));
      return undefined;
    } catch (failure) {
      return submitErrorOf(failure, t('passkeys.failed'));
    }
  };

  // deleting cannot be undone: the dialog names the passkey first; the dialog stays open (spinning) until answered
  const onDelete = async (passkey: Passkey) => {
    setMessage(null);
    setError(null);
    try {
      await remove(passkey.id).unwrap();
      setMessage(t('passkeys.deleted', { name: passkey.name }));
    } catch (failure) {
      setError(errorMessageText(failure, t('passkeys.deleteFailed'), t as never));
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby="passkeys-heading" sx={{ mb: 4 }}>
      {stepUp.dialog}
      <Typography id="passkeys-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('passkeys.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('passkeys.intro')}</Typography>
      {message && <SuccessMessage>{message}</SuccessMessage>}
      {error && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {error}
        </Notice>
      )}
      {passkeys.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('passkeys.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('passkeys.heading')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {passkeys.map((p) => (
            <Box component="li" key={p.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>{p.name || t('passkeys.defaultName')}</Typography>
              <Typography variant="body2">
                {p.erstelltAm ? t('passkeys.created', { date: formatDateTime(p.erstelltAm) }) : null}
                {' · '}
                {p.zuletztVerwendetAm
                  ? t('passkeys.lastUsed', { date: formatDateTime(p.zuletztVerwendetAm) })
                  : t('passkeys.neverUsed')}
              </Typography>
              {renaming === p.id ? (
                <AppForm<{ name: string }>
                  onSubmit={(values) => onRename(p, values)}
                  initialValues={{ name: p.name }}
                  ariaLabel={t('passkeys.renameNamed', { name: p.name })}
                >
                  <TextField
                    name="name"
                    label={t('passkeys.renameLabel', { name: p.name })}
                    maxLength={50}
                    required
                    validate={required}
                    trim
                  />
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                    <SubmitButton>{t('passkeys.save')}</SubmitButton>
                    <Button onClick={() => setRenaming(null)}>{t('passkeys.cancel')}</Button>
                  </Box>
                </AppForm>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setRenaming(p.id)}
                    aria-label={t('passkeys.renameNamed', { name: p.name })}
                  >
                    {t('passkeys.rename')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => setDeleting(p)}
                    aria-label={t('passkeys.deleteNamed', { name: p.name })}
                  >
                    {t('passkeys.delete')}
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!supported ? (
        <Notice severity="info">{t('passkeys.notSupported')}</Notice>
      ) : adding ? (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('passkeys.addHeading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('passkeys.addIntro')}</Typography>
          <AppForm<{ passwort: string; name?: string }> onSubmit={onCreate} ariaLabel={t('passkeys.addHeading')}>
            <PasswordField
              name="passwort"
              label={t('passkeys.password')}
              autoComplete="current-password"
              required
              validate={required}
            />
            <TextField name="name" label={t('passkeys.name')} helperText={t('passkeys.nameHelp')} maxLength={50} trim />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <SubmitButton>{t('passkeys.create')}</SubmitButton>
              <Button onClick={() => setAdding(false)}>{t('passkeys.cancel')}</Button>
            </Box>
          </AppForm>
        </Box>
      ) : (
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t('passkeys.add')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('passkeys.deleteConfirmTitle', { name: deleting?.name ?? '' })}
        text={t('passkeys.deleteConfirmText')}
        confirmLabel={t('passkeys.deleteConfirm')}
        cancelLabel={t('passkeys.cancel')}
        pending={removal.isLoading}
        onConfirm={() => deleting && void onDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
