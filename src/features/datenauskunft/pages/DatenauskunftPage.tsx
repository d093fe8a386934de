import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect } from 'react';
import { isMissingCall } from '../../../api/errors';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDateTime } from '../../../lib/dates';
import { useLogout } from '../../auth/useLogout';
import { useStepUp } from '../../sicherheit/useStepUp';
import { Dateien } from '../components/Dateien';
import { useDatenauskunftVorbereitenMutation } from '../datenauskunftApi';
import { TABELLEN } from '../datenauskunftSchema';
import { useDatenauskunftT } from '../../../i18n/texts/datenauskunft';

const SIGN_IN_AGAIN = 'ANMELDUNG_ERNEUERN';

/** What the download holds and what it needs: the same on every state of the page. */
function Einleitung() {
  const { t } = useDatenauskunftT();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Typography sx={{ mb: 1 }}>{t('enthalten')}</Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
        {TABELLEN.map((name) => (
          <li key={name}>{t(`tabelle.${name}`)}</li>
        ))}
      </Box>
      <Typography sx={{ mb: 1 }}>{t('keineGeheimnisse')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sicherheit')}
      </Typography>
    </>
  );
}

// one element each, so the page's own updates (busy, ready) re-render neither: only the part that changes renders
// in the frame of the customer's click
const EINLEITUNG = <Einleitung />;
const BACK = <BackToOverview />;

/**
 * „Meine Daten herunterladen“ (Art. 15/20 DSGVO): the server puts the files together after a recent sign-in or a
 * confirmed code (the step-up question asks when it answers 403 ZWEITER_FAKTOR); the page then offers the JSON
 * file and one CSV per table as downloads it never reads itself.
 */
export default function DatenauskunftPage() {
  const { t } = useDatenauskunftT();
  const [vorbereiten, prepared] = useDatenauskunftVorbereitenMutation();
  const stepUp = useStepUp('datenauskunft');
  const { logout, pending: loggingOut } = useLogout();
  // the sign-in is too old and no second factor is set up: only a new sign-in opens the download
  const signInAgain = (prepared.error as { data?: { code?: unknown } } | undefined)?.data?.code === SIGN_IN_AGAIN;
  // the files' first render (a table, a dozen buttons, their styles, the date formatter) runs in a background
  // render that gives way to the customer's input; the spinner stays until it is on screen
  const ready = useDeferredValue(prepared.data);
  const working = prepared.isLoading || (prepared.data !== undefined && ready !== prepared.data);
  // the files name their dates in Berlin time: the formatter (ICU's time-zone data, a long task on a throttled
  // phone) is made while the customer reads, not in the frame that shows the files
  useEffect(() => {
    const warm = () => void formatDateTime(new Date());
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(warm);
    return () => cancelIdleCallback(handle);
  }, []);

  const onPrepare = async () => {
    try {
      await stepUp.send(() => vorbereiten().unwrap());
    } catch {
      // the mutation's error is shown below; a closed code question sent nothing and leaves the button as it was
    }
  };

  return (
    <PageScaffold>
      {EINLEITUNG}
      {isMissingCall(prepared.error) ? (
        <Notice severity="info">{t('unavailable')}</Notice>
      ) : ready && ready === prepared.data ? (
        <Dateien vorbereitet={ready} onRenew={() => void onPrepare()} />
      ) : (
        <>
          {/* no touch ripple render in the press's frame (INP, as SubmitButton); keyboard focus keeps its ripple */}
          <Button variant="contained" onClick={() => void onPrepare()} loading={working} disableTouchRipple>
            {t('vorbereiten')}
          </Button>
          {working && <Pending inline label={t('vorbereitenLaeuft')} />}
          {prepared.isError && <ErrorMessage error={prepared.error} fallbackKey="datenauskunft:failed" />}
          {signInAgain && (
            <Button variant="outlined" onClick={() => void logout()} loading={loggingOut}>
              {t('abmelden')}
            </Button>
          )}
        </>
      )}
      {stepUp.dialog}
      {BACK}
    </PageScaffold>
  );
}
