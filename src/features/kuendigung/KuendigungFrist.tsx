import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { Notice } from '../../components/feedback/Notice';
import { DateField } from '../../components/form/DateField';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { formatDate, toServerDate, today } from '../../lib/dates';
import { fruehestesEnde } from '../../lib/kuendigungsfrist.mjs';
import { dateBounds } from '../../lib/dateRanges.mjs';
import type { KuendigungRequest } from './kuendigungApi';
import { useKuendigungT } from '../../i18n/texts/kuendigung';

/** What the portal knows of the contract being cancelled (nothing on the public form). */
export interface KuendigungVertrag {
  minimumTermEnd: string;
  noticePeriodMonths: number | null;
  /** a mobile contract: its number can be ported at any time */
  mobil: boolean;
}

export type KuendigungFormValues = Omit<KuendigungRequest, 'rufnummerMitnehmen'> & {
  rufnummerMitnehmen: 'ja' | 'nein';
};

/**
 * The earliest end the chosen reason allows, from the one rule the backend applies too. Null where the form cannot
 * know it: an ordinary cancellation on the public form (the minimum term is the backend's) and one for cause.
 */
export function useFruehestesEnde(values: KuendigungFormValues, vertrag: KuendigungVertrag | undefined) {
  const { art, umzugsdatum } = values;
  return useMemo(() => {
    if (art === 'ausserordentlich' || (art === 'ordentlich' && !vertrag)) return null;
    if (art === 'umzug' && !umzugsdatum) return null;
    return fruehestesEnde({
      grund: art,
      heute: toServerDate(today()),
      mindestlaufzeitEnde: vertrag?.minimumTermEnd,
      kuendigungsfristMonate: vertrag?.noticePeriodMonths,
      umzugsdatum,
    });
  }, [art, umzugsdatum, vertrag]);
}

/** The notice rule of the chosen reason, the earliest end and the wish date bounded by it. */
export function KuendigungFrist({ vertrag }: { vertrag?: KuendigungVertrag }) {
  const { t } = useKuendigungT();
  const { values } = useFormState<KuendigungFormValues>({ subscription: { values: true } });
  const earliest = useFruehestesEnde(values, vertrag);
  const regel = earliest?.regel ?? (values.art === 'ausserordentlich' ? 'wichtigerGrund' : null);
  return (
    <Notice severity="info" sx={{ mt: 2 }} aria-live="polite">
      {regel && <Typography variant="body2">{t(`regel.${regel}`)}</Typography>}
      <Typography variant="body2">
        {earliest
          ? t('fruehestesEnde', { date: formatDate(earliest.fruehestesEnde) })
          : values.art === 'ordentlich'
            ? t('fruehestesEndeOhneVertrag')
            : null}
      </Typography>
    </Notice>
  );
}

/** The move date of § 60 Abs. 2 TKG: any day (the customer may have moved already). */
export function UmzugsdatumField() {
  const { t } = useKuendigungT();
  const bounds = dateBounds('kuendigung', 'umzugsdatum', toServerDate(today()));
  return (
    <DateField
      name="umzugsdatum"
      label={t('umzugsdatum')}
      helperText={t('umzugsdatumHelp')}
      minDate={bounds?.min}
      maxDate={bounds?.max}
      required
    />
  );
}

/** The wish date: after the earliest end the reason allows (an ordinary cancellation's wish may be earlier). */
export function WunschterminField({ vertrag }: { vertrag?: KuendigungVertrag }) {
  const { t } = useKuendigungT();
  const { values } = useFormState<KuendigungFormValues>({ subscription: { values: true } });
  const earliest = useFruehestesEnde(values, vertrag);
  const min = earliest && values.art !== 'ordentlich' ? earliest.fruehestesEnde : undefined;
  const max = dateBounds('kuendigung', 'wunschtermin', toServerDate(today()))?.max;
  return <DateField name="wunschtermin" label={t('wunschtermin')} onlyFuture minDate={min} maxDate={max} required />;
}

/** „Rufnummer mitnehmen?“ with the deadline of a port (§ 59 TKG). */
export function RufnummerField({ vertrag }: { vertrag?: KuendigungVertrag }) {
  const { t } = useKuendigungT();
  const hint = vertrag ? (vertrag.mobil ? 'mobil' : 'festnetz') : 'beide';
  return (
    <RadioGroupField
      name="rufnummerMitnehmen"
      label={t('rufnummer.label')}
      helperText={t(`rufnummer.${hint}`)}
      options={[
        { value: 'nein', label: t('rufnummer.nein') },
        { value: 'ja', label: t('rufnummer.ja') },
      ]}
    />
  );
}
