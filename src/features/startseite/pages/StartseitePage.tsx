import Box from '@mui/material/Box';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { useLocation } from 'react-router-dom';
import { offerNotAvailableOf } from '../../kampagne/offerNotice';
import { imRueckstand } from '../../../lib/beanstandung.mjs';
import { now, today, toServerDate } from '../../../lib/dates';
import { EditorialCards } from '../../editorial/EditorialCards';
import { ZelosDokumente } from '../../vertraege/ZelosDokumente';
import { addressName, greetingKey } from '../greeting';
import { Shortcuts } from '../Shortcuts';
import { SimLinks } from '../SimLinks';
import { SpecialOfferBanner } from '../../specialOffer/SpecialOfferBanner';
import { LazyPartBoundary, retryableLazy } from '../../../components/feedback/LazyPart';
import { useHydrated } from '../../../components/form/useHydrated';
import { useStartseiteT } from '../../../i18n/texts/startseite';

// fault notices: their schemas and texts load after the page, not with its first load
const StoerungHinweise = retryableLazy(() => import('../../stoerung/StoerungHinweise'));
// only after an offer deep link that found no eligible contract (its state on the history entry)
const OfferNotAvailableNotice = retryableLazy(() => import('../OfferNotAvailableNotice'));
// orders that wait for a document, the same way
const AuftragHinweise = retryableLazy(() => import('../../auftraege/AuftragHinweise'));
// the data meter's notices at 80 % and 100 %, the same way, and only for a customer with a mobile contract
const DatenvolumenHinweise = retryableLazy(() => import('../../kostenSchutz/DatenvolumenHinweise'));
// a block announced for arrears, the same way, and only for a customer who may have arrears
const SperrHinweis = retryableLazy(() => import('../../meineRechte/SperrHinweis'));

/** A grey line of text height while the customer's data loads (MUI's Skeleton would be on the start page's first load). */
const Placeholder = ({ width }: { width: string }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-block', width, bgcolor: 'action.hover', borderRadius: 1 }}>
    {'\u00a0'}
  </Box>
);

/**
 * Home: welcome, greeting, shortcuts, special offer, contract documents and editorial cards. Its frame
 * is prerendered at build time (route table: shell), so the customer's data fills in without moving
 * what is already painted: the greeting lines keep their height as skeletons, the offer comes after the
 * shortcuts.
 */
export default function StartseitePage() {
  const { t } = useStartseiteT();
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const mobil = useAppSelector((state) => state.contracts.list.some((c) => c.category === 'mobilfunk'));
  // an invoice in arrears, or one whose status the backend does not name (a block may then be announced too)
  const rueckstand = useAppSelector((state) =>
    state.session.rechnungen.some((r) => r.status === 'unbekannt' || imRueckstand(r, toServerDate(today()))),
  );
  const hydrated = useHydrated();
  const location = useLocation();
  const greeting = (name: string) => {
    const key = greetingKey(now());
    return name ? t(`greeting.${key}`, { name }) : t(`greetingWithoutName.${key}`);
  };
  return (
    <PageScaffold heading={t('heading')}>
      <Box sx={{ mb: 2 }} aria-busy={!kundendaten}>
        <Typography variant="h6" component="p">
          {kundendaten ? greeting(addressName(kundendaten)) : <Placeholder width="18ch" />}
        </Typography>
        <Typography color="text.secondary">
          {kundendaten ? t('customerNumber', { number: kundendaten.number }) : <Placeholder width="14ch" />}
        </Typography>
      </Box>
      {hydrated && offerNotAvailableOf(location.state) && (
        <LazyPartBoundary part={OfferNotAvailableNotice} name="Hinweis zum Angebot">
          <OfferNotAvailableNotice />
        </LazyPartBoundary>
      )}
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      <SectionBoundary name="Schnellzugriffe">
        <Shortcuts />
      </SectionBoundary>
      {/* the customer's contracts are known after hydration only: the prerendered frame has none */}
      {hydrated && (
        <SectionBoundary name="SIM & Geräte">
          <SimLinks />
        </SectionBoundary>
      )}
      {/* after hydration only: the prerendered frame has no lazily loaded part to wait for */}
      {hydrated && rueckstand && (
        <LazyPartBoundary part={SperrHinweis} name="Hinweis zur Sperre">
          <SperrHinweis />
        </LazyPartBoundary>
      )}
      {hydrated && (
        <LazyPartBoundary part={StoerungHinweise} name="Hinweise zu Störungen">
          <StoerungHinweise />
        </LazyPartBoundary>
      )}
      {hydrated && (
        <LazyPartBoundary part={AuftragHinweise} name="Hinweise zu Aufträgen">
          <AuftragHinweise />
        </LazyPartBoundary>
      )}
      {hydrated && mobil && (
        <LazyPartBoundary part={DatenvolumenHinweise} name="Hinweise zum Datenvolumen">
          <DatenvolumenHinweise />
        </LazyPartBoundary>
      )}
      <SectionBoundary name="Spezialangebot">
        <SpecialOfferBanner />
      </SectionBoundary>
      <SectionBoundary name="Vertragsdokumente">
        <ZelosDokumente />
      </SectionBoundary>
      <Box component="section" aria-labelledby="news-heading">
        <Typography id="news-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('news')}
        </Typography>
        <EditorialCards source="startseite" />
      </Box>
    </PageScaffold>
  );
}
