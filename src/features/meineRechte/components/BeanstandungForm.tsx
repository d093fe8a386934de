import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useField } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../../components/feedback/Notice';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { DataList } from '../../../components/layout/DataList';
import { hrefFor } from '../../../config/paths';
import { beanstandungsfrist } from '../../../lib/beanstandung.mjs';
import { formatDate, formatDateTime, formatEuro, toServerDate, today } from '../../../lib/dates';
import { useBeanstandenMutation, useBeanstandungenQuery } from '../meineRechteApi';
import type { Beanstandung, RechnungPositionen } from '../meineRechteSchemas';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

interface Values {
  umfang: 'posten' | 'ganz';
  positionen: string[];
  beschreibung: string;
}

const MIN_BESCHREIBUNG = 10;

/** The lines field only while „Einzelne Posten“ is chosen; its sum follows the ticks. */
function Posten({ rechnung }: { rechnung: RechnungPositionen }) {
  const { t } = useMeineRechteT();
  const umfang = useField<string>('umfang', { subscription: { value: true } }).input.value;
  const ticked = useField<string[]>('positionen', { subscription: { value: true } }).input.value;
  if (umfang !== 'posten') return null;
  const summe = (Array.isArray(ticked) ? ticked : []).reduce(
    (cents, i) => cents + Math.round((rechnung.positionen[Number(i)]?.amount ?? 0) * 100),
    0,
  );
  return (
    <>
      <CheckboxGroupField
        name="positionen"
        label={t('form.postenLabel')}
        options={rechnung.positionen.map((p, i) => ({ value: String(i), label: `${p.text}: ${formatEuro(p.amount)}` }))}
        validate={(value, all) =>
          (all as Values).umfang === 'posten' && !value?.length ? 'meineRechte:form.postenRequired' : undefined
        }
      />
      <Typography sx={{ mb: 2, fontWeight: 700 }} aria-live="polite">
        {t('form.summe', { betrag: formatEuro(summe / 100) })}
      </Typography>
    </>
  );
}

/** The dispute of one invoice: within its 8 weeks, once while open; the receipt names the status and deadline. */
export function BeanstandungForm({ rechnung }: { rechnung: RechnungPositionen }) {
  const { t } = useMeineRechteT();
  const [beanstanden] = useBeanstandenMutation();
  const { data: bisher } = useBeanstandungenQuery();
  const [gesendet, setGesendet] = useState<Beanstandung | null>(null);
  const frist = beanstandungsfrist(rechnung.date, toServerDate(today()));
  const offen = bisher?.beanstandungen.find(
    (b) => b.rechnungId === rechnung.id && (b.status === 'eingegangen' || b.status === 'in_bearbeitung'),
  );
  const kopf = (
    <Typography sx={{ fontWeight: 700, mb: 1 }}>
      {t('form.rechnung', {
        nummer: rechnung.number || rechnung.id,
        datum: formatDate(rechnung.date),
        betrag: formatEuro(rechnung.amount),
      })}
    </Typography>
  );

  if (gesendet) return <Quittung beanstandung={gesendet} kopf={kopf} />;
  if (offen)
    return (
      <>
        {kopf}
        <Notice severity="info">
          {t('form.bereits', { datum: formatDateTime(offen.eingangAm), referenz: offen.referenz })}
        </Notice>
      </>
    );
  if (!frist.offen)
    return (
      <>
        {kopf}
        <Notice severity="info">{t('form.fristAbgelaufen', { datum: formatDate(frist.fristEnde) })}</Notice>
      </>
    );

  const onSubmit = async (values: Values) => {
    try {
      const ganz = values.umfang === 'ganz';
      setGesendet(
        await beanstanden({
          rechnungId: rechnung.id,
          ganz,
          positionen: ganz ? [] : values.positionen.map(Number),
          beschreibung: values.beschreibung.trim(),
        }).unwrap(),
      );
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('form.failed'));
    }
  };
  return (
    <Box sx={{ maxWidth: 760 }}>
      {kopf}
      <Typography sx={{ mb: 2 }}>{t('form.frist', { datum: formatDate(frist.fristEnde) })}</Typography>
      <AppForm<Values>
        onSubmit={onSubmit}
        initialValues={{ umfang: 'posten', positionen: [] }}
        ariaLabel={t('beanstandung.heading')}
        draft={{ id: `beanstandung-${rechnung.id}` }}
      >
        <RadioGroupField
          name="umfang"
          label={t('form.umfang')}
          options={[
            { value: 'posten', label: t('form.posten') },
            { value: 'ganz', label: t('form.ganz') },
          ]}
          required
        />
        <Posten rechnung={rechnung} />
        <TextField
          name="beschreibung"
          label={t('form.beschreibung')}
          helperText={t('form.beschreibungHelp')}
          multiline
          rows={4}
          maxLength={2000}
          required
          validate={(value) =>
            (value ?? '').trim().length < MIN_BESCHREIBUNG ? 'meineRechte:form.beschreibungKurz' : undefined
          }
        />
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </AppForm>
    </Box>
  );
}

function Quittung({ beanstandung: b, kopf }: { beanstandung: Beanstandung; kopf: ReactNode }) {
  const { t } = useMeineRechteT();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <SuccessMessage>{t('form.done', { referenz: b.referenz })}</SuccessMessage>
      {kopf}
      <DataList
        rows={[
          [t('beanstandung.referenz'), b.referenz],
          [t('beanstandung.status'), t(`beanstandung.statusText.${b.status}`)],
          [t('form.betrag'), formatEuro(b.betrag)],
          [t('beanstandung.frist'), formatDate(b.fristEnde)],
        ]}
      />
      {b.abbuchungAusgesetzt && <Typography sx={{ my: 1 }}>{t('beanstandung.abbuchung')}</Typography>}
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('form.toAuftraege')}
      </Link>
    </Box>
  );
}
