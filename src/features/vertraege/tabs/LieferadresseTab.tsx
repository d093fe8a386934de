import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress, Salutation, Title } from '../../../api/types';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { composeValidators, isEmpty, plz, required, type FieldValidator } from '../../../lib/validators';
import { useChangeLieferadresseMutation } from '../vertraegeApi';
import type { TabProps } from './TabProps';

const SALUTATIONS: Salutation[] = ['Frau', 'Herr', 'Firma'];
const TITLES: Title[] = ['', 'Dr.', 'Prof.'];

/** Persons need first and last name; a company needs its name. */
const forPerson: FieldValidator = (value, all) =>
  (all as Partial<DeliveryAddress> | undefined)?.deliverySalutation === 'Firma' ? undefined : required(value);
const forCompany: FieldValidator = (value, all) =>
  (all as Partial<DeliveryAddress> | undefined)?.deliverySalutation === 'Firma' && isEmpty(value)
    ? 'common:validation.required'
    : undefined;

function pick(v: DeliveryAddress): DeliveryAddress {
  const {
    deliverySalutation,
    deliveryTitle,
    deliveryFirstname,
    deliveryLastname,
    deliveryCompany,
    deliveryStreet,
    deliveryStreetNumber,
    deliveryStreetNumberAddon,
    deliveryZipcode,
    deliveryCity,
  } = v;
  return {
    deliverySalutation,
    deliveryTitle,
    deliveryFirstname,
    deliveryLastname,
    deliveryCompany,
    deliveryStreet,
    deliveryStreetNumber,
    deliveryStreetNumberAddon,
    deliveryZipcode,
    deliveryCity,
  };
}

/** Delivery address form: PUT vertrag/lieferadresse/{contractId}; the answer replaces the contract list (§4). */
export default function LieferadresseTab({ vertrag }: TabProps) {
  const { t } = useTranslation('vertraege');
  const [change] = useChangeLieferadresseMutation();
  const [saved, setSaved] = useState(false);
  const f = (key: string) => t(`lieferadresse.${key}`);

  const onSubmit = async (values: DeliveryAddress) => {
    setSaved(false);
    try {
      await change({
        contractId: vertrag.contractId,
        address: pick({ ...values, deliveryTitle: values.deliveryTitle ?? '' }),
      }).unwrap();
      setSaved(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, f('failed'));
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{f('intro')}</Typography>
      {saved && <SuccessMessage>{f('saved')}</SuccessMessage>}
      <AppForm<DeliveryAddress>
        onSubmit={onSubmit}
        initialValues={pick(vertrag)}
        ariaLabel={t('lieferadresse.current')}
        keepDirtyOnReinitialize={false}
      >
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            name="deliverySalutation"
            label={f('salutation')}
            required
            validate={required}
            options={SALUTATIONS.map((s) => ({ value: s, label: s }))}
          />
          <SelectField
            name="deliveryTitle"
            label={f('title')}
            options={TITLES.map((s) => ({ value: s, label: s || f('noTitle') }))}
          />
          <TextField
            name="deliveryFirstname"
            label={f('firstname')}
            autoComplete="given-name"
            validate={forPerson}
            maxLength={60}
          />
          <TextField
            name="deliveryLastname"
            label={f('lastname')}
            autoComplete="family-name"
            validate={forPerson}
            maxLength={60}
          />
        </Box>
        <TextField
          name="deliveryCompany"
          label={f('company')}
          autoComplete="organization"
          validate={forCompany}
          maxLength={80}
        />
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr 1fr' } }}>
          <TextField
            name="deliveryStreet"
            label={f('street')}
            autoComplete="address-line1"
            required
            validate={required}
            maxLength={80}
          />
          <TextField
            name="deliveryStreetNumber"
            label={f('streetNumber')}
            required
            validate={required}
            maxLength={10}
          />
          <TextField name="deliveryStreetNumberAddon" label={f('streetNumberAddon')} maxLength={10} />
        </Box>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <TextField
            name="deliveryZipcode"
            label={f('zipcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            validate={composeValidators(required, plz)}
            maxLength={5}
          />
          <TextField
            name="deliveryCity"
            label={f('city')}
            autoComplete="address-level2"
            required
            validate={required}
            maxLength={60}
          />
        </Box>
        <SubmitButton>{f('submit')}</SubmitButton>
      </AppForm>
    </>
  );
}
