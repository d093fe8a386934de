import Box from '@mui/material/Box';
import { formatEuro, formatMonthShort } from '../../../lib/dates';
import { type MonthPoint, valueTicks } from '../chartData';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

const SERIES = [
  { key: 'invoice', color: '#005a9c' },
  { key: 'phone', color: '#c75000' },
] as const;

/** Width of one month in the drawing's own units: two bars and the gap to the next month. */
const BAND = 3;
const BAR = 1.1;

/**
 * The bar chart drawing: grouped bars per month (SVG stretched to the box, no text inside), value labels and
 * month labels as HTML beside and below it, so it fits any width by CSS alone and renders in one pass. A chart
 * library cost a large chunk and the longest task of the invoices page (docs/decisions/0005). Hidden from screen
 * readers: CostChart has the same values in a table; a pointer on a bar shows its value (SVG title).
 */
export function CostChartDrawing({ points, height }: { points: MonthPoint[]; height: number }) {
  const { t } = useRechnungenT();
  const ticks = valueTicks(Math.max(0, ...points.flatMap((p) => [p.invoice ?? 0, p.phone ?? 0])));
  const top = ticks.at(-1) || 1;
  const percent = (value: number) => `${(value / top) * 100}%`;
  // each text once per render, not once per bar (48 bars)
  const seriesName = { invoice: t('chart.invoice'), phone: t('chart.phone') };
  const months = points.map((p) => formatMonthShort(p.month));
  return (
    <Box
      aria-hidden="true"
      sx={{
        height,
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        columnGap: 1,
        fontSize: '0.75rem',
        color: 'text.primary',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'center', gap: 2, mb: 1 }}>
        {SERIES.map((s) => (
          <Box key={s.key} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 12, height: 12, bgcolor: s.color, borderRadius: '2px' }} />
            {seriesName[s.key]}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', my: '6px' }}>
        {ticks.map((v) => (
          <Box
            key={v}
            component="span"
            sx={{ display: 'block', visibility: 'hidden', height: 0, whiteSpace: 'nowrap', pr: 0.5 }}
          >
            {formatEuro(v)}
          </Box>
        ))}
        {/* the position inline: as sx, every tick would be a CSS rule of its own */}
        {ticks.map((v) => (
          <Box
            key={v}
            component="span"
            sx={{ position: 'absolute', right: 4, transform: 'translateY(50%)', whiteSpace: 'nowrap' }}
            style={{ bottom: percent(v) }}
          >
            {formatEuro(v)}
          </Box>
        ))}
      </Box>
      <Box sx={{ borderLeft: 1, borderBottom: 1, borderColor: 'text.primary', my: '6px', minHeight: 0 }}>
        <svg
          width="100%"
          height="100%"
          viewBox={`0 0 ${points.length * BAND} 100`}
          preserveAspectRatio="none"
          role="presentation"
          style={{ display: 'block' }}
        >
          {points.map((p, i) =>
            SERIES.map((s, j) => {
              const value = p[s.key];
              if (value === null || value <= 0) return null;
              const h = (value / top) * 100;
              return (
                <rect
                  key={`${p.month}-${s.key}`}
                  x={i * BAND + 0.35 + j * BAR}
                  y={100 - h}
                  width={BAR}
                  height={h}
                  fill={s.color}
                >
                  <title>{`${months[i]}, ${seriesName[s.key]}: ${formatEuro(value)}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </Box>
      <Box
        sx={{
          gridColumn: 2,
          display: 'grid',
          gridTemplateColumns: `repeat(${points.length}, minmax(0, 1fr))`,
          // as many month labels as fit: every 6th on a phone, every 3rd from small screens, every 2nd wide; each
          // in its month's column (placed explicitly: a hidden label takes no room, so none sticks out at the end)
          '& > span': { display: 'none', justifySelf: 'center', whiteSpace: 'nowrap' },
          '& > span:nth-of-type(6n + 1)': { display: 'block' },
          '@media (min-width: 600px)': { '& > span:nth-of-type(3n + 1)': { display: 'block' } },
          '@media (min-width: 900px)': {
            '& > span:nth-of-type(3n + 1)': { display: 'none' },
            '& > span:nth-of-type(2n + 1)': { display: 'block' },
          },
        }}
      >
        {points.map((p, i) => (
          <span key={p.month} style={{ gridColumn: i + 1 }}>
            {months[i]}
          </span>
        ))}
      </Box>
    </Box>
  );
}
