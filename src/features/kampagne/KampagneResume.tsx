import { useEffect, useState } from 'react';
import { LazyPartBoundary, retryableLazy } from '../../components/feedback/LazyPart';
import { useMatches } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { kampagneConsumed, selectLoggedIn } from '../session/sessionSlice';
import { readRouted, shouldResume } from './campaignMemory';

// the eligibility routing (its rules, thunks and order endpoints) loads when there is an
// entry to resume, not with every private page
const ResumeRouting = retryableLazy(() => import('./ResumeRouting'));

/**
 * Mount once inside the private area: when GET user/current brought kampagnendaten (a campaign opened
 * before the login, carried by the backend), route into that campaign's flow once (kampagneConsumed).
 * On the deep-link page itself nothing happens: that page routes. An entry that has already been routed (in this
 * or another tab, before a reload) is dropped: the customer goes where they go.
 */
export function KampagneResume() {
  const kampagnendaten = useAppSelector((state) => state.session.kampagnendaten);
  const loggedIn = useAppSelector(selectLoggedIn);
  const onDeepLink = useMatches().some((m) =>
    String((m.handle as { name?: string } | undefined)?.name ?? '').startsWith('kampagne.'),
  );
  const dispatch = useAppDispatch();
  // decided once per arrival of kampagnendaten, not on every render (the routing itself records the entry)
  const [fresh, setFresh] = useState<boolean | null>(null);
  useEffect(() => {
    if (!kampagnendaten) {
      setFresh(null);
      return;
    }
    const resume = shouldResume(kampagnendaten, readRouted(), Date.now());
    setFresh(resume);
    if (!resume) dispatch(kampagneConsumed());
  }, [kampagnendaten, dispatch]);
  if (!kampagnendaten || !fresh) return null;
  return (
    // a chunk that does not arrive only skips the resume: the customer stays where they are
    <LazyPartBoundary part={ResumeRouting} name="Kampagne fortsetzen">
      <ResumeRouting entry={kampagnendaten} enabled={loggedIn && !onDeepLink} />
    </LazyPartBoundary>
  );
}
