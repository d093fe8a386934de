import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceAddress, Kundendaten, Salutation } from '../../../api/types';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { composeValidators, plz, required } from '../../../lib/validators';

const SALUTATIONS: Salutation[] = ['Frau', 'Herr', 'Firma'];
const TITLES = ['', 'Dr.', 'Prof.'] as const;

/** The invoice address fields of the customer data (also the initial values of the form). */
export function invoiceAddressOf(k: Kundendaten | null): InvoiceAddress {
  return {
    invoiceSalutation: k?.invoiceSalutation ?? 'Frau',
    invoiceTitle: k?.invoiceTitle ?? '',
    invoiceFirstname: k?.invoiceFirstname ?? '',
    invoiceLastname: k?.invoiceLastname ?? '',
    invoiceCompany: k?.invoiceCompany ?? '',
    invoiceStreet: k?.invoiceStreet ?? '',
    invoiceStreetNumber: k?.invoiceStreetNumber ?? '',
    invoiceStreetNumberAddon: k?.invoiceStreetNumberAddon ?? '',
    invoiceZipcode: k?.invoiceZipcode ?? '',
    invoiceCity: k?.invoiceCity ?? '',
  };
}

/** What is sent: all fields, trimmed; a person's address carries no company. */
export function cleanInvoiceAddress(values: InvoiceAddress): InvoiceAddress {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as InvoiceAddress;
  return {
    ...invoiceAddressOf(null),
    ...trimmed,
    invoiceCompany: trimmed.invoiceSalutation === 'Firma' ? trimmed.invoiceCompany : '',
  };
}

/** Salutation decides: a company needs its name; a person needs first and last name. */
function NameFields() {
  const { t } = useTranslation('meineDaten');
  const { input } = useField<Salutation>('invoiceSalutation', { subscription: { value: true } });
  const isCompany = input.value === 'Firma';
  return (
    <>
      {isCompany && (
        <TextField
          name="invoiceCompany"
          label={t('address.company')}
          autoComplete="billing organization"
          required
          validate={required}
          maxLength={80}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          key={`first-${isCompany}`}
          name="invoiceFirstname"
          label={t(isCompany ? 'address.firstnameOptional' : 'address.firstname')}
          autoComplete="billing given-name"
          required={!isCompany}
          validate={isCompany ? undefined : required}
          maxLength={50}
        />
        <TextField
          key={`last-${isCompany}`}
          name="invoiceLastname"
          label={t(isCompany ? 'address.lastnameOptional' : 'address.lastname')}
          autoComplete="billing family-name"
          required={!isCompany}
          validate={isCompany ? undefined : required}
          maxLength={50}
        />
      </Box>
    </>
  );
}

export function RechnungsadresseForm({
  initialValues,
  onSubmit,
  submitLabel,
}: {
  initialValues: InvoiceAddress;
  onSubmit: (values: InvoiceAddress) => Promise<SubmitResult>;
  submitLabel: string;
}) {
  const { t } = useTranslation('meineDaten');
  return (
    <AppForm<InvoiceAddress>
      onSubmit={(values) => onSubmit(cleanInvoiceAddress(values))}
      initialValues={initialValues}
      ariaLabel={submitLabel}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <SelectField
          name="invoiceSalutation"
          label={t('salutation.label')}
          required
          validate={required}
          options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutation.${s}`) }))}
        />
        <SelectField
          name="invoiceTitle"
          label={t('title.label')}
          options={TITLES.map((s) => ({ value: s, label: s ? t(`title.${s}`) : t('title.none') }))}
        />
      </Box>
      <NameFields />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr 1fr' }, columnGap: 2 }}>
        <TextField
          name="invoiceStreet"
          label={t('address.street')}
          autoComplete="billing address-line1"
          required
          validate={required}
          maxLength={80}
        />
        <TextField
          name="invoiceStreetNumber"
          label={t('address.streetNumber')}
          autoComplete="off"
          required
          validate={required}
          maxLength={10}
        />
        <TextField
          name="invoiceStreetNumberAddon"
          label={t('address.streetNumberAddon')}
          autoComplete="off"
          maxLength={20}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 3fr' }, columnGap: 2 }}>
        <TextField
          name="invoiceZipcode"
          label={t('address.zipcode')}
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={5}
          required
          validate={composeValidators(required, plz)}
        />
        <TextField
          name="invoiceCity"
          label={t('address.city')}
          autoComplete="billing address-level2"
          required
          validate={required}
          maxLength={60}
        />
      </Box>
      <SubmitButton>{submitLabel}</SubmitButton>
    </AppForm>
  );
}
