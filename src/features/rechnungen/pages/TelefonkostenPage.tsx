import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import type { Telefonkosten } from '../../../api/types';
import { FilterSearch } from '../../../components/FilterSearch';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListPager } from '../../../components/table/ListPager';
import { pageOf } from '../../../lib/paging';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { ResponsiveTable, type Column } from '../../../components/table/ResponsiveTable';
import { hrefFor } from '../../../config/paths';
import { formatDate, formatEuro, formatMonth } from '../../../lib/dates';
import { costsOfContract, namesSeveralContracts } from '../byContract';
import { callsCsv } from '../csv';
import { saveTextFile } from '../download';
import { costsOfMonth, formatDuration, shownNumber, telefonkostenMonths } from '../rechnungenRules';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

type Call = Telefonkosten['calls'][number];

/** Connections per page: each is a table of its month's calls (a fleet has hundreds of lines). */
const CONNECTIONS_PAGE = 10;

/** Telephone costs per month with the itemised calls, as the customer's itemised-bill choice allows (TKG § 65). */
export default function TelefonkostenPage() {
  const { t } = useRechnungenT();
  const all = useAppSelector((state) => state.session.telefonkosten);
  const contracts = useAppSelector((state) => state.contracts.list);
  const months = useMemo(() => telefonkostenMonths(all), [all]);
  const [chosen, setChosen] = useState('');
  const [contract, setContract] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDeferredValue(contract);
  const month = chosen || months[0] || '';
  const ofMonth = useMemo(() => all.filter((c) => c.month === month), [all, month]);
  const shown = useMemo(() => costsOfContract(ofMonth, contracts, searched), [ofMonth, contracts, searched]);
  // the month's total, calls and export follow the search: what the customer sees is what the file holds
  const costs = useMemo(() => costsOfMonth(shown, month), [shown, month]);
  const several = useMemo(() => namesSeveralContracts(all), [all]);
  const { page: current, pages, items, from, to } = pageOf(costs.connections, page, CONNECTIONS_PAGE);
  const exportCsv = () =>
    saveTextFile(
      callsCsv(costs, {
        connection: t('csv.connection'),
        date: t('telefonkosten.date'),
        time: t('telefonkosten.time'),
        number: t('telefonkosten.number'),
        zone: t('telefonkosten.zone'),
        duration: t('telefonkosten.duration'),
        cost: t('csv.cost'),
      }),
      t('csv.callsFile', { month }),
    );

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('telefonkosten.intro')}</Typography>
      {months.length === 0 ? (
        <Typography>{t('telefonkosten.empty')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            {several && (
              <FilterSearch
                id="telefonkosten-vertrag"
                label={t('telefonkosten.search')}
                hint={t('telefonkosten.searchHint')}
                value={contract}
                onChange={(value) => {
                  setContract(value);
                  setPage(1);
                }}
              />
            )}
            <FilterSelect
              id="telefonkosten-monat"
              label={t('telefonkosten.month')}
              value={month}
              onChange={(value) => {
                setChosen(value);
                setPage(1);
              }}
              options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
              minWidth={220}
            />
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 700 }}>
              {t('telefonkosten.monthTotal', { month: formatMonth(month) })}: {formatEuro(costs.total)} (
              {t('telefonkosten.callCount', { count: costs.callCount })})
            </Typography>
            {costs.callCount > 0 && (
              <Button
                onClick={exportCsv}
                startIcon={<FileDownloadIcon aria-hidden="true" />}
                sx={{ textAlign: 'left' }}
              >
                {t('csv.calls')}
              </Button>
            )}
          </Box>
          {several && (
            <Typography role="status" sx={{ mb: 2 }} color="text.secondary">
              {shown.length === ofMonth.length
                ? t('telefonkosten.connections', { count: ofMonth.length })
                : t('telefonkosten.connectionsOf', { shown: shown.length, total: ofMonth.length })}
              {pages > 1 && ` · ${t('telefonkosten.pageInfo', { from, to })}`}
            </Typography>
          )}
          {shown.length === 0 && <Typography>{t('telefonkosten.noMatch')}</Typography>}
          {items.map((c) => (
            <ConnectionCalls key={`${c.contractId}-${c.month}`} costs={c} />
          ))}
          <ListPager
            count={pages}
            page={current}
            onChange={setPage}
            texts={{
              label: t('telefonkosten.pagination'),
              page: (item, selected) => t(selected ? 'list.pageCurrent' : 'list.pageGoto', { page: item }),
              nav: (type) => t(`list.pageNav.${type}`),
            }}
          />
        </>
      )}
    </PageScaffold>
  );
}

function ConnectionCalls({ costs }: { costs: Telefonkosten }) {
  const { t } = useRechnungenT();
  const headingId = `tk-${costs.contractId}`;
  const columns: Array<Column<Call>> = [
    { key: 'date', header: t('telefonkosten.date'), cell: (call) => formatDate(call.date) },
    { key: 'time', header: t('telefonkosten.time'), cell: (call) => call.time.slice(0, 5) },
    { key: 'number', header: t('telefonkosten.number'), cell: (call) => shownNumber(call.number, costs.evn) },
    { key: 'zone', header: t('telefonkosten.zone'), cell: (call) => call.zone },
    {
      key: 'duration',
      header: t('telefonkosten.duration'),
      align: 'right',
      cell: (call) => formatDuration(call.durationSeconds),
    },
    {
      key: 'cost',
      header: t('telefonkosten.cost'),
      align: 'right',
      nowrap: true,
      cell: (call) => formatEuro(call.cost),
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('telefonkosten.connection', { number: costs.phoneNumber })}
      </Typography>
      {costs.evn && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(`telefonkosten.evn.${costs.evn}`)}{' '}
          {costs.contractId && (
            <Link component={RouterLink} to={hrefFor('kostenSchutz', { id: costs.contractId })}>
              {t('telefonkosten.evn.aendern', { number: costs.phoneNumber })}
            </Link>
          )}
        </Typography>
      )}
      {costs.evn === 'keiner' ? null : costs.calls.length === 0 ? (
        <Typography>{t('telefonkosten.noCalls')}</Typography>
      ) : (
        <ResponsiveTable
          labelledBy={headingId}
          columns={columns}
          rows={costs.calls}
          rowKey={(call) => `${call.date}-${call.time}-${call.number}-${call.durationSeconds}`}
          footer={{
            label: t('telefonkosten.connectionTotal', { number: costs.phoneNumber }),
            value: formatEuro(costs.total),
          }}
        />
      )}
    </Box>
  );
}
