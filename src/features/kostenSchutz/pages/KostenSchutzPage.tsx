import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import { BackToContract } from '../../../components/layout/BackToContract';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { DatenvolumenSection } from '../components/DatenvolumenSection';
import { EvnSection } from '../components/EvnSection';
import { RoamingSection } from '../components/RoamingSection';
import { SperrenSection } from '../components/SperrenSection';
import { isMissingCall } from '../../../api/errors';
import { useSchutzQuery } from '../kostenSchutzApi';
import { selectContract } from '../../eligibility/contractsSlice';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

/**
 * „Kosten & Schutz“ of one contract: the data meter and the roaming cap (mobile), the free blocks and the
 * itemised bill. A backend without these calls gets a short notice instead of an error.
 */
export default function KostenSchutzPage() {
  const { t } = useKostenSchutzT();
  const { id = '' } = useParams();
  const name = useAppSelector((state) => selectContract(state, id)?.name ?? '');
  const query = useSchutzQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <PageScaffold>
      <BackToContract contractId={id} />
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('vertrag', { name: name ? `${name} (${id})` : id })}</Typography>
      {isMissingCall(query.error) ? (
        <Notice severity="info">{t('nichtVerfuegbar')}</Notice>
      ) : (
        <QueryState query={query} pendingLabel={t('loading')}>
          {(schutz) => (
            <>
              <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
              {schutz.datenvolumen && (
                <SectionBoundary name="Datenvolumen">
                  <DatenvolumenSection contractId={schutz.vertragsId} daten={schutz.datenvolumen} />
                </SectionBoundary>
              )}
              {schutz.roaming && (
                <SectionBoundary name="Roaming">
                  <RoamingSection contractId={schutz.vertragsId} roaming={schutz.roaming} />
                </SectionBoundary>
              )}
              <SectionBoundary name="Sperren">
                <SperrenSection schutz={schutz} />
              </SectionBoundary>
              {schutz.evn && (
                <SectionBoundary name="Einzelverbindungsnachweis">
                  <EvnSection schutz={schutz} evn={schutz.evn} />
                </SectionBoundary>
              )}
            </>
          )}
        </QueryState>
      )}
    </PageScaffold>
  );
}
