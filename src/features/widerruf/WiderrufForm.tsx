import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isMissingCall } from '../../api/errors';
import { newIdempotencyKey, withIdempotencyKey } from '../../api/idempotency';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { Notice } from '../../components/feedback/Notice';
import { Pending } from '../../components/feedback/Pending';
import { AppForm } from '../../components/form/AppForm';
import { SelectField } from '../../components/form/SelectField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { DataList } from '../../components/layout/DataList';
import { FocusedSection } from '../../components/layout/FocusedSection';
import { formatSchluessel, isSchluessel } from '../../lib/auftragsschluessel.mjs';
import { composeValidators, email, type FieldValidator, pattern, required } from '../../lib/validators';
import { useWiderrufenMutation, useWiderrufenOeffentlichMutation } from './widerrufApi';
import type { Beleg } from './widerrufSchemas';
import { WiderrufBeleg } from './WiderrufBeleg';
import { HOTLINE_NUMBER } from './widerrufTexts';
import { useWiderrufT } from '../../i18n/texts/widerruf';

export interface WiderrufValues {
  kundennummer: string;
  /** logged in: the order chosen from the customer's orders */
  auftragsnummer: string;
  /** publicly: the unguessable key from the order confirmation (the counting order number opens nothing) */
  auftragsschluessel: string;
  vorname: string;
  nachname: string;
  email: string;
}

/** An order the logged-in customer may choose (only those still in their period). */
export interface AuftragWahl {
  auftragsnummer: string;
  label: string;
  /** what was ordered, for the declaration's text */
  was: string;
}

const kundennummer = composeValidators(required, pattern(/^\d{5,10}$/, 'widerruf:kundennummerFormat'));
const schluesselForm: FieldValidator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isSchluessel(value)
    ? 'widerruf:auftragsschluesselFormat'
    : undefined;
const auftragsschluessel = composeValidators(required, schluesselForm);

/**
 * „Vertrag widerrufen" in two steps (Art. 11a VRRL): the form (name, the order, e-mail for the receipt; what
 * the portal knows is filled in), then a separate „Widerruf bestätigen". Logged in, the order is chosen from
 * the customer's orders in their period; publicly, customer number and the order's Auftragsschlüssel (from the
 * order confirmation; the order number counts up and proves nothing) are typed and the backend checks them with
 * the holder's name. Ends with the receipt.
 */
export function WiderrufForm({
  oeffentlich = false,
  auftraege = [],
  initialValues,
  onDone,
}: {
  oeffentlich?: boolean;
  auftraege?: AuftragWahl[];
  initialValues?: Partial<WiderrufValues>;
  /** the page shows the receipt itself (its list reloads with the order now withdrawn) */
  onDone?: (beleg: Beleg) => void;
}) {
  const { t } = useWiderrufT();
  const [values, setValues] = useState<WiderrufValues | null>(null);
  // „Angaben ändern“ returns to the form with what was entered, never to an empty one
  const [entered, setEntered] = useState<WiderrufValues | null>(null);
  const [beleg, setBeleg] = useState<Beleg | null>(null);
  if (beleg) return <WiderrufBeleg beleg={beleg} />;
  if (values)
    return (
      <Bestaetigen
        values={values}
        was={auftraege.find((a) => a.auftragsnummer === values.auftragsnummer)?.was ?? ''}
        oeffentlich={oeffentlich}
        onBack={() => {
          setEntered(values);
          setValues(null);
        }}
        onDone={onDone ?? setBeleg}
      />
    );
  const start: WiderrufValues = {
    kundennummer: '',
    auftragsnummer: auftraege.length === 1 ? auftraege[0].auftragsnummer : '',
    auftragsschluessel: '',
    vorname: '',
    nachname: '',
    email: '',
    ...initialValues,
    ...entered,
  };
  const trimmed = (v: WiderrufValues): WiderrufValues => ({
    kundennummer: v.kundennummer.trim(),
    auftragsnummer: v.auftragsnummer.trim(),
    auftragsschluessel: v.auftragsschluessel.trim() ? formatSchluessel(v.auftragsschluessel) : '',
    vorname: v.vorname.trim(),
    nachname: v.nachname.trim(),
    email: v.email.trim(),
  });
  return (
    <AppForm<WiderrufValues>
      onSubmit={(v) => {
        setValues(trimmed({ ...start, ...v }));
        return undefined;
      }}
      initialValues={start}
      ariaLabel={t('formLabel')}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('step1')}
      </Typography>
      {oeffentlich ? (
        <>
          <TextField
            name="kundennummer"
            label={t('kundennummer')}
            helperText={t('kundennummerHelp')}
            inputMode="numeric"
            required
            validate={kundennummer}
            maxLength={10}
          />
          <TextField
            name="auftragsschluessel"
            label={t('auftragsschluessel')}
            helperText={t('auftragsschluesselHelp')}
            autoComplete="off"
            required
            validate={auftragsschluessel}
            maxLength={20}
          />
        </>
      ) : (
        <SelectField
          name="auftragsnummer"
          label={t('auftrag')}
          required
          validate={required}
          options={auftraege.map((a) => ({ value: a.auftragsnummer, label: a.label }))}
        />
      )}
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          name="vorname"
          label={t('vorname')}
          helperText={oeffentlich ? t('nameHelp') : undefined}
          autoComplete="given-name"
          required
          validate={required}
        />
        <TextField
          name="nachname"
          label={t('nachname')}
          helperText={oeffentlich ? t('nameHelp') : undefined}
          autoComplete="family-name"
          required
          validate={required}
        />
      </Box>
      <TextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        validate={composeValidators(required, email)}
      />
      <SubmitButton>{t('weiter')}</SubmitButton>
    </AppForm>
  );
}

/** Step 2: what will be declared, and the one control that declares it. */
function Bestaetigen({
  values,
  was,
  oeffentlich,
  onBack,
  onDone,
}: {
  values: WiderrufValues;
  was: string;
  oeffentlich: boolean;
  onBack: () => void;
  onDone: (beleg: Beleg) => void;
}) {
  const { t } = useWiderrufT();
  // one key for this declaration: a retry after a lost answer is the same declaration, never a second one
  const [key] = useState(newIdempotencyKey);
  const [privat, privatState] = useWiderrufenMutation();
  const [oeffentlichSenden, oeffentlichState] = useWiderrufenOeffentlichMutation();
  const state = oeffentlich ? oeffentlichState : privatState;
  const { kundennummer: kdnr, auftragsnummer, auftragsschluessel: schluessel, ...wer } = values;
  const send = async () => {
    try {
      const beleg = oeffentlich
        ? await oeffentlichSenden(
            withIdempotencyKey({ ...wer, kundennummer: kdnr, auftragsschluessel: schluessel }, key),
          ).unwrap()
        : await privat(withIdempotencyKey({ ...wer, auftragsnummer }, key)).unwrap();
      // the receipt shows what the server confirmed; what it left out is known from what was sent. A repeat's
      // receipt went to the first declarer: this one's e-mail address is not where it was sent
      onDone({
        ...beleg,
        vorname: beleg.vorname || values.vorname,
        nachname: beleg.nachname || values.nachname,
        email: beleg.email || (beleg.wiederholt ? '' : values.email),
        kundennummer: beleg.kundennummer || kdnr,
      });
    } catch {
      // shown below from the mutation's state
    }
  };
  const rows: Array<[string, string]> = [
    ...(oeffentlich
      ? [
          [t('kundennummer'), values.kundennummer] as [string, string],
          [t('auftragsschluessel'), values.auftragsschluessel] as [string, string],
        ]
      : [[t('auftragsnummerLabel'), values.auftragsnummer] as [string, string]]),
    [t('name'), `${values.vorname} ${values.nachname}`],
    [t('emailKurz'), values.email],
  ];
  return (
    <FocusedSection id="widerruf-pruefen" heading={t('step2')} headingVariant="h6">
      <Typography sx={{ my: 1 }}>{t('pruefenText')}</Typography>
      <Typography sx={{ fontWeight: 700, my: 1 }}>
        {oeffentlich
          ? t('erklaerungSchluessel', { schluessel: values.auftragsschluessel })
          : was
            ? t('erklaerung', { what: was, auftrag: values.auftragsnummer })
            : t('erklaerungOhneArt', { auftrag: values.auftragsnummer })}
      </Typography>
      <DataList rows={rows} />
      {state.isError &&
        (isMissingCall(state.error) ? (
          <Notice severity="info" sx={{ my: 2 }}>
            {t('nichtVerfuegbar', { hotline: HOTLINE_NUMBER })}
          </Notice>
        ) : (
          <ErrorMessage error={state.error} fallbackKey="widerruf:failed" />
        ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" color="error" onClick={send} disabled={state.isLoading}>
          {t('bestaetigen')}
        </Button>
        <Button variant="outlined" onClick={onBack} disabled={state.isLoading}>
          {t('aendern')}
        </Button>
      </Box>
      {state.isLoading && <Pending inline label={t('sending')} />}
    </FocusedSection>
  );
}
