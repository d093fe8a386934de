import Box from '@mui/material/Box';
import { Notice } from '../../../components/feedback/Notice';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useAppSelector, useSessionReady } from '../../../app/hooks';
import type { VertragTab } from '../../../config/paths';
import type { Vertrag } from '../../../api/types';
import { FramePending, Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { vertragTabComponent } from '../tabs/tabChunks';
import { useVertrag } from '../useVertrag';
import { VertragBanner } from '../VertragBanner';
import { useVertragLage } from '../useVertragLage';
import { LazyPartBoundary, retryableLazy } from '../../../components/feedback/LazyPart';
import { hasLine } from '../../stoerung/stoerungRules';
import { WiderrufVertrag } from '../../widerruf/WiderrufVertrag';
import { isTabApplicable } from '../vertragRules';
import { useVertragShown } from './vertragShown';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

// the contract's fault banner or „Störung melden", loaded after the tab
const StoerungEinstieg = retryableLazy(() => import('../../stoerung/StoerungEinstieg'));

/**
 * A tab of the contract detail (route prop `tab`); the layout has already checked that the contract exists.
 * Until the session is there (a prerendered frame) and while the layout waits for the contract's running
 * requests, it shows the heading, the tab's intro and a progress.
 */
export default function VertragTabPage({ tab }: { tab: VertragTab }) {
  const { t } = useVertraegeT();
  const ready = useSessionReady();
  const vertrag = useVertrag();
  const shown = useVertragShown();
  const intro = t(`intro.${tab}`, { defaultValue: '' });
  if (ready && !vertrag) return null;
  return (
    <PageScaffold>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      {!ready || !vertrag || !shown ? <FramePending /> : <ShownTab vertrag={vertrag} tab={tab} intro={intro} />}
    </PageScaffold>
  );
}

/** The tab once the contract is shown: the banner and what the tab offers, from the contract's one rule. */
function ShownTab({ vertrag, tab, intro }: { vertrag: Vertrag; tab: VertragTab; intro: string }) {
  const { t } = useVertraegeT();
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const contracts = useAppSelector((state) => state.contracts.list);
  const lage = useVertragLage(vertrag);
  const Tab = vertragTabComponent(tab);
  return (
    <>
      {/* in place of the frame's progress, below heading and intro: appearing, it moves nothing painted */}
      <VertragBanner lage={lage} />
      {hasLine(vertrag) && (
        // a slot as high as the „Störung melden" button from the first paint: the part arrives later
        // without moving the page (an open fault's banner is taller and may still push it down)
        <Box sx={{ minHeight: 40, mb: 2 }}>
          <LazyPartBoundary part={StoerungEinstieg} name={`Vertrag ${vertrag.contractId}, Störung`}>
            <StoerungEinstieg vertrag={vertrag} />
          </LazyPartBoundary>
        </Box>
      )}
      {/* the orders of this contract: „widerrufen“ or „Vertrag widerrufen“ during their period */}
      <SectionBoundary name={`Vertrag ${vertrag.contractId}, Widerruf`}>
        <WiderrufVertrag contractId={vertrag.contractId} />
      </SectionBoundary>
      <Typography color="text.secondary" sx={{ mt: intro ? 0 : -2, mb: 3 }}>
        {t('layout.summary', { name: vertrag.name || '-', id: vertrag.contractId })}
      </Typography>
      {lage.geschlossen.has(tab) ? (
        <Notice severity="info">
          {t(`layout.ended.${lage.status === 'widerrufen' ? 'widerrufen' : 'gekuendigt'}`)}
        </Notice>
      ) : isTabApplicable(vertrag, { specialOffer, contracts }, tab) ? (
        <SectionBoundary key={tab} name={`Vertrag ${vertrag.contractId}, Reiter ${tab}`}>
          <Suspense fallback={<Pending />}>
            <Tab vertrag={vertrag} />
          </Suspense>
        </SectionBoundary>
      ) : (
        <Notice severity="info">{t('layout.notApplicable')}</Notice>
      )}
    </>
  );
}
