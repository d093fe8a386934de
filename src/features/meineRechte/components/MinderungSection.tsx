import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { FileField } from '../../../components/form/FileField';
import { formatFileSize, NachweisRefused, nachweisFieldError, readNachweis } from '../../../components/form/nachweis';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { hrefFor } from '../../../config/paths';
import { formatEuro, formatMonth } from '../../../lib/dates';
import { useMessprotokollPdfMutation, useMessprotokollPruefenMutation } from '../meineRechteApi';
import type { Messergebnis, ProtokollEingang } from '../meineRechteSchemas';
import { protokollArt, validateProtokoll } from '../protokollDatei';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

interface Values {
  vertrag: string;
  datei: File | null;
}

/** Price reduction for slow internet (§ 57 Abs. 4 TKG): upload the regulator's measurement protocol, see the result. */
export function MinderungSection() {
  const { t } = useMeineRechteT();
  const festnetz = useAppSelector((state) =>
    state.contracts.list.filter((c) => c.category === 'dsl' || c.category === 'glasfaser'),
  );
  const [pruefen] = useMessprotokollPruefenMutation();
  const [pdfSenden] = useMessprotokollPdfMutation();
  const [ergebnis, setErgebnis] = useState<Messergebnis | null>(null);
  const [eingang, setEingang] = useState<ProtokollEingang | null>(null);
  const onSubmit = async (values: Values) => {
    setErgebnis(null);
    setEingang(null);
    try {
      if (!values.datei) return undefined;
      if (protokollArt(values.datei) === 'pdf') {
        // checked by its content (%PDF-) before it is sent; the backend checks again
        const nachweis = await readNachweis(values.datei);
        setEingang(await pdfSenden({ contractId: values.vertrag, nachweis }).unwrap());
        return undefined;
      }
      const protokoll = await values.datei.text();
      setErgebnis(await pruefen({ contractId: values.vertrag, protokoll }).unwrap());
      return undefined;
    } catch (error) {
      if (error instanceof NachweisRefused) return { datei: t('minderung.pdfInhalt') };
      return nachweisFieldError('datei', error, t) ?? submitErrorOf(error, t('minderung.failed'));
    }
  };
  return (
    <Box component="section" aria-labelledby="minderung-heading" sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id="minderung-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('minderung.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('minderung.text')}</Typography>
      {festnetz.length === 0 ? (
        <Typography>{t('minderung.keinAnschluss')}</Typography>
      ) : (
        <AppForm<Values>
          onSubmit={onSubmit}
          initialValues={{ vertrag: festnetz[0]?.contractId ?? '' }}
          ariaLabel={t('minderung.heading')}
        >
          {festnetz.length > 1 && (
            <SelectField
              name="vertrag"
              label={t('minderung.vertrag')}
              options={festnetz.map((c) => ({ value: c.contractId, label: `${c.name} (${c.contractId})` }))}
              required
            />
          )}
          <FileField
            name="datei"
            label={t('minderung.datei')}
            accept=".csv,text/csv,.pdf,application/pdf"
            helperText={t('minderung.dateiHelp')}
            validate={validateProtokoll}
            chosenText={(file) => t('minderung.chosen', { name: file.name, size: formatFileSize(file.size) })}
          />
          <SubmitButton>{t('minderung.submit')}</SubmitButton>
        </AppForm>
      )}
      {ergebnis && <Ergebnis ergebnis={ergebnis} />}
      {eingang && <PdfEingang eingang={eingang} />}
    </Box>
  );
}

/** A PDF cannot be read by machine: it was stored and is checked by hand, a request in Meine Aufträge. */
function PdfEingang({ eingang }: { eingang: ProtokollEingang }) {
  const { t } = useMeineRechteT();
  return (
    <Notice severity="info" role="status" sx={{ mt: 2 }} aria-labelledby="pdf-eingang-heading">
      <Typography id="pdf-eingang-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('minderung.pdfHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('minderung.pdfText', { name: eingang.protokoll?.name ?? '', referenz: eingang.referenz })}
      </Typography>
      <Link component={RouterLink} to={hrefFor('auftraege')}>
        {t('minderung.zuAuftraegen')}
      </Link>
    </Notice>
  );
}

function Ergebnis({ ergebnis: e }: { ergebnis: Messergebnis }) {
  const { t } = useMeineRechteT();
  const mbit = (n: number | null) => (n ?? 0).toString().replace('.', ',');
  return (
    <Notice
      severity={e.nachgewiesen ? 'success' : 'info'}
      role="status"
      sx={{ mt: 2 }}
      aria-labelledby="ergebnis-heading"
    >
      <Typography id="ergebnis-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('minderung.ergebnisHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('minderung.zahlen', {
          messungen: e.messungen,
          tage: e.tage,
          tageUnter: e.tageUnter,
          normal: mbit(e.normalMbit),
        })}
      </Typography>
      {e.unlesbar > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('minderung.unlesbar', { count: e.unlesbar })}
        </Typography>
      )}
      {e.nachgewiesen ? (
        <>
          <Typography variant="body2">
            {t('minderung.nachgewiesen', { mittel: mbit(e.mittelMbit), normal: mbit(e.normalMbit) })}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, my: 1 }}>
            {t('minderung.minderungProzent', { prozent: e.prozent })}
          </Typography>
          <Typography variant="body2">{t('minderung.monateHeading')}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {e.monate.map((m) => (
              <li key={m.monat}>
                <Typography variant="body2">
                  {t('minderung.monat', { monat: formatMonth(m.monat), betrag: formatEuro(m.betrag) })}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      ) : (
        e.grund && (
          <Typography variant="body2">
            {t(`minderung.nicht.${e.grund}`, { messungen: e.messungen, tage: e.tage, normal: mbit(e.normalMbit) })}
          </Typography>
        )
      )}
    </Notice>
  );
}
