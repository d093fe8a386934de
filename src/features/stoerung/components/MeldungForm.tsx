import Link from '@mui/material/Link';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { isMissingCall } from '../../../api/errors';
import type { Vertrag } from '../../../api/types';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { houseNumber } from '../../../lib/address';
import { required } from '../../../lib/validators';
import { useDiensteQuery, useLeitungspruefungMutation, useStoerungMeldenMutation } from '../stoerungApi';
import { ARTEN, LAMPEN, type Leitungspruefung, SEIT, type Stoerung } from '../stoerungSchemas';
import { FAULT_NUMBER } from '../stoerungTexts';
import { useStoerungT } from '../../../i18n/texts/stoerung';

export interface MeldungValues {
  vertrag: string;
  dienst: string;
  art: string;
  seit: string;
  lampen: string;
  beschreibung?: string;
}

export interface MeldungResult {
  values: MeldungValues;
  check: Leitungspruefung;
  /** the ticket opened for a line fault */
  ticket: Stoerung | null;
}

const adresse = (v: Vertrag) =>
  [`${v.contractStreet} ${houseNumber(v.contractStreetNumber, v.contractStreetNumberAddon)}`.trim(), v.contractCity]
    .filter(Boolean)
    .join(', ');

/**
 * The one screen of questions (contract, service, how, since when, router lights, a free text), then the line
 * check and, for a line fault, the ticket. A failure of either call keeps every answer in the form and says in
 * German what happened (the form's submit error).
 */
export function MeldungForm({
  contracts,
  initialValues,
  onResult,
}: {
  contracts: Vertrag[];
  initialValues: Partial<MeldungValues>;
  onResult: (result: MeldungResult) => void;
}) {
  const { t } = useStoerungT();
  const [pruefen] = useLeitungspruefungMutation();
  const [melden] = useStoerungMeldenMutation();
  const [phase, setPhase] = useState<'checking' | 'opening' | null>(null);

  const onSubmit = async (values: MeldungValues) => {
    setPhase('checking');
    let check: Leitungspruefung;
    try {
      check = await pruefen(values.vertrag).unwrap();
    } catch (error) {
      setPhase(null);
      return submitErrorOf(
        error,
        isMissingCall(error)
          ? t('nichtVerfuegbar', { nummer: FAULT_NUMBER })
          : t('form.checkFailed', { nummer: FAULT_NUMBER }),
      );
    }
    if (check.ergebnis !== 'leitungsstoerung') {
      setPhase(null);
      onResult({ values, check, ticket: null });
      return undefined;
    }
    setPhase('opening');
    try {
      const { vertrag, ...angaben } = values;
      const answer = await melden({ contractId: vertrag, pruefungId: check.pruefungId, ...angaben }).unwrap();
      onResult({ values, check, ticket: answer.stoerung });
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('form.openFailed', { nummer: FAULT_NUMBER }));
    } finally {
      setPhase(null);
    }
  };

  return (
    <AppForm<MeldungValues> onSubmit={onSubmit} initialValues={initialValues} ariaLabel={t('form.label')}>
      {contracts.length > 1 && (
        <RadioGroupField
          name="vertrag"
          label={t('form.vertrag')}
          required
          validate={required}
          options={contracts.map((v) => ({
            value: v.contractId,
            label: t('form.vertragOption', { name: v.name || '-', id: v.contractId, adresse: adresse(v) }),
          }))}
        />
      )}
      <Fragen phase={phase} />
    </AppForm>
  );
}

/** The questions of the chosen contract: its booked services come from the backend. */
function Fragen({ phase }: { phase: 'checking' | 'opening' | null }) {
  const { t } = useStoerungT();
  const { input } = useField<string>('vertrag', { subscription: { value: true } });
  const contractId = input.value;
  const dienste = useDiensteQuery(contractId, { skip: !contractId, refetchOnMountOrArgChange: true });
  if (!contractId) return null;
  if (dienste.isLoading || dienste.isFetching) return <Pending label={t('form.loadingDienste')} />;
  if (dienste.isError || !dienste.data) {
    return isMissingCall(dienste.error) ? (
      <Notice severity="info">{t('nichtVerfuegbar', { nummer: FAULT_NUMBER })}</Notice>
    ) : (
      <ErrorMessage error={dienste.error} onRetry={() => void dienste.refetch()} />
    );
  }
  const offen = dienste.data.offeneStoerung;
  if (offen) {
    return (
      <Notice severity="info" sx={{ my: 2 }}>
        {t('offen', { nummer: offen })}{' '}
        <Link component={RouterLink} to={hrefFor('stoerung.detail', { nummer: offen })}>
          {t('zurMeldung', { nummer: offen })}
        </Link>
      </Notice>
    );
  }
  return (
    <>
      <RadioGroupField
        name="dienst"
        label={t('form.dienst')}
        required
        validate={required}
        requiredMessage="stoerung:form.dienstRequired"
        options={dienste.data.dienste.map((d) => ({ value: d, label: t(`dienst.${d}`) }))}
      />
      <RadioGroupField
        name="art"
        label={t('form.art')}
        required
        validate={required}
        requiredMessage="stoerung:form.artRequired"
        options={ARTEN.map((a) => ({ value: a, label: t(`art.${a}`) }))}
      />
      <RadioGroupField
        name="seit"
        label={t('form.seit')}
        required
        validate={required}
        requiredMessage="stoerung:form.seitRequired"
        options={SEIT.map((s) => ({ value: s, label: t(`seit.${s}`) }))}
      />
      <SelectField
        name="lampen"
        label={t('form.lampen')}
        required
        validate={(value: string) => (value ? undefined : 'stoerung:form.lampenRequired')}
        helperText={t('form.lampenHelp')}
        options={[{ value: '', label: '' }, ...LAMPEN.map((l) => ({ value: l, label: t(`lampen.${l}`) }))]}
      />
      <TextField
        name="beschreibung"
        label={t('form.beschreibung')}
        helperText={t('form.beschreibungHelp')}
        multiline
        rows={3}
        maxLength={1000}
      />
      <SubmitButton>{t('form.submit')}</SubmitButton>
      {phase && <Pending label={t(phase === 'checking' ? 'form.checking' : 'form.opening')} />}
    </>
  );
}
