import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DeliveryAddress } from '../../../api/types';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { cleanPostalAddress, PostalAddressFields } from '../../../components/form/PostalAddressFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useChangeLieferadresseMutation } from '../vertraegeApi';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

const DELIVERY_FIELDS = [
  'deliverySalutation',
  'deliveryTitle',
  'deliveryFirstname',
  'deliveryLastname',
  'deliveryCompany',
  'deliveryStreet',
  'deliveryStreetNumber',
  'deliveryStreetNumberAddon',
  'deliveryZipcode',
  'deliveryCity',
] as const satisfies readonly (keyof DeliveryAddress)[];

/** Only the address of a contract (the form's values and what is sent); a missing field becomes ''. */
function pick(v: DeliveryAddress): DeliveryAddress {
  return Object.fromEntries(DELIVERY_FIELDS.map((key) => [key, v[key] ?? ''])) as unknown as DeliveryAddress;
}

/** Delivery address form: PUT vertrag/lieferadresse/{contractId}; the answer replaces the contract list (§4). */
export default function LieferadresseTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const [change] = useChangeLieferadresseMutation();
  const [saved, setSaved] = useState(false);
  const f = (key: string) => t(`lieferadresse.${key}`);

  const onSubmit = async (values: DeliveryAddress) => {
    setSaved(false);
    try {
      await change({
        contractId: vertrag.contractId,
        address: cleanPostalAddress(pick(values), 'delivery'),
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
        <PostalAddressFields prefix="delivery" autoCompleteSection="shipping" />
        <SubmitButton>{f('submit')}</SubmitButton>
      </AppForm>
    </>
  );
}
