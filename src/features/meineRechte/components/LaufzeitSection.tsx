import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Vertrag } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { DataList } from '../../../components/layout/DataList';
import { formatDate, formatEuro, toServerDate, today } from '../../../lib/dates';
import { hatKostenSchutz } from '../../kostenSchutz/schutzRule';
import { letzterKuendigungstag } from '../laufzeitRule';
import { useBestertarifQuery } from '../meineRechteApi';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

/** Contracts shown here; a fleet finds the others' dates on each contract. */
const LAUFZEIT_VERTRAEGE = 5;
const BNETZA = 'https://www.bundesnetzagentur.de';

/**
 * The best-tariff notice (§ 57 Abs. 3 TKG, TKTransparenzV § 4): per contract its start, the end of the minimum term,
 * the notice and the last day to cancel, and the best tariff the provider finds from the customer's own use.
 */
export function LaufzeitSection() {
  const { t } = useMeineRechteT();
  const contracts = useAppSelector((state) => state.contracts.list).filter(
    (c) => c.status !== 'gekuendigt' && hatKostenSchutz(c.category),
  );
  if (!contracts.length) return null;
  return (
    <Box component="section" aria-labelledby="laufzeit-heading" sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id="laufzeit-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('laufzeit.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('laufzeit.text')}</Typography>
      {contracts.slice(0, LAUFZEIT_VERTRAEGE).map((c) => (
        <Laufzeit key={c.contractId} vertrag={c} />
      ))}
      <Link href={BNETZA} rel="noopener noreferrer">
        {t('laufzeit.bnetza')}
      </Link>
    </Box>
  );
}

function Laufzeit({ vertrag: c }: { vertrag: Vertrag }) {
  const { t } = useMeineRechteT();
  const letzter = letzterKuendigungstag({
    mindestlaufzeitEnde: c.minimumTermEnd,
    kuendigungsfristMonate: c.noticePeriodMonths,
    heute: toServerDate(today()),
  });
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, my: 2 }}>
      <Typography variant="h6" component="h3">
        {`${c.name || c.contractId} (${c.contractId})`}
      </Typography>
      <DataList
        rows={[
          [t('laufzeit.beginn'), formatDate(c.startDate)],
          [t('laufzeit.ende'), formatDate(c.minimumTermEnd)],
          [t('laufzeit.frist'), t('laufzeit.monate', { count: c.noticePeriodMonths ?? 1 })],
          [
            t('laufzeit.letzter'),
            letzter === null
              ? '-'
              : letzter.art === 'bis'
                ? formatDate(letzter.tag)
                : t('laufzeit.jederzeit', { count: letzter.monate }),
          ],
        ]}
      />
      <BesterTarif contractId={c.contractId} />
    </Box>
  );
}

/** The provider's best tariff for this contract; nothing while loading or when the backend lacks the call. */
function BesterTarif({ contractId }: { contractId: string }) {
  const { t } = useMeineRechteT();
  const { data } = useBestertarifQuery(contractId);
  if (!data) return null;
  return (
    <Typography variant="body2">
      {data.bester
        ? t('laufzeit.bester', {
            name: data.bester.name,
            preis: formatEuro(data.bester.monatlich),
            ersparnis: formatEuro(data.bester.ersparnisMonatlich),
          })
        : t('laufzeit.schonBester')}
    </Typography>
  );
}
