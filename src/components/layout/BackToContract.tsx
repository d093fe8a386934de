import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';

/** „← Zurück zum Vertrag“ above a page that belongs to one contract (SIM & Geräte, Kosten & Schutz). */
export function BackToContract({ contractId }: { contractId: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      component={RouterLink}
      to={hrefFor('vertrag.allgemeine-daten', { id: contractId })}
      sx={{ display: 'inline-block', mb: 2 }}
    >
      ← {t('links.backToContract')}
    </Link>
  );
}
