import type { VertragTab } from '../../../config/paths';
import { preloadable } from '../../../components/preloadable';
import type { TabProps } from './TabProps';

type Loader = Parameters<typeof preloadable<React.ComponentType<TabProps>>>[0];

/** One small component per tab, each its own chunk: a tab loads only what it needs. */
const LOADERS: Record<VertragTab, Loader> = {
  'allgemeine-daten': () => import('./AllgemeineDatenTab'),
  ausbaustatus: () => import('./AusbaustatusTab'),
  produktwechsel: () => import('./ProduktwechselTab'),
  treueangebot: () => import('./TreueangebotTab'),
  produktwechselalt: () => import('./ProduktwechselAltTab'),
  lieferadresse: () => import('./LieferadresseTab'),
  router: () => import('./RouterTab'),
  'energie-bundle': () => import('./EnergieBundleTab'),
  'option-hinzufuegen': () => import('./OptionHinzufuegenTab'),
  umzug: () => import('./UmzugTab'),
  technologieupgrade: () => import('./TechnologieupgradeTab'),
  vertragswechsel: () => import('./VertragswechselTab'),
  'voip-telefonie': () => import('./VoipTelefonieTab'),
  cloud: () => import('./CloudTab'),
  antivirus: () => import('./AntivirusTab'),
  mobilfunk: () => import('./MobilfunkTab'),
  spezialangebot: () => import('./SpezialangebotTab'),
  kuendigung: () => import('./KuendigungTab'),
};

const TABS = Object.fromEntries(Object.entries(LOADERS).map(([tab, load]) => [tab, preloadable(load)])) as Record<
  VertragTab,
  ReturnType<typeof preloadable<React.ComponentType<TabProps>>>
>;

/**
 * Starts a tab's chunk; the route loader calls it next to the page's own chunk, so the tab renders with the
 * page instead of after it behind a spinner of another height (a layout shift).
 */
export const preloadVertragTab = (tab: VertragTab) => TABS[tab].preload();

/** The tab's component: the loaded one when its chunk is there, else a lazy one (the page's Suspense). */
export const vertragTabComponent = (tab: VertragTab) => TABS[tab].Component();
