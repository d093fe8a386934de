import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isMissingCall } from '../../../api/errors';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { leitwegIdFehler } from '../../../lib/leitwegId.mjs';
import { email, type FieldValidator } from '../../../lib/validators';
import { type ERechnungEinstellungen, useERechnungQuery, useUpdateERechnungMutation } from './eRechnungApi';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

/** The Leitweg-ID's format and check number (src/lib/leitwegId.mjs, the stand-in checks the same). */
const leitwegId: FieldValidator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  const fehler = leitwegIdFehler(text);
  return fehler ? `rechnungen:eRechnung.leitwegId.${fehler}` : undefined;
};

/**
 * „E-Rechnung“ in Meine Daten: a business customer's Leitweg-ID (public buyers route e-invoices by it) and the
 * address e-invoices go to. Only where the backend offers e-invoices: a backend without the call (404/501) or a
 * private customer shows nothing.
 */
export function ERechnungSection() {
  const { t } = useRechnungenT();
  const query = useERechnungQuery();
  const [update] = useUpdateERechnungMutation();
  const [saved, setSaved] = useState(false);
  if (query.error && isMissingCall(query.error)) return null;
  const heading = (
    <Typography id="erechnung-heading" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
      {t('eRechnung.heading')}
    </Typography>
  );
  if (query.isLoading)
    return (
      <Box component="section" aria-labelledby="erechnung-heading">
        {heading}
        <Pending label={t('eRechnung.loading')} inline />
      </Box>
    );
  if (!query.data)
    return query.error ? (
      <Box component="section" aria-labelledby="erechnung-heading">
        {heading}
        <ErrorMessage error={query.error} fallbackKey="rechnungen:eRechnung.loadFailed" />
      </Box>
    ) : null;
  const data = query.data;

  const onSubmit = async (values: ERechnungEinstellungen) => {
    setSaved(false);
    try {
      await update({ leitwegId: (values.leitwegId ?? '').trim(), email: (values.email ?? '').trim() }).unwrap();
      setSaved(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('eRechnung.failed'));
    }
  };

  return (
    <Box component="section" aria-labelledby="erechnung-heading" sx={{ maxWidth: 720 }}>
      {heading}
      <Typography sx={{ mb: 2 }}>{t('eRechnung.intro')}</Typography>
      {saved && <SuccessMessage>{t('eRechnung.success')}</SuccessMessage>}
      <AppForm<ERechnungEinstellungen>
        onSubmit={onSubmit}
        initialValues={{ leitwegId: data.leitwegId ?? '', email: data.email ?? '' }}
        ariaLabel={t('eRechnung.heading')}
      >
        <TextField
          name="leitwegId"
          label={t('eRechnung.leitwegId.label')}
          helperText={t('eRechnung.leitwegId.help')}
          autoComplete="off"
          maxLength={46}
          validate={leitwegId}
        />
        <TextField
          name="email"
          label={t('eRechnung.email.label')}
          helperText={t('eRechnung.email.help')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          validate={email}
        />
        <SubmitButton>{t('eRechnung.submit')}</SubmitButton>
      </AppForm>
    </Box>
  );
}
