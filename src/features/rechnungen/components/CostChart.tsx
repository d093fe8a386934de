import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatMonth, formatMonthShort } from '../../../lib/dates';
import type { MonthPoint } from '../chartData';

/**
 * Invoice amounts and telephone costs per service month as a bar chart (@mui/x-charts, loaded lazily by the
 * invoices page so its first chunk stays small). The drawing is hidden from screen readers; the same values
 * are in the table below it (WCAG 1.1.1), open for everybody under "Werte als Tabelle".
 */
export default function CostChart({ points }: { points: MonthPoint[] }) {
  const { t } = useTranslation('rechnungen');
  const money = (value: number | null) => (value == null ? t('chart.none') : formatEuro(value));
  return (
    <Box component="figure" aria-labelledby="kosten-chart-caption" sx={{ m: 0 }}>
      <Typography id="kosten-chart-caption" component="figcaption" sx={{ mb: 1 }}>
        {t('chart.caption', { from: formatMonth(points[0].month), to: formatMonth(points[points.length - 1].month) })}
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: points.map((p) => formatMonthShort(p.month)) }]}
          yAxis={[{ valueFormatter: (v: number) => formatEuro(v), width: 80 }]}
          series={[
            {
              data: points.map((p) => p.invoice),
              label: t('chart.invoice'),
              color: '#005a9c',
              valueFormatter: (v) => money(v),
            },
            {
              data: points.map((p) => p.phone),
              label: t('chart.phone'),
              color: '#c75000',
              valueFormatter: (v) => money(v),
            },
          ]}
          margin={{ left: 8, right: 8 }}
          // the values are in the table below; the hidden drawing must take no keyboard focus
          disableKeyboardNavigation
        />
      </Box>
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
              {points.map((p) => (
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
