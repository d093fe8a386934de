import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dates';
import { sameContract } from './frist';
import { useWiderrufListeQuery } from './widerrufApi';
import { WiderrufAktion } from './WiderrufAktion';
import { bestellText } from './widerrufTexts';
import { useWiderrufT } from '../../i18n/texts/widerruf';

/**
 * On the contract an order concerns: each order of this contract the portal sent, with „widerrufen" or the
 * way to withdraw it during its period. Nothing when there is none (or the backend lacks the list).
 */
export function WiderrufVertrag({ contractId }: { contractId: string }) {
  const { t } = useWiderrufT();
  const { data } = useWiderrufListeQuery();
  // a new contract ordered from this one (a mobile line) is not this contract's: it is withdrawn elsewhere
  const auftraege = data?.auftraege.filter((a) => !a.neuerVertrag && sameContract(a.vertragsId, contractId)) ?? [];
  if (auftraege.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="widerruf-vertrag"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography id="widerruf-vertrag" variant="h6" component="h2">
        {t('vertragHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('vertragIntro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {auftraege.map((a) => (
          <Box component="li" key={a.auftragsnummer} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('vertragEintrag', {
                was: bestellText(t, a.bestellart, a.produkt),
                auftrag: a.auftragsnummer,
                datetime: formatDateTime(a.bestelltAm),
              })}
              {a.beleg && (
                <Box component="span" sx={{ ml: 1, px: 1, border: 1, borderRadius: 1, fontWeight: 700 }}>
                  {t('statusWiderrufen')}
                </Box>
              )}
            </Typography>
            <WiderrufAktion auftragsnummer={a.auftragsnummer} bestelltAm={a.bestelltAm} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
