import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { formatEuro, formatMonth } from '../../../lib/dates';
import type { MonthPoint } from '../chartData';
import { CostChartDrawing } from './CostChartDrawing';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

/** The drawing's height in px. */
const CHART_HEIGHT = 280;

const NO_POINTS: MonthPoint[] = [];

/**
 * Invoice amounts and telephone costs per service month as a bar chart. The drawing is hidden from screen readers; the same values
 * are in the table below it (WCAG 1.1.1), open for everybody under "Werte als Tabelle".
 */
export default function CostChart({ points }: { points: MonthPoint[] }) {
  const { t } = useRechnungenT();
  const money = (value: number | null) => (value == null ? t('chart.none') : formatEuro(value));
  // the value table starts closed: its rows follow in a background render instead of delaying the page
  const tableRows = useDeferredValue(points, NO_POINTS);
  return (
    <Box component="figure" aria-labelledby="kosten-chart-caption" sx={{ m: 0 }}>
      <Typography id="kosten-chart-caption" component="figcaption" sx={{ mb: 1 }}>
        {/* the period on a line of its own: the customer's months, under the caption the frame's wording */}
        <Box component="span" sx={{ display: 'block' }}>
          {t('chart.caption')}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {t('chart.period', { from: formatMonth(points[0].month), to: formatMonth(points[points.length - 1].month) })}
        </Box>
      </Typography>
      <CostChartDrawing points={points} height={CHART_HEIGHT} />
      <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
        <summary>{t('chart.table')}</summary>
        {/* on a narrow phone the table scrolls inside its own box (keyboard too), never the page (WCAG 1.4.10) */}
        <Box
          role="region"
          aria-label={t('chart.tableCaption')}
          tabIndex={0}
          sx={{ overflowX: 'auto', maxWidth: '100%' }}
        >
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              mt: 1,
              fontSize: { xs: '0.875rem', sm: '1rem' },
              '& th, & td': { px: { xs: 0.5, sm: 1 }, py: 0.5 },
            }}
          >
            <caption style={{ textAlign: 'left' }}>{t('chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  {t('chart.month')}
                </th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  {t('chart.invoice')}
                </th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  {t('chart.phone')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tableRows.map((p) => (
                <tr key={p.month}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                    {formatMonth(p.month)}
                  </th>
                  <td style={{ textAlign: 'right' }}>{money(p.invoice)}</td>
                  <td style={{ textAlign: 'right' }}>{money(p.phone)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
