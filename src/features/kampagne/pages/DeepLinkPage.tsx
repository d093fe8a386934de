import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hrefFor, type Campaign } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { DEEPLINK_QUERY_PARAM } from '../../../config/constants';
import { forgetEntry } from '../campaignMemory';
import { deepLinkEntered, firstEntry } from '../deepLinkThunks';
import { useCampaignRouting } from '../useCampaignRouting';
import { useKampagneT } from '../../../i18n/texts/kampagne';

/**
 * A campaign deep link (spec §2): tracks the entry, sends an anonymous visitor to the login (redir back
 * here) and routes a logged-in customer into the campaign's order flow.
 */
export default function DeepLinkPage({ campaign }: { campaign: Campaign }) {
  const { t } = useKampagneT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const status = useAppSelector((state) => state.session.status);
  const kampagneParam = params.get(DEEPLINK_QUERY_PARAM);
  const loggedIn = status === 'loggedIn';
  // the entry as the backend records it (tracking/kampagne) and may hand it back in user/current
  const entry = useMemo(
    () => ({ kampagne: kampagneParam ?? campaign, path: location.pathname }),
    [kampagneParam, campaign, location.pathname],
  );
  const { failed, started } = useCampaignRouting(campaign, entry, loggedIn);

  useEffect(() => {
    // wait for the start-up user load, so the event carries the kundennummer when there is a session
    if (status === 'unknown') return;
    if (!firstEntry(location.pathname + location.search)) return;
    // a new entry without a session must be resumed after the login, even if the same link was routed before
    if (status !== 'loggedIn') forgetEntry(entry);
    void dispatch(deepLinkEntered({ campaign, kampagne: kampagneParam, path: location.pathname }));
  }, [status, campaign, kampagneParam, entry, location.pathname, location.search, dispatch]);

  // a session that expired while this page routed: the session listener leads to session-expired
  const endedWhileRouting = status === 'expired' && started;
  if (status !== 'unknown' && !loggedIn && !endedWhileRouting) {
    return <Navigate replace to={hrefFor('login', {}, { redir: location.pathname + location.search })} />;
  }
  return (
    <PageScaffold>
      {failed ? <ErrorMessage error={null} fallbackKey="kampagne:failed" /> : <Pending label={t('routing')} />}
    </PageScaffold>
  );
}
