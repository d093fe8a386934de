import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { hrefFor } from '../../config/paths';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { useMarkSpecialOfferSeenMutation } from './specialOfferApi';
import { Notice, NoticeTitle } from '../../components/feedback/Notice';
import { SpecialOfferPrice } from './SpecialOfferPrice';
import { useStartseiteT } from '../../i18n/texts/startseite';

/** The customer's special offer while it is not seen (spec §3/§4: seen flag). */
export function SpecialOfferBanner() {
  const { t } = useStartseiteT();
  const offer = useAppSelector((state) => state.specialOffer.offer);
  const [markSeen, { isLoading, error }] = useMarkSpecialOfferSeenMutation();
  if (!offer || offer.seen) return null;
  return (
    <Box component="section" aria-labelledby="special-offer-title" sx={{ mb: 4 }}>
      <Notice severity="info" icon={false} sx={{ border: 1, borderColor: 'primary.main' }}>
        <NoticeTitle id="special-offer-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {offer.title ? `${t('offer.label')}: ${offer.title}` : t('offer.label')}
        </NoticeTitle>
        {/* the spec shows only the seen flag: each detail only when the offer carries it */}
        {offer.text && <p>{offer.text}</p>}
        <SpecialOfferPrice offer={offer} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {offer.contractId && (
            <Button
              variant="contained"
              component={RouterLink}
              to={hrefFor('vertrag.spezialangebot', { id: offer.contractId })}
            >
              {t('offer.show')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => void markSeen()} disabled={isLoading} aria-busy={isLoading}>
            {t('offer.seen')}
          </Button>
        </Box>
        {error !== undefined && <ErrorMessage error={error} />}
      </Notice>
    </Box>
  );
}
