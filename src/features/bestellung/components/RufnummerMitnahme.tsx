import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useField } from 'react-final-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { DateField } from '../../../components/form/DateField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextField } from '../../../components/form/TextField';
import { formatDate, today, toServerDate } from '../../../lib/dates';
import { PORTIERUNG_WANN, type PortierungWann, portierungstermin } from '../../../lib/portierungstermin.mjs';
import { composeValidators, germanPhone, required } from '../../../lib/validators';
import { usePortierungT } from '../../../i18n/texts/portierung';

/** „Rufnummer mitnehmen“ as the form holds it (every field optional until the box is ticked). */
export interface PortierungWunsch {
  mitnehmen?: boolean;
  anbieter?: string;
  rufnummer?: string;
  wann?: PortierungWann;
  vertragsende?: string;
  einwilligung?: boolean;
}

/** What the order sends of a port, with the date the number moves; null when no number comes along. */
export function portierungAuftrag(wunsch: PortierungWunsch | undefined, heute = toServerDate(today())) {
  if (!wunsch?.mitnehmen || !wunsch.wann) return null;
  const termin = portierungstermin({ wann: wunsch.wann, vertragsende: wunsch.vertragsende, heute });
  if (!termin.termin) return null;
  return {
    payload: {
      anbieter: (wunsch.anbieter ?? '').trim(),
      rufnummer: (wunsch.rufnummer ?? '').trim(),
      wann: wunsch.wann,
      ...(wunsch.wann === 'vertragsende' ? { vertragsende: wunsch.vertragsende } : {}),
      einwilligung: wunsch.einwilligung === true,
    },
    termin: termin.termin,
    spaetestens: termin.spaetestens,
  };
}

/** The row the review, the confirmation and the contract summary PDF show for a port. */
export function portierungRow(t: TFunction, wunsch: PortierungWunsch | undefined): [string, string] | null {
  const auftrag = portierungAuftrag(wunsch);
  if (!auftrag) return null;
  return [
    t('portierung:summary'),
    t('portierung:summaryWert', {
      rufnummer: auftrag.payload.rufnummer,
      anbieter: auftrag.payload.anbieter,
      datum: formatDate(auftrag.termin),
      spaetestens: formatDate(auftrag.spaetestens),
    }),
  ];
}

/** The old contract's end, checked by the porting rule (too far ahead, or the number already lost). */
const vertragsendeRule = (value: string) => {
  if (!value) return undefined;
  const { fehler } = portierungstermin({ wann: 'vertragsende', vertragsende: value, heute: toServerDate(today()) });
  return fehler ? `portierung:fehler.${fehler}` : undefined;
};
const phone = composeValidators(required, germanPhone);

/**
 * „Rufnummer mitnehmen“ in the mobile order (Anbieterwechsel, § 59 TKG): the old provider, the number, when it
 * moves and the porting consent; the date it moves (src/lib/portierungstermin.mjs) is shown as soon as it is
 * known, and again in the review, the confirmation and the PDF.
 */
export function RufnummerMitnahme() {
  const { t } = usePortierungT();
  const { input: mit } = useField<boolean>('portierung.mitnehmen', {
    subscription: { value: true },
    type: 'checkbox',
  });
  const { input: wann } = useField<string>('portierung.wann', { subscription: { value: true } });
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('heading')}
      </Typography>
      <CheckboxField
        name="portierung.mitnehmen"
        label={t('mitnehmen')}
        summaryLabel={t('mitnehmen')}
        helperText={t('mitnehmenHinweis')}
      />
      {mit.checked && (
        <>
          <TextField
            name="portierung.anbieter"
            label={t('anbieter')}
            helperText={t('anbieterHinweis')}
            maxLength={60}
            required
            validate={required}
            trim
          />
          <TextField
            name="portierung.rufnummer"
            label={t('rufnummer')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            validate={phone}
          />
          <RadioGroupField
            name="portierung.wann"
            label={t('wann')}
            options={PORTIERUNG_WANN.map((w) => ({ value: w, label: t(`wannWahl.${w}`) }))}
            required
            validate={required}
          />
          {wann.value === 'vertragsende' && (
            <DateField
              name="portierung.vertragsende"
              label={t('vertragsende')}
              helperText={t('vertragsendeHinweis')}
              required
              validate={vertragsendeRule}
            />
          )}
          <Termin />
          <CheckboxField
            name="portierung.einwilligung"
            label={t('einwilligung')}
            summaryLabel={t('einwilligungKurz')}
            required
            validate={required}
            requiredMessage="portierung:einwilligungFehlt"
          />
        </>
      )}
    </>
  );
}

/** The date the number moves, as soon as the answers name one. */
function Termin() {
  const { t } = usePortierungT();
  const { input: wann } = useField<PortierungWann>('portierung.wann', { subscription: { value: true } });
  const { input: ende } = useField<string>('portierung.vertragsende', { subscription: { value: true } });
  const auftrag = portierungAuftrag({ mitnehmen: true, wann: wann.value || undefined, vertragsende: ende.value });
  if (!auftrag) return null;
  return (
    <Typography role="status" sx={{ my: 1, fontWeight: 700 }}>
      {t('termin', { datum: formatDate(auftrag.termin), spaetestens: formatDate(auftrag.spaetestens) })}
    </Typography>
  );
}
