import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatMonthShort } from '../../../lib/dates';
import type { MonthPoint } from '../chartData';

/**
 * The bar chart drawing itself (@mui/x-charts, large): its own lazy chunk, so the invoices page need not wait
 * for it. Hidden from screen readers: CostChart has the same values in a table.
 */
export default function CostChartDrawing({ points, height }: { points: MonthPoint[]; height: number }) {
  const { t } = useTranslation('rechnungen');
  const money = (value: number | null) => (value == null ? t('chart.none') : formatEuro(value));
  return (
    <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={height}
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
  );
}
