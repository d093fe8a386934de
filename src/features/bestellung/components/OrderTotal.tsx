import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProduktOption } from '../../../api/types';
import { formatEuro } from '../../../lib/dates';
import { orderTotal, totalMonthlyText, type TotalProdukt } from './priceText';

/**
 * Monthly and one-off costs of what is chosen, right before the order step's button (issue 32 item 2). Polite
 * live region: a screen reader hears the new total when an option is ticked.
 */
export function OrderTotal({
  produkt,
  optionen,
  addOn = false,
  heading,
}: {
  produkt: TotalProdukt | null;
  optionen: ProduktOption[];
  /** options added to the contract's tariff: their addition first, then the new monthly total */
  addOn?: boolean;
  /** another heading than „Ihre Kosten mit dieser Auswahl“ (a move keeps its tariff: nothing is chosen) */
  heading?: string;
}) {
  const { t } = useTranslation('bestellung');
  const total = produkt ? orderTotal(produkt, optionen) : null;
  const none = t('summary.keineAngabe');
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
      {total ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {addOn && (
            <>
              <Box component="dt">{t('price.totalAdded')}</Box>
              <Box component="dd" sx={{ m: 0 }}>
                {total.addedMonthly === null
                  ? none
                  : t('price.optionMonthly', { price: formatEuro(total.addedMonthly) })}
              </Box>
            </>
          )}
          <Box component="dt">{t(addOn ? 'price.totalMonthlyWithTariff' : 'price.totalMonthly')}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {total.monthly === null || !produkt ? none : totalMonthlyText(t, total.monthly, produkt)}
          </Box>
          <Box component="dt">{t('price.totalOneOff')}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {total.oneOff === null ? none : total.oneOff === 0 ? t('price.oneOffNone') : formatEuro(total.oneOff)}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2">{t('price.totalNone')}</Typography>
      )}
    </Box>
  );
}
