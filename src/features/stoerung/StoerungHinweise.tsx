import { useSessionReady } from '../../app/hooks';
import { LazyPartBoundary, retryableLazy } from '../../components/feedback/LazyPart';
import { useStoerungenQuery } from './stoerungApi';
import { hinweise } from './stoerungRules';

// the list with the fault texts loads only when there is something to show (the start page's bytes)
const StoerungHinweisListe = retryableLazy(() => import('./StoerungHinweisListe'));

/**
 * Start page: what needs the customer's attention about faults (an appointment tomorrow, a missed or missing
 * appointment, an open fault), most urgent first. Nothing when there is nothing — or no such call.
 */
export function StoerungHinweise() {
  // the start page renders while the user load is pending (a prerendered frame): ask once the session is there
  const ready = useSessionReady();
  const { data } = useStoerungenQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const list = data ? hinweise(data.stoerungen, data.stand) : [];
  if (!list.length) return null;
  return (
    <LazyPartBoundary part={StoerungHinweisListe} name="Hinweise zu Störungen">
      <StoerungHinweisListe list={list} />
    </LazyPartBoundary>
  );
}

/** The start page loads this part lazily (its schemas stay out of the start page's chunk). */
export default StoerungHinweise;
