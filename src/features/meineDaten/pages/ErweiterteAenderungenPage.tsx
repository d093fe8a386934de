import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { composeValidators, required } from '../../../lib/validators';
import { cleanText, maxLengthOf } from '../../../lib/textValidators';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { FileField } from '../../../components/form/FileField';
import { useErweiterteAenderungMutation, type ErweiterteAenderungArt } from '../meineDatenApi';
import {
  formatFileSize,
  NACHWEIS_ACCEPT,
  nachweisFieldError,
  readNachweis,
  validateNachweis,
} from '../../../components/form/nachweis';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

interface Values {
  art: ErweiterteAenderungArt;
  neuerNachname: string;
  neueFirma: string;
  beschreibung: string;
  nachweis: File | null;
}

function ArtDetails() {
  const { t } = useMeineDatenT();
  const { input } = useField<string>('art', { subscription: { value: true } });
  if (input.value === 'namensaenderung') {
    return (
      <TextField
        name="neuerNachname"
        label={t('erweiterteAenderungen.neuerNachname')}
        autoComplete="family-name"
        required
        validate={composeValidators(required, cleanText('name'))}
        maxLength={maxLengthOf('name')}
      />
    );
  }
  if (input.value === 'firmendaten') {
    return (
      <TextField
        name="neueFirma"
        label={t('erweiterteAenderungen.neueFirma')}
        autoComplete="organization"
        required
        validate={composeValidators(required, cleanText('company'))}
        maxLength={maxLengthOf('company')}
      />
    );
  }
  return null;
}

/** POST user/erweiterte-aenderungen (beyond spec): a request checked by customer service, optional proof. */
export default function ErweiterteAenderungenPage() {
  const { t } = useMeineDatenT();
  const business = useAppSelector((state) => state.session.kundendaten?.customerType === 'business');
  const [send] = useErweiterteAenderungMutation();
  const [vorgangsnummer, setVorgangsnummer] = useState<string | null>(null);
  const [initialValues] = useState<Partial<Values>>(() => ({
    art: business ? 'firmendaten' : 'namensaenderung',
    nachweis: null,
  }));

  // a new key after a sent request gives a fresh, empty form (and file input)
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (values: Values) => {
    setVorgangsnummer(null);
    try {
      const nachweis = values.nachweis ? await readNachweis(values.nachweis) : null;
      const answer = await send({
        art: values.art,
        beschreibung: (values.beschreibung ?? '').trim(),
        neuerNachname: values.art === 'namensaenderung' ? (values.neuerNachname ?? '').trim() : '',
        neueFirma: values.art === 'firmendaten' ? (values.neueFirma ?? '').trim() : '',
        nachweis,
      }).unwrap();
      setVorgangsnummer(answer.vorgangsnummer);
      setFormKey((k) => k + 1);
      return undefined;
    } catch (error) {
      return nachweisFieldError('nachweis', error, t) ?? submitErrorOf(error, t('erweiterteAenderungen.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('erweiterteAenderungen.intro')}</Typography>
      {vorgangsnummer !== null && (
        <SuccessMessage>
          {vorgangsnummer
            ? t('erweiterteAenderungen.success', { vorgangsnummer })
            : t('erweiterteAenderungen.successNoNr')}
        </SuccessMessage>
      )}
      <AppForm<Values>
        key={formKey}
        onSubmit={onSubmit}
        initialValues={initialValues}
        ariaLabel={t('erweiterteAenderungen.submit')}
      >
        <RadioGroupField
          name="art"
          label={t('erweiterteAenderungen.art')}
          required
          validate={required}
          options={(['namensaenderung', 'firmendaten', 'sonstiges'] as const).map((art) => ({
            value: art,
            label: t(`erweiterteAenderungen.${art}`),
          }))}
        />
        <ArtDetails />
        <TextField
          name="beschreibung"
          label={t('erweiterteAenderungen.beschreibung')}
          helperText={t('erweiterteAenderungen.beschreibungHelp')}
          multiline
          rows={4}
          maxLength={maxLengthOf('freeText')}
          required
          validate={composeValidators(required, cleanText('freeText'))}
        />
        <FileField
          name="nachweis"
          label={t('erweiterteAenderungen.nachweis')}
          accept={NACHWEIS_ACCEPT}
          helperText={t('erweiterteAenderungen.nachweisHelp')}
          validate={validateNachweis}
          chosenText={(file) =>
            t('erweiterteAenderungen.nachweisChosen', { name: file.name, size: formatFileSize(file.size) })
          }
        />
        <SubmitButton>{t('erweiterteAenderungen.submit')}</SubmitButton>
      </AppForm>
      <BackToOverview />
    </PageScaffold>
  );
}
