import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import startseite from '../../../i18n/de/startseite.json';
import { now } from '../../../lib/dates';
import { EditorialCards } from '../../editorial/EditorialCards';
import { ZelosDokumente } from '../../vertraege/ZelosDokumente';
import { addressName, greetingKey } from '../greeting';
import { Shortcuts } from '../Shortcuts';
import { SpecialOfferBanner } from '../SpecialOfferBanner';

registerMessages('startseite', startseite);

/** Home: greeting, special offer, shortcuts, contract documents and editorial cards. */
export default function StartseitePage() {
  const { t } = useTranslation('startseite');
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const name = addressName(kundendaten);
  const heading = name ? t(`greeting.${greetingKey(now())}`, { name }) : t('greeting.noName');
  return (
    <PageScaffold heading={heading}>
      <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
      {kundendaten && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('customerNumber', { number: kundendaten.number })}
        </Typography>
      )}
      <SpecialOfferBanner />
      <Shortcuts />
      <ZelosDokumente />
      <Box component="section" aria-labelledby="news-heading">
        <Typography id="news-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('news')}
        </Typography>
        <EditorialCards source="startseite" />
      </Box>
    </PageScaffold>
  );
}
