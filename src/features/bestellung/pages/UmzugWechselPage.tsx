import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { QueryState } from '../../../components/feedback/QueryState';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { submitErrorOf } from '../../../components/form/AppForm';
import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { useProdukteQuery } from '../bestellungApi';
import { useUmzugActivityMutation, type UmzugResponse } from '../bestellungPortalApi';
import { produkteQueryOf } from '../components/OrderFlow';
import { ProductStep } from '../components/ProductStep';
import { UmzugDone, UmzugFacts, UmzugMissing } from '../components/UmzugParts';
import { useOrderRouteProps } from '../orderRoute';
import { umzugRequestOf } from '../umzug';

registerMessages('bestellung', bestellung);

/**
 * Move with reconfiguration (code 2): the customer chooses the product for the new address; then
 * POST vertrag/umzugactivity/{id}; the answer is kept as post-move data.
 */
export default function UmzugWechselPage() {
  const { t } = useTranslation('bestellung');
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  const contract = useAppSelector((s) => s.contracts.list.find((c) => c.contractId === route.id));
  const customerType = useAppSelector((s) => s.session.kundendaten?.customerType);
  const organisationCustomerId = useAppSelector((s) => s.contracts.organisationCustomerId);
  const [umzugActivity] = useUmzugActivityMutation();
  const [result, setResult] = useState<UmzugResponse | null>(null);
  const ready = Boolean(request && contract && customerType);
  const offers = useProdukteQuery(
    contract && customerType
      ? {
          ...produkteQueryOf('umzug', route, contract, customerType, organisationCustomerId),
          contractAddressExternalId: undefined,
        }
      : ({} as never),
    { skip: !ready },
  );

  if (!contract)
    return (
      <PageScaffold>
        <ErrorMessage error={null} fallbackKey="bestellung:contractNotFound" />
      </PageScaffold>
    );
  if (!request)
    return (
      <PageScaffold>
        <UmzugMissing id={route.id} />
      </PageScaffold>
    );
  if (result)
    return (
      <PageScaffold>
        <UmzugDone result={result} request={request} />
      </PageScaffold>
    );

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('umzug.wechselIntro')}</Typography>
      <UmzugFacts request={request} />
      <QueryState query={offers} pendingLabel={t('offersLoading')}>
        {(data) =>
          data.produkte.length === 0 ? (
            <ErrorMessage error={null} fallbackKey="bestellung:noOffers" />
          ) : (
            <ProductStep
              produkte={data.produkte}
              withDate={false}
              submitLabel={t('umzug.wechselBeauftragen')}
              onDone={async (choice) => {
                try {
                  setResult(
                    await umzugActivity({
                      contractId: route.id,
                      body: { ...request, produktId: choice.produktId },
                    }).unwrap(),
                  );
                  return undefined;
                } catch (error) {
                  return submitErrorOf(error, t('umzug.failed'));
                }
              }}
            />
          )
        }
      </QueryState>
    </PageScaffold>
  );
}
