import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { OrderTerms } from '../orderTerms';
import { addedText, beforeText, minimumTermValue, monthlyText, oneOffValue } from '../termsText';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/**
 * What the choice costs, right before the step's button, read from the order's terms: what is paid today, what the
 * options add, the monthly price after (with an offer's price after its months), one-off costs and whether a new
 * minimum term starts. Polite live region: a screen reader hears the new total when an option is ticked.
 */
export function OrderTotal({ terms, heading }: { terms: OrderTerms | null; heading?: string }) {
  const { t } = useBestellungT();
  const rows: Array<[string, string]> = terms
    ? [
        ...(terms.concerns.type === 'contract'
          ? ([[t('price.totalBefore'), beforeText(t, terms)]] as Array<[string, string]>)
          : []),
        ...(terms.kind === 'option' ? ([[t('price.totalAdded'), addedText(t, terms)]] as Array<[string, string]>) : []),
        [t(terms.kind === 'option' ? 'price.totalMonthlyWithTariff' : 'price.totalMonthly'), monthlyText(t, terms)],
        [t('price.totalOneOff'), oneOffValue(t, terms.oneOff)],
        [t('price.totalTerm'), minimumTermValue(t, terms)],
      ]
    : [];
  return (
    <Box
      component="section"
      aria-labelledby="order-total"
      aria-live="polite"
      sx={{ my: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="order-total" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {heading ?? t('price.totalHeading')}
      </Typography>
      {terms ? (
        <Box
          component="dl"
          // on a phone each label sits above its value: two columns leave a long term no room
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <Box component="dt" sx={{ fontWeight: { xs: 600, sm: 400 } }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, mb: { xs: 0.5, sm: 0 } }}>
                {value}
              </Box>
            </Fragment>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{t('price.totalNone')}</Typography>
      )}
    </Box>
  );
}
