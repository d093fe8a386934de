import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/dates';
import { paragraph58 } from '../paragraph58';
import type { Stoerung } from '../stoerungSchemas';
import { useSlotText } from './useSlotText';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/**
 * The customer's § 58 TKG rights for one ticket: the day count, the provider's deadline, from when and how much
 * compensation runs, missed appointments and the amount so far — all from the one rule (paragraph58.ts) at the
 * contract's monthly fee (the ticket's, else the contract's), counted up to the backend's `stand`.
 */
export function RechteBox({
  stoerung: s,
  stand,
  monatsentgelt,
  headingLevel = 'h2',
}: {
  stoerung: Stoerung;
  stand: string | null;
  monatsentgelt: number | null;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useStoerungT();
  const slotText = useSlotText();
  if (!s.gemeldetAm) return null;
  const r = paragraph58({
    gemeldetAm: s.gemeldetAm,
    stand: stand ?? new Date().toISOString(),
    behobenAm: s.behobenAm,
    totalausfall: s.art === 'totalausfall',
    monatsentgelt: s.monatsentgelt ?? monatsentgelt,
    verpassteTermine: s.verpassteTermine.length,
  });
  const datum = formatDateTime(s.gemeldetAm).slice(0, 10);
  const id = `rechte-${s.nummer}`;
  const euro = (n: number) => formatEuro(n);
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2, maxWidth: 720 }}
    >
      <Typography id={id} variant="h6" component={headingLevel} sx={{ mb: 1 }}>
        {t('rechte.heading')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0, '& > li': { mb: 1 } }}>
        <li>
          {s.behobenAm
            ? t('rechte.tageBehoben', { count: r.tageSeitMeldung, datum })
            : t('rechte.tage', { count: r.tageSeitMeldung, datum })}
        </li>
        <li>
          {t('rechte.rueckmeldung', { datum: formatDate(r.rueckmeldungBis) })}
          {s.voraussichtlichBehobenAm && !s.behobenAm && (
            <> {t('rechte.rueckmeldungErfuellt', { datetime: formatDateTime(s.voraussichtlichBehobenAm) })}</>
          )}
        </li>
        <li>
          {s.art === 'totalausfall'
            ? t('rechte.ausfall', {
                ab3: formatDate(r.entschaedigungAb),
                ab5: formatDate(r.erhoehtAb),
                satz3: euro(r.satzAb3),
                satz5: euro(r.satzAb5),
              })
            : t('rechte.keinTotalausfall')}
        </li>
        <li>
          {s.verpassteTermine.length
            ? t('rechte.verpasst', {
                count: s.verpassteTermine.length,
                termine: s.verpassteTermine.map(slotText).join('; '),
                betrag: euro(r.termine),
              })
            : t('rechte.termin', { satz: euro(r.satzTermin) })}
        </li>
      </Box>
      <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="entschaedigung">
        {t(r.entgeltBekannt ? 'rechte.summe' : 'rechte.summeMindestens', { betrag: euro(r.summe) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {r.entgeltBekannt
          ? t('rechte.grundlage', { entgelt: euro(s.monatsentgelt ?? monatsentgelt ?? 0) })
          : t('rechte.grundlageUnbekannt')}
      </Typography>
    </Box>
  );
}
