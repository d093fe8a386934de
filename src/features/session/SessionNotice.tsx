import { LazyPartBoundary, retryableLazy } from '../../components/feedback/LazyPart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { noticeDismissed } from './sessionEvents';
import { useSessionT } from '../../i18n/texts/session';

// the Snackbar with its transitions loads when the notice is shown, not with every private page
const SessionNoticeView = retryableLazy(() => import('./SessionNoticeView'));

/**
 * The German notice after this tab's data was replaced by the session's customer (another tab logged in
 * someone else, or a write was refused for that reason). Stays until closed: it explains why the page
 * changed and that nothing was saved.
 */
export function SessionNotice() {
  const { t } = useSessionT();
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.session.notice);
  if (notice !== 'accountSwitched') return null;
  return (
    <LazyPartBoundary part={SessionNoticeView} name="Hinweis Kontowechsel">
      <SessionNoticeView
        text={t('accountSwitched')}
        closeText={t('noticeClose')}
        onClose={() => dispatch(noticeDismissed())}
      />
    </LazyPartBoundary>
  );
}
