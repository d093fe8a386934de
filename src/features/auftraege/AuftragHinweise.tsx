import { useSessionReady } from '../../app/hooks';
import { LazyPartBoundary, retryableLazy } from '../../components/feedback/LazyPart';
import { useVorgaengeQuery } from './auftraegeApi';
import { wartenAufUnterlagen } from './unterlagenRules';

// the list with the order texts loads only when an order waits (the start page's bytes)
const AuftragHinweisListe = retryableLazy(() => import('./AuftragHinweisListe'));

/**
 * Start page: orders that wait for a document from the customer, each with the way to send it.
 * Nothing when none waits — or when the backend has no Meine Aufträge.
 */
export function AuftragHinweise() {
  // the start page renders while the user load is pending (a prerendered frame): ask once the session is there
  const ready = useSessionReady();
  const { data } = useVorgaengeQuery(undefined, { skip: !ready });
  const list = data ? wartenAufUnterlagen(data) : [];
  if (!list.length) return null;
  return (
    <LazyPartBoundary part={AuftragHinweisListe} name="Hinweise zu Aufträgen">
      <AuftragHinweisListe list={list} />
    </LazyPartBoundary>
  );
}

/** The start page loads this part lazily (its schemas stay out of the start page's chunk). */
export default AuftragHinweise;
