import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { withIdempotencyKey } from '../../../api/idempotency';
import { useUmzugActivityMutation } from '../bestellungPortalApi';
import { OrderFlow, type OrderSender } from '../components/OrderFlow';
import { UmzugMissing } from '../components/UmzugParts';
import { useOrderRouteProps } from '../orderRoute';
import { umzugRequestOf } from '../umzug';

registerMessages('bestellung', bestellung);

/**
 * Move with reconfiguration (code 2): the customer chooses the tariff for the new address, sees the
 * priced summary, then POST vertrag/umzugactivity/{id}; the answer is kept as post-move data.
 */
export default function UmzugWechselPage() {
  const { t } = useTranslation('bestellung');
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  const [umzugActivity] = useUmzugActivityMutation();
  if (!request)
    return (
      <PageScaffold>
        <UmzugMissing id={route.id} />
      </PageScaffold>
    );
  const send: OrderSender = async (produkt, _choice, key) => {
    const body = withIdempotencyKey({ ...request, produktId: produkt.id }, key);
    const result = await umzugActivity({ contractId: route.id, body }).unwrap();
    // the answer's details are optional (§7 does not show them): the number only when there is one
    const nr = result.vorgangsnummer ? ` ${t('umzug.doneNr', { nr: result.vorgangsnummer })}` : '';
    return { message: `${t('umzug.done')}${nr}` };
  };
  return <OrderFlow kind="umzug" route={route} send={send} intro={t('umzug.wechselIntro')} />;
}
