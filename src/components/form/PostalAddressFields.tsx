import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SALUTATIONS, TITLES, type Salutation } from '../../config/constants';
import { composeValidators, plz, required } from '../../lib/validators';
import { cleanText, maxLengthOf, type TextKind } from '../../lib/textValidators';

/** The shared text rule of a kind, required or not. */
const rule = (kind: TextKind, mandatory: boolean) =>
  mandatory ? composeValidators(required, cleanText(kind)) : cleanText(kind);
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Field-name prefix of the backend's address shapes (invoiceStreet, deliveryStreet, …). */
export type AddressPrefix = 'invoice' | 'delivery';

/** A person's address carries no company name; a company's keeps it (what is sent, trimmed). */
export function cleanPostalAddress<T extends object>(values: T, prefix: AddressPrefix): T {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Record<string, unknown>;
  if (trimmed[`${prefix}Salutation`] !== 'Firma') trimmed[`${prefix}Company`] = '';
  return trimmed as T;
}

/**
 * The postal address block of the portal's forms (invoice address, delivery address): salutation and title,
 * name or company, street with house number and addition, postcode and town. The salutation decides: a
 * company needs its name (contact person optional), a person needs first and last name.
 * `autoCompleteSection` tells the browser which of its stored addresses fits (billing / shipping).
 */
export function PostalAddressFields({
  prefix,
  autoCompleteSection,
}: {
  prefix: AddressPrefix;
  autoCompleteSection: 'billing' | 'shipping';
}) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}${field}`;
  const auto = (token: string) => `${autoCompleteSection} ${token}`;
  const { input } = useField<Salutation>(name('Salutation'), { subscription: { value: true } });
  const isCompany = input.value === 'Firma';
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <SelectField
          name={name('Salutation')}
          label={t('postalAddress.salutation.label')}
          required
          validate={required}
          options={SALUTATIONS.map((s) => ({ value: s, label: t(`postalAddress.salutation.${s}`) }))}
        />
        <SelectField
          name={name('Title')}
          label={t('postalAddress.title.label')}
          options={TITLES.map((s) => ({
            value: s,
            label: s ? t(`postalAddress.title.${s}`) : t('postalAddress.title.none'),
          }))}
        />
      </Box>
      {isCompany && (
        <TextField
          name={name('Company')}
          label={t('postalAddress.company')}
          autoComplete={auto('organization')}
          required
          validate={rule('company', true)}
          maxLength={maxLengthOf('company')}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          key={`first-${isCompany}`}
          name={name('Firstname')}
          label={t(isCompany ? 'postalAddress.firstnameOptional' : 'postalAddress.firstname')}
          autoComplete={auto('given-name')}
          required={!isCompany}
          validate={rule('name', !isCompany)}
          maxLength={maxLengthOf('name')}
        />
        <TextField
          key={`last-${isCompany}`}
          name={name('Lastname')}
          label={t(isCompany ? 'postalAddress.lastnameOptional' : 'postalAddress.lastname')}
          autoComplete={auto('family-name')}
          required={!isCompany}
          validate={rule('name', !isCompany)}
          maxLength={maxLengthOf('name')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr 1fr' }, columnGap: 2 }}>
        <TextField
          name={name('Street')}
          label={t('postalAddress.street')}
          autoComplete={auto('address-line1')}
          required
          validate={rule('street', true)}
          maxLength={maxLengthOf('street')}
        />
        <TextField
          name={name('StreetNumber')}
          label={t('postalAddress.streetNumber')}
          autoComplete="off"
          required
          validate={rule('houseNumber', true)}
          maxLength={10}
        />
        <TextField
          name={name('StreetNumberAddon')}
          label={t('postalAddress.streetNumberAddon')}
          autoComplete="off"
          validate={rule('houseNumber', false)}
          maxLength={maxLengthOf('houseNumber')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 3fr' }, columnGap: 2 }}>
        <TextField
          name={name('Zipcode')}
          label={t('postalAddress.zipcode')}
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          maxLength={5}
          required
          validate={composeValidators(required, plz)}
        />
        <TextField
          name={name('City')}
          label={t('postalAddress.city')}
          autoComplete={auto('address-level2')}
          required
          validate={rule('city', true)}
          maxLength={maxLengthOf('city')}
        />
      </Box>
    </>
  );
}
