import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { Rechnung, Telefonkosten } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import { monthlySeries } from '../chartData';
import CostChart from './CostChart';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

/**
 * The last 24 months of invoice amounts and telephone costs; its own small notice if it cannot render.
 * `rechnungen`, `telefonkosten`: those shown (one contract's); the chart sums per month, so thousands of contracts
 * still make 24 bars.
 */
export function CostChartSection({
  rechnungen: shownInvoices,
  telefonkosten: shownCosts,
}: {
  rechnungen?: readonly Rechnung[];
  telefonkosten?: readonly Telefonkosten[];
} = {}) {
  const { t } = useRechnungenT();
  const allInvoices = useAppSelector((state) => state.session.rechnungen);
  const allCosts = useAppSelector((state) => state.session.telefonkosten);
  const rechnungen = shownInvoices ?? allInvoices;
  const telefonkosten = shownCosts ?? allCosts;
  const points = useMemo(() => monthlySeries(rechnungen, telefonkosten), [rechnungen, telefonkosten]);
  if (points.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="kosten-heading" sx={{ mb: 3 }}>
      <Typography id="kosten-heading" variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('chart.heading')}
      </Typography>
      {/* a failed chart (chunk or drawing) must not take the invoice list with it; its own wording says where
          the same figures are */}
      <SectionBoundary
        name="Kostendiagramm"
        fallback={() => <Typography role="status">{t('chart.failed')}</Typography>}
      >
        <CostChart points={points} />
      </SectionBoundary>
    </Box>
  );
}
