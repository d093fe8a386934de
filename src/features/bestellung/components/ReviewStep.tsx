import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kundendaten, OrderAddress, Produkt } from '../../../api/types';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { formatDate, formatEuro } from '../../../lib/dates';
import { maskIban } from '../../../lib/validators';
import type { ProductChoice } from './ProductStep';

export const formatAddress = (a: OrderAddress) => `${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`;

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '16rem 1fr' }, gap: 1, my: 1 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Step 2: personal data, addresses, payment, then the contract summary (TKG § 54) and the order button
 * labelled as § 312j BGB requires. The submit error (server message) keeps everything as it is.
 */
export function ReviewStep({
  kundendaten: k,
  produkt,
  choice,
  verbrauchsstelle,
  rechnung,
  wohnadresse,
  iban,
  downgradeAllowed,
  onBack,
  onOrder,
}: {
  kundendaten: Kundendaten;
  produkt: Produkt;
  choice: ProductChoice;
  verbrauchsstelle: OrderAddress;
  rechnung: OrderAddress;
  wohnadresse: OrderAddress;
  iban: string | null;
  downgradeAllowed: boolean;
  onBack: () => void;
  onOrder: () => Promise<SubmitResult>;
}) {
  const { t } = useTranslation('bestellung');
  const options = produkt.options.filter((o) => choice.optionen[o.id]);
  // unknown prices: no sum is invented ('-' shown)
  const prices = [produkt.monthlyPrice, ...options.map((o) => o.monthlyPrice)];
  const monthly = prices.includes(null) ? null : prices.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  const name = [k.titel, k.firstname, k.lastname].filter(Boolean).join(' ') + (k.company ? ` (${k.company})` : '');
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.persoenlich')}
      </Typography>
      <Facts
        rows={[
          [t('review.name'), name],
          [t('review.birthday'), formatDate(k.birthday)],
          [t('review.email'), k.email],
          [t('review.phone'), [k.phone, k.phone2].filter(Boolean).join(', ')],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.adressen')}
      </Typography>
      <Facts
        rows={[
          [t('review.wohnadresse'), formatAddress(wohnadresse)],
          [t('review.verbrauchsstelle'), formatAddress(verbrauchsstelle)],
          [t('review.rechnungsanschrift'), formatAddress(rechnung)],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.zahlung')}
      </Typography>
      <Facts
        rows={[
          [t('review.zahlung'), t('review.lastschrift')],
          [t('review.iban'), iban ? maskIban(iban) : t('review.noIban')],
        ]}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('review.changeHint')}
      </Typography>

      <Box
        component="section"
        aria-labelledby="vertragszusammenfassung"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2 }}
      >
        <Typography id="vertragszusammenfassung" variant="h6" component="h3">
          {t('summary.heading')}
        </Typography>
        <Facts
          rows={[
            [t('summary.produkt'), produkt.name || '-'],
            [t('summary.optionen'), options.length ? options.map((o) => o.name).join(', ') : t('summary.keine')],
            [t('summary.monatlich'), formatEuro(monthly)],
            [t('summary.einmalig'), formatEuro(produkt.oneTimePrice)],
            [
              t('summary.laufzeit'),
              produkt.minimumTermMonths === null
                ? '-'
                : t('summary.laufzeitWert', { count: produkt.minimumTermMonths }),
            ],
            [t('summary.kuendigung'), t('summary.kuendigungWert')],
            [t('summary.termin'), formatDate(choice.wunschtermin)],
          ]}
        />
        {!downgradeAllowed && <Typography variant="body2">{t('summary.downgrade')}</Typography>}
        <Typography variant="body2">{t('summary.pricesHint')}</Typography>
      </Box>

      <AppForm<object> onSubmit={onOrder} ariaLabel={t('step.pruefen')}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" size="large" sx={{ mt: 2 }} onClick={onBack}>
            {t('back')}
          </Button>
          <SubmitButton>{t('order')}</SubmitButton>
        </Box>
      </AppForm>
    </>
  );
}
