import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { hrefFor } from '../../../config/paths';
import { hatKostenSchutz } from '../../kostenSchutz/schutzRule';
import { BeanstandungenListe } from '../components/BeanstandungenListe';
import { LaufzeitSection } from '../components/LaufzeitSection';
import { MinderungSection } from '../components/MinderungSection';
import { Schlichtung } from '../components/Schlichtung';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

/** Contracts linked by name here; a fleet finds the rest in its contract list. */
const SCHUTZ_LINKS = 10;

/** „Meine Rechte“: the customer's rights under the TKG in plain German, each with the way to use it. */
export default function MeineRechtePage() {
  const { t } = useMeineRechteT();
  return (
    <PageScaffold>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('intro')}</Typography>
      <SectionBoundary name="Kosten & Schutz">
        <SchutzLinks />
      </SectionBoundary>
      <Box component="section" aria-labelledby="beanstandung-heading" sx={{ mb: 4, maxWidth: 760 }}>
        <Typography id="beanstandung-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('beanstandung.heading')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('beanstandung.text')}</Typography>
        <Typography sx={{ mb: 1 }}>{t('beanstandung.sperre')}</Typography>
        <Link component={RouterLink} to={hrefFor('rechnungen.rechnungen')}>
          {t('beanstandung.zuRechnungen')}
        </Link>
        <SectionBoundary name="Beanstandungen">
          <BeanstandungenListe />
        </SectionBoundary>
      </Box>
      <SectionBoundary name="Minderung">
        <MinderungSection />
      </SectionBoundary>
      <SectionBoundary name="Laufzeit und bester Tarif">
        <LaufzeitSection />
      </SectionBoundary>
      <Schlichtung />
    </PageScaffold>
  );
}

function SchutzLinks() {
  const { t } = useMeineRechteT();
  const contracts = useAppSelector((state) => state.contracts.list);
  const mit = contracts.filter((c) => hatKostenSchutz(c.category));
  return (
    <Box component="section" aria-labelledby="schutz-heading" sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id="schutz-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('schutz.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('schutz.text')}</Typography>
      {mit.length === 0 ? (
        <Typography>{t('schutz.keine')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {mit.slice(0, SCHUTZ_LINKS).map((c) => (
            <li key={c.contractId}>
              <Link component={RouterLink} to={hrefFor('kostenSchutz', { id: c.contractId })}>
                {t('schutz.link', { vertrag: `${c.name || c.contractId} (${c.contractId})` })}
              </Link>
            </li>
          ))}
        </Box>
      )}
      {mit.length > SCHUTZ_LINKS && <Typography variant="body2">{t('schutz.mehr')}</Typography>}
    </Box>
  );
}
