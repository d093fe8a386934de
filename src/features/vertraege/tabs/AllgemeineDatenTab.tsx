import Typography from '@mui/material/Typography';
import { ResponsiveTable } from '../../../components/table/ResponsiveTable';
import { formatDate, formatEuro, today } from '../../../lib/dates';
import { useVertragLage } from '../useVertragLage';
import { contractAddress, vertragslaufzeit } from '../vertragRules';
import { DataList } from '../../../components/layout/DataList';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Contract data, terms (TK-Transparenzverordnung § 4), booked articles and bundle id. */
export default function AllgemeineDatenTab({ vertrag: v }: TabProps) {
  const { t } = useVertraegeT();
  const term = vertragslaufzeit(v, today());
  const months = (count: number | null) => (count === null ? '-' : t('allgemein.months', { count }));
  const lage = useVertragLage(v);
  // once cancelled, the end is known: no "earliest end if cancelled today"
  const ending: Array<[string, string]> = lage.endetAm
    ? [[t('allgemein.gekuendigtZum'), formatDate(lage.endetAm)]]
    : [
        [
          t('allgemein.lastDayToCancel'),
          term.cancellableAnyTime ? t('allgemein.lastDayToCancelAfterTerm') : formatDate(term.lastDayToCancel),
        ],
        [t('allgemein.earliestEnd'), formatDate(term.earliestEnd)],
      ];
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('allgemein.vertrag')}
      </Typography>
      <DataList
        rows={[
          [t('allgemein.name'), v.name],
          [t('allgemein.contractId'), v.contractId],
          [t('allgemein.number'), v.number],
          [t('allgemein.category'), v.category === 'unbekannt' ? '-' : t(`category.${v.category}`)],
          [t('allgemein.status'), lage.status === 'unbekannt' ? '-' : t(`status.${lage.status}`)],
          [t('allgemein.bundle'), v.TEAGCustomerId || t('allgemein.noBundle')],
          [t('allgemein.address'), contractAddress(v)],
          ...(v.phoneNumbers.length
            ? [[t('allgemein.phoneNumbers'), v.phoneNumbers.join(', ')] as [string, string]]
            : []),
          [t('allgemein.monthlyPrice'), formatEuro(v.monthlyPrice)],
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('allgemein.laufzeit')}
      </Typography>
      <DataList
        rows={[
          [t('allgemein.startDate'), formatDate(v.startDate)],
          [t('allgemein.minimumTerm'), months(v.minimumTermMonths)],
          [t('allgemein.minimumTermEnd'), formatDate(v.minimumTermEnd)],
          [
            t('allgemein.noticePeriod'),
            months(term.cancellableAnyTime ? v.renewalNoticeMonths || 1 : v.noticePeriodMonths),
          ],
          ...ending,
        ]}
      />
      {term.cancellableAnyTime && !lage.endetAm && (
        <Typography sx={{ mb: 3 }}>{t('allgemein.afterTermHint')}</Typography>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('allgemein.articles')}
      </Typography>
      <ResponsiveTable
        label={t('allgemein.articles')}
        maxWidth={720}
        cardsBelow="sm"
        columns={[
          { key: 'number', header: t('allgemein.articleNumber'), cell: (a) => a.number },
          { key: 'name', header: t('allgemein.articleName'), cell: (a) => a.name },
          {
            key: 'price',
            header: t('allgemein.articlePrice'),
            align: 'right',
            nowrap: true,
            cell: (a) => formatEuro(a.price),
          },
        ]}
        rows={v.articles}
        rowKey={(a) => a.number}
        footer={{ label: t('allgemein.total'), value: formatEuro(v.monthlyPrice) }}
      />
    </>
  );
}
