import { PageScaffold } from '../../../components/layout/PageScaffold';
import { withIdempotencyKey } from '../../../api/idempotency';
import { useUmzugActivityMutation } from '../bestellungPortalApi';
import { OrderFlow, type OrderSender } from '../components/OrderFlow';
import { UmzugMissing } from '../components/UmzugParts';
import { useOrderRouteProps } from '../orderRoute';
import { umzugActivityBody, umzugRequestOf, umzugWechselArtOf } from '../umzug';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/**
 * A move with a tariff change. Code 2 (reconfiguration): the customer chooses the tariff for the new address, sees
 * the priced summary (with the express agreement where the new tariff starts a new minimum term), then POST
 * vertrag/umzugactivity/{id} with the terms shown; the answer is kept as post-move data. Codes 3 and 4
 * (`wechsel`: product or technology change possible at the new address): the same screen orders the tariff change
 * with the move date (POST artikelhinzuproduktwechsel with umzugsdatum), so the page says it is a move and the
 * date entered at the address step is not asked again.
 */
export default function UmzugWechselPage() {
  const { t } = useBestellungT();
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  const wechsel = umzugWechselArtOf(route.wechsel);
  const [umzugActivity] = useUmzugActivityMutation();
  if (!request)
    return (
      <PageScaffold>
        <UmzugMissing id={route.id} />
      </PageScaffold>
    );
  if (wechsel) return <OrderFlow kind={wechsel} route={route} intro={t(`umzug.wechselIntro_${wechsel}`)} />;
  const send: OrderSender = async (terms, key, agreed) => {
    const body = withIdempotencyKey(umzugActivityBody(request, terms, agreed), key);
    const result = await umzugActivity({ contractId: route.id, body }).unwrap();
    // the answer's details are optional (§7 does not show them): the number only when there is one
    const nr = result.vorgangsnummer ? ` ${t('umzug.doneNr', { nr: result.vorgangsnummer })}` : '';
    // with its receipt time the move with a new tariff is recapped and can be withdrawn like an order
    const auftrag =
      result.vorgangsnummer && result.eingangAm
        ? {
            auftragsnummer: result.vorgangsnummer,
            eingangAm: result.eingangAm,
            auftragsschluessel: result.auftragsschluessel,
            // a move's UZ number is a Vorgangsnummer, as its message above says
            vorgang: true,
          }
        : undefined;
    return { message: `${t('umzug.done')}${nr}`, auftrag };
  };
  return <OrderFlow kind="umzug" route={route} send={send} intro={t('umzug.wechselIntro')} />;
}
