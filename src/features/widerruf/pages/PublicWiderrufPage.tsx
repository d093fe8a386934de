import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { WiderrufForm } from '../WiderrufForm';
import { useWiderrufT } from '../../../i18n/texts/widerruf';

// texts registered here, not by a bare import (package.json sideEffects: false lets the bundler drop those)

/**
 * „Vertrag widerrufen" without login (footer, next to „Verträge hier kündigen"): customer number, the order's
 * Auftragsschlüssel and the holder's name, checked by the backend, which answers a mismatch neutrally. A logged-in visitor gets
 * their own data filled in; nobody has to log in.
 */
export default function PublicWiderrufPage() {
  const { t } = useWiderrufT();
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const initialValues = kundendaten
    ? {
        kundennummer: String(kundendaten.number ?? ''),
        vorname: kundendaten.firstname ?? '',
        nachname: kundendaten.lastname ?? '',
        email: kundendaten.email ?? '',
      }
    : undefined;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageScaffold>
        <Typography sx={{ mb: 2 }}>{t('introOeffentlich')}</Typography>
        <WiderrufForm oeffentlich initialValues={initialValues} />
      </PageScaffold>
    </Box>
  );
}
