import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { offerNotAvailableOf } from '../kampagne/offerNotice';
import { Notice } from '../../components/feedback/Notice';
import { useAngebotHinweisT } from '../../i18n/texts/angebotHinweis';

/**
 * After an offer deep link without an eligible contract (§2 sends the customer here): which offer it was
 * and why it is not shown. Announced as status; "Ausblenden" removes it from the history entry too. Loaded by
 * the start page only when there is such a notice: its texts (one reason per campaign) are rarely needed.
 */
export default function OfferNotAvailableNotice() {
  const { t } = useAngebotHinweisT();
  const location = useLocation();
  const navigate = useNavigate();
  const campaign = offerNotAvailableOf(location.state);
  if (!campaign) return null;
  return (
    <Notice
      severity="info"
      role="status"
      sx={{ mb: 3, maxWidth: 720 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
        >
          {t('dismiss')}
        </Button>
      }
    >
      {t('text', {
        offer: t(`common:campaignOffers.${campaign}`),
        reason: t(`reasons.${campaign}`),
      })}{' '}
      <Link component={RouterLink} to={hrefFor('vertraege.list')} color="inherit" sx={{ fontWeight: 600 }}>
        {t('contracts')}
      </Link>
    </Notice>
  );
}
