import { isMissingCall } from '../../../api/errors';
import { QueryState } from '../../../components/feedback/QueryState';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { EinwilligungenForm } from '../components/EinwilligungenForm';
import { Einwilligungszentrale } from '../components/Einwilligungszentrale';
import { useEinwilligungszentraleQuery } from '../meineDatenApi';

/**
 * Einwilligungen: the consent centre, or the spec's e-mail and phone switches where the backend has none
 * (404/501).
 */
export default function EinwilligungenPage() {
  const query = useEinwilligungszentraleQuery();
  return (
    <PageScaffold>
      {isMissingCall(query.error) ? (
        <EinwilligungenForm />
      ) : (
        <QueryState query={query}>{(data) => <Einwilligungszentrale data={data} />}</QueryState>
      )}
      <BackToOverview />
    </PageScaffold>
  );
}
