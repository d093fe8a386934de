import Typography from '@mui/material/Typography';
import { isMissingCall } from '../../../api/errors';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { PasskeySection } from '../components/PasskeySection';
import { SitzungenSection } from '../components/SitzungenSection';
import { ZweiFaktorSection } from '../components/ZweiFaktorSection';
import { useSicherheitQuery } from '../sicherheitApi';
import { useSicherheitT } from '../../../i18n/texts/sicherheit';

/**
 * Meine Daten › „Anmeldung & Sicherheit“: passkeys, two-step login, signed-in devices. A backend
 * without these calls (404) gets an explanation instead of the sections, never a crash.
 */
export default function SicherheitPage() {
  const { t } = useSicherheitT();
  const query = useSicherheitQuery();
  return (
    <PageScaffold>
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      {isMissingCall(query.error) ? (
        <Notice severity="info" sx={{ mb: 4 }}>
          {t('unavailable')}
        </Notice>
      ) : (
        <QueryState query={query}>
          {(sicherheit) => (
            <>
              <PasskeySection passkeys={sicherheit.passkeys} />
              <ZweiFaktorSection zweiFaktor={sicherheit.zweiFaktor} />
            </>
          )}
        </QueryState>
      )}
      <SitzungenSection />
      <BackToOverview />
    </PageScaffold>
  );
}
