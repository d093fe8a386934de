import type { InvoiceAddress, Kundendaten } from '../../../api/types';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { cleanPostalAddress, PostalAddressFields } from '../../../components/form/PostalAddressFields';
import { SubmitButton } from '../../../components/form/SubmitButton';

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
  return cleanPostalAddress({ ...invoiceAddressOf(null), ...values }, 'invoice');
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
  return (
    <AppForm<InvoiceAddress>
      onSubmit={(values) => onSubmit(cleanInvoiceAddress(values))}
      initialValues={initialValues}
      ariaLabel={submitLabel}
    >
      <PostalAddressFields prefix="invoice" autoCompleteSection="billing" />
      <SubmitButton>{submitLabel}</SubmitButton>
    </AppForm>
  );
}
