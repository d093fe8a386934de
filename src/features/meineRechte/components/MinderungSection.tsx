import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { FileField } from '../../../components/form/FileField';
import { formatFileSize } from '../../../components/form/nachweis';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { formatEuro, formatMonth } from '../../../lib/dates';
import { useMessprotokollPruefenMutation } from '../meineRechteApi';
import type { Messergebnis } from '../meineRechteSchemas';
import { validateProtokoll } from '../protokollDatei';

interface Values {
  vertrag: string;
  datei: File | null;
}

/** Price reduction for slow internet (§ 57 Abs. 4 TKG): upload the regulator's measurement protocol, see the result. */
export function MinderungSection() {
  const { t } = useTranslation('meineRechte');
  const festnetz = useAppSelector((state) =>
    state.contracts.list.filter((c) => c.category === 'dsl' || c.category === 'glasfaser'),
  );
  const [pruefen] = useMessprotokollPruefenMutation();
  const [ergebnis, setErgebnis] = useState<Messergebnis | null>(null);
  const onSubmit = async (values: Values) => {
    setErgebnis(null);
    try {
      if (!values.datei) return undefined;
      const protokoll = await values.datei.text();
      setErgebnis(await pruefen({ contractId: values.vertrag, protokoll }).unwrap());
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('minderung.failed'));
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
            accept=".csv,text/csv"
            helperText={t('minderung.dateiHelp')}
            validate={validateProtokoll}
            chosenText={(file) => t('minderung.chosen', { name: file.name, size: formatFileSize(file.size) })}
          />
          <SubmitButton>{t('minderung.submit')}</SubmitButton>
        </AppForm>
      )}
      {ergebnis && <Ergebnis ergebnis={ergebnis} />}
    </Box>
  );
}

function Ergebnis({ ergebnis: e }: { ergebnis: Messergebnis }) {
  const { t } = useTranslation('meineRechte');
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
