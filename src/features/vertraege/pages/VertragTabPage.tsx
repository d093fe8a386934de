import Alert from '@mui/material/Alert';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import type { VertragTab } from '../../../config/paths';
import { Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import vertraege from '../../../i18n/de/vertraege.json';
import type { TabProps } from '../tabs/TabProps';
import { useVertrag } from '../useVertrag';
import { isTabApplicable } from '../vertragRules';

registerMessages('vertraege', vertraege);

type TabComponent = LazyExoticComponent<ComponentType<TabProps>>;

/** One small component per tab, each its own chunk: a tab loads only what it needs. */
const TABS: Record<VertragTab, TabComponent> = {
  'allgemeine-daten': lazy(() => import('../tabs/AllgemeineDatenTab')),
  ausbaustatus: lazy(() => import('../tabs/AusbaustatusTab')),
  produktwechsel: lazy(() => import('../tabs/ProduktwechselTab')),
  treueangebot: lazy(() => import('../tabs/TreueangebotTab')),
  produktwechselalt: lazy(() => import('../tabs/ProduktwechselAltTab')),
  lieferadresse: lazy(() => import('../tabs/LieferadresseTab')),
  router: lazy(() => import('../tabs/RouterTab')),
  'energie-bundle': lazy(() => import('../tabs/EnergieBundleTab')),
  'option-hinzufuegen': lazy(() => import('../tabs/OptionHinzufuegenTab')),
  umzug: lazy(() => import('../tabs/UmzugTab')),
  technologieupgrade: lazy(() => import('../tabs/TechnologieupgradeTab')),
  vertragswechsel: lazy(() => import('../tabs/VertragswechselTab')),
  'voip-telefonie': lazy(() => import('../tabs/VoipTelefonieTab')),
  cloud: lazy(() => import('../tabs/CloudTab')),
  antivirus: lazy(() => import('../tabs/AntivirusTab')),
  mobilfunk: lazy(() => import('../tabs/MobilfunkTab')),
  spezialangebot: lazy(() => import('../tabs/SpezialangebotTab')),
  kuendigung: lazy(() => import('../tabs/KuendigungTab')),
};

/** A tab of the contract detail (route prop `tab`); the layout has already checked that the contract exists. */
export default function VertragTabPage({ tab }: { tab: VertragTab }) {
  const { t } = useTranslation('vertraege');
  const vertrag = useVertrag();
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  if (!vertrag) return null;
  const Tab = TABS[tab];
  return (
    <PageScaffold>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        {t('layout.summary', { name: vertrag.name || '-', id: vertrag.contractId })}
      </Typography>
      {isTabApplicable(vertrag, { specialOffer }, tab) ? (
        <SectionBoundary key={tab} name={`Vertrag ${vertrag.contractId}, Reiter ${tab}`}>
          <Suspense fallback={<Pending />}>
            <Tab vertrag={vertrag} />
          </Suspense>
        </SectionBoundary>
      ) : (
        <Alert severity="info">{t('layout.notApplicable')}</Alert>
      )}
    </PageScaffold>
  );
}
