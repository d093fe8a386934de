import Typography from '@mui/material/Typography';
import { POSTAL_ADDRESS } from '../../config/contact';
import { Notice, NoticeTitle } from '../../components/feedback/Notice';
import { SuccessMessage } from '../../components/feedback/SuccessMessage';
import { formatDateTime } from '../../lib/dates';
import { AppForm, submitErrorOf } from '../../components/form/AppForm';
import { FileField } from '../../components/form/FileField';
import {
  formatFileSize,
  NACHWEIS_ACCEPT,
  nachweisFieldError,
  readNachweis,
  validateNachweis,
} from '../../components/form/nachweis';
import { SubmitButton } from '../../components/form/SubmitButton';
import type { Vorgang } from './auftraegeApi';
import { useUnterlageSendenMutation } from './unterlageApi';
import { useAuftraegeT } from '../../i18n/texts/auftraege';

interface Values {
  datei: File | null;
}

/** a file must be chosen, and it must be one the backend takes */
const validateDatei = (file: File | null | undefined) => (file ? validateNachweis(file) : 'common:form.file.required');

/** Meine Aufträge shows this part for an order that waits for a document, and afterwards its receipt. */
export const zeigtUnterlage = (x: Vorgang) => x.status === 'wartet_auf_unterlagen' || Boolean(x.unterlageEingegangen);

/**
 * Meine Aufträge: an order that waits for a document says which one, and why, and takes it here —
 * or by post. Once sent, the list reloads: the order is in work again, and this part confirms the receipt.
 */
export function UnterlageNachreichen({ vorgang }: { vorgang: Vorgang }) {
  const { t } = useAuftraegeT();
  if (vorgang.status !== 'wartet_auf_unterlagen') {
    const eingang = vorgang.unterlageEingegangen;
    return eingang ? (
      <SuccessMessage>
        {t('unterlage.eingegangen', { name: eingang.name, datetime: formatDateTime(eingang.am) })}
      </SuccessMessage>
    ) : null;
  }
  return <UnterlageForm vorgang={vorgang} />;
}

function UnterlageForm({ vorgang }: { vorgang: Vorgang }) {
  const { t } = useAuftraegeT();
  const [senden] = useUnterlageSendenMutation();
  const unterlage = vorgang.unterlage ?? 'sonstiges';
  const titleId = `unterlage-${vorgang.referenz}`;

  const onSubmit = async (values: Values) => {
    try {
      if (!values.datei) return undefined;
      const nachweis = await readNachweis(values.datei);
      await senden({ referenz: vorgang.referenz, nachweis }).unwrap();
      return undefined;
    } catch (error) {
      return nachweisFieldError('datei', error, t) ?? submitErrorOf(error, t('unterlage.failed'));
    }
  };

  return (
    <Notice severity="warning" role="none" aria-labelledby={titleId} sx={{ mt: 2 }}>
      {/* German compounds (Grundstückseigentümererklärung) must wrap on a phone */}
      <NoticeTitle component="h3" id={titleId} sx={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {t('unterlage.heading', { unterlage: t(`unterlage.art.${unterlage}`) })}
      </NoticeTitle>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(`unterlage.warum.${unterlage}`)}
      </Typography>
      <AppForm<Values> onSubmit={onSubmit} ariaLabel={t('unterlage.formLabel', { referenz: vorgang.referenz })}>
        <FileField
          name="datei"
          label={t('unterlage.datei')}
          accept={NACHWEIS_ACCEPT}
          helperText={t('unterlage.dateiHelp')}
          validate={validateDatei}
          chosenText={(file) => t('unterlage.chosen', { name: file.name, size: formatFileSize(file.size) })}
        />
        <SubmitButton>{t('unterlage.submit')}</SubmitButton>
      </AppForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('unterlage.perPost', {
          referenz: vorgang.referenz,
          adresse: `${POSTAL_ADDRESS.company}, ${POSTAL_ADDRESS.box}, ${POSTAL_ADDRESS.zipcode} ${POSTAL_ADDRESS.city}`,
        })}
      </Typography>
    </Notice>
  );
}
