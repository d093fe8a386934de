import Box from '@mui/material/Box';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAppSelector, useSessionReady } from '../../../app/hooks';
import type { Rechnung } from '../../../api/types';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { FramePending } from '../../../components/feedback/Pending';
import { FilterSearch } from '../../../components/FilterSearch';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListPager } from '../../../components/table/ListPager';
import { pageOf } from '../../../lib/paging';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import {
  FIRST_SCREEN_ROWS,
  ResponsiveTable,
  TableActions,
  TableBadge,
  TableButton,
  TableLink,
  type Column,
} from '../../../components/table/ResponsiveTable';
import { formatCount, formatDate, formatEuro, toServerDate, today } from '../../../lib/dates';
import { beanstandungsfrist } from '../../../lib/beanstandung.mjs';
import { hrefFor } from '../../../config/paths';
import { useDownloadRechnungMutation } from '../rechnungenApi';
import { type ERechnungFormat, useDownloadERechnungMutation, useERechnungQuery } from '../eRechnung/eRechnungApi';
import { CostChartSection } from '../components/CostChartSection';
import { costsOfContract, invoicesOfContract, namesSeveralContracts } from '../byContract';
import { invoicesCsv } from '../csv';
import { saveTextFile } from '../download';
import { filterByYear, invoiceStatus, invoiceYears } from '../rechnungenRules';
import { useFileDownload } from '../useFileDownload';
import { useRechnungenT } from '../../../i18n/texts/rechnungen';

/** Rows per page: a private customer's 26 invoices stay on one page; a fleet's thousands are paged. */
const INVOICE_PAGE = 50;

const STATUS_COLOR = {
  bezahlt: 'success',
  abgebucht: 'success',
  offen: 'default',
  gemahnt: 'error',
  unbekannt: 'default',
} as const;

/**
 * Invoices of the session (filled at login), newest first, filterable by year, PDF per invoice, due and debit
 * dates where the answer has them, a chart of the last 24 months and the shown list as CSV. Its frame
 * (heading, intro, progress) is prerendered at build time (route table: shell); the invoices come with the
 * session.
 */
export default function RechnungenPage() {
  const { t } = useRechnungenT();
  // the chart and the rows render in slices once the session is there (one long task otherwise)
  const ready = useSessionReady();
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('list.intro')}</Typography>
      {ready ? <Invoices /> : <FramePending />}
    </PageScaffold>
  );
}

function Invoices() {
  const { t } = useRechnungenT();
  const all = useAppSelector((state) => state.session.rechnungen);
  const contracts = useAppSelector((state) => state.contracts.list);
  const years = useMemo(() => invoiceYears(all), [all]);
  const [year, setYear] = useState('');
  const [contract, setContract] = useState('');
  const [page, setPage] = useState(1);
  // the list follows the typed text a render later: a keystroke paints the field at once
  const searched = useDeferredValue(contract);
  const ofContract = useMemo(() => invoicesOfContract(all, contracts, searched), [all, contracts, searched]);
  const shown = useMemo(() => filterByYear(ofContract, year), [ofContract, year]);
  const costs = useAppSelector((state) => state.session.telefonkosten);
  const costsShown = useMemo(() => costsOfContract(costs, contracts, searched), [costs, contracts, searched]);
  const several = useMemo(() => namesSeveralContracts(all), [all]);
  const { page: current, pages, items, from, to } = pageOf(shown, page, INVOICE_PAGE);
  const total = formatCount(all.length);
  const [trigger] = useDownloadRechnungMutation();
  const day = toServerDate(today());
  const { download, pendingKey, error } = useFileDownload(trigger);
  // e-invoices only where the backend offers them (business customers); otherwise no column
  const formate = useERechnungQuery().data?.formate ?? [];
  const [triggerERechnung] = useDownloadERechnungMutation();
  const eRechnung = useFileDownload(triggerERechnung);
  const busy = pendingKey !== null || eRechnung.pendingKey !== null;
  const exportCsv = () =>
    saveTextFile(
      invoicesCsv(shown, {
        number: t('list.number'),
        date: t('list.date'),
        periodFrom: t('csv.periodFrom'),
        periodTo: t('csv.periodTo'),
        amount: t('csv.amount'),
        dueDate: t('list.dueDate'),
        debitDate: t('list.debitDate'),
        status: t('list.status'),
        statusText: (r) => t(`status.${invoiceStatus(r, day)}`),
      }),
      t('csv.invoicesFile'),
    );
  const columns: Array<Column<Rechnung>> = [
    { key: 'number', header: t('list.number'), rowHeader: true, value: (r) => r.number, cell: (r) => r.number || '-' },
    { key: 'date', header: t('list.date'), value: (r) => r.date, cell: (r) => formatDate(r.date) },
    {
      key: 'period',
      header: t('list.period'),
      value: (r) => r.periodFrom || r.periodTo,
      cell: (r) =>
        r.periodFrom || r.periodTo
          ? t('list.periodValue', { from: formatDate(r.periodFrom), to: formatDate(r.periodTo) })
          : '-',
    },
    {
      key: 'amount',
      header: t('list.amount'),
      align: 'right',
      nowrap: true,
      value: (r) => r.amount,
      cell: (r) => formatEuro(r.amount),
    },
    { key: 'dueDate', header: t('list.dueDate'), value: (r) => r.dueDate, cell: (r) => formatDate(r.dueDate) },
    { key: 'debitDate', header: t('list.debitDate'), value: (r) => r.debitDate, cell: (r) => formatDate(r.debitDate) },
    {
      key: 'status',
      header: t('list.status'),
      value: (r) => (invoiceStatus(r, day) === 'unbekannt' ? '' : r.status),
      cell: (r) => {
        const status = invoiceStatus(r, day);
        return status === 'unbekannt' ? (
          '-'
        ) : (
          <TableBadge tone={STATUS_COLOR[status]}>{t(`status.${status}`)}</TableBadge>
        );
      },
    },
    {
      key: 'pdf',
      // a business customer's invoices also download as e-invoices: in the same cell, below the PDF (a column of
      // their own widened the table beyond the page)
      header: formate.length > 0 ? t('list.pdfAndERechnung') : t('list.pdf'),
      actions: true,
      cell: (r) => {
        const pdf = (
          <PdfButton
            number={r.number || r.id}
            pending={pendingKey === r.id}
            disabled={busy}
            onDownload={() => void download(r.id, { id: r.id, number: r.number || r.id })}
          />
        );
        if (formate.length === 0) return pdf;
        return (
          <TableActions>
            <li>{pdf}</li>
            {formate.map((format) => (
              <li key={format}>
                <ERechnungButton
                  format={format}
                  number={r.number || r.id}
                  pending={eRechnung.pendingKey === `${r.id} ${format}`}
                  disabled={busy}
                  onDownload={() =>
                    void eRechnung.download(`${r.id} ${format}`, { id: r.id, number: r.number || r.id, format })
                  }
                />
              </li>
            ))}
          </TableActions>
        );
      },
    },
    // the invoice dispute (§ 67 TKG) starts at the invoice, while its eight weeks run (a column only then)
    ...(items.some((r) => beanstandungsfrist(r.date, day).offen)
      ? [
          {
            key: 'beanstanden',
            header: t('list.beanstanden'),
            actions: true,
            cell: (r: Rechnung) =>
              beanstandungsfrist(r.date, day).offen ? (
                <TableLink
                  to={hrefFor('meineRechte.beanstandung', { id: r.id })}
                  aria-label={t('list.beanstandenLabel', { number: r.number || r.id })}
                >
                  {t('list.beanstanden')}
                </TableLink>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <CostChartSection rechnungen={ofContract} telefonkosten={costsShown} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {several && (
          <FilterSearch
            id="rechnungen-vertrag"
            label={t('list.contractSearch')}
            hint={t('list.contractSearchHint')}
            value={contract}
            onChange={(value) => {
              setContract(value);
              setPage(1);
            }}
          />
        )}
        <FilterSelect
          id="rechnungen-jahr"
          label={t('list.year')}
          value={year}
          onChange={(value) => {
            setYear(value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('list.allYears') },
            ...years.map((y) => ({ value: String(y), label: String(y) })),
          ]}
        />
        <Typography role="status" aria-live="polite">
          {/* „12 von 2.412 Rechnungen“ while a contract is searched; a year alone says how many it has */}
          {searched.trim()
            ? t('list.countOf', { shown: formatCount(shown.length), total })
            : t('list.count', { count: shown.length, total: formatCount(shown.length) })}
          {pages > 1 && ` · ${t('list.pageInfo', { from, to })}`}
        </Typography>
        {shown.length > 0 && (
          <Button onClick={exportCsv} startIcon={<FileDownloadIcon aria-hidden="true" />} sx={{ textAlign: 'left' }}>
            {t('csv.invoices')}
          </Button>
        )}
      </Box>
      {error !== null && <ErrorMessage error={error} />}
      {eRechnung.error !== null && <ErrorMessage error={eRechnung.error} />}
      {shown.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('list.empty')}</Typography>
      ) : (
        <SectionBoundary name="Rechnungsliste">
          <ResponsiveTable
            label={t('list.tableLabel')}
            columns={columns}
            rows={items}
            rowKey={(r) => r.id}
            renderFirst={FIRST_SCREEN_ROWS}
            missingText={(missing) => t('list.missing', { count: shown.length, missing })}
          />
        </SectionBoundary>
      )}
      <ListPager
        count={pages}
        page={current}
        onChange={setPage}
        texts={{
          label: t('list.pagination'),
          page: (item, selected) => t(selected ? 'list.pageCurrent' : 'list.pageGoto', { page: item }),
          nav: (type) => t(`list.pageNav.${type}`),
        }}
      />
    </>
  );
}

/** Material's PictureAsPdf icon as a plain svg (an SvgIcon per row is a styled component each). */
const PDF_ICON =
  'M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-8.5 7.5c0 .83-.67 1.5-1.5 1.5H9v2H7.5V7H10c.83 0 1.5.67 1.5 1.5zm5 2c0 .83-.67 1.5-1.5 1.5h-2.5V7H15c.83 0 1.5.67 1.5 1.5zm4-3H19v1h1.5V11H19v2h-1.5V7h3zM9 9.5h1v-1H9zM4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm10 5.5h1v-3h-1z';

/** A download button's icon: the spinner while its file is on the way, else the file kind's plain svg. */
function DownloadIcon({ pending, path }: { pending: boolean; path: string }) {
  return pending ? (
    <CircularProgress size={16} aria-hidden="true" />
  ) : (
    <svg data-icon="" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

function PdfButton({
  number,
  pending,
  disabled,
  onDownload,
}: {
  number: string;
  pending: boolean;
  disabled: boolean;
  onDownload: () => void;
}) {
  const { t } = useRechnungenT();
  const icon = <DownloadIcon pending={pending} path={PDF_ICON} />;
  return (
    <TableButton icon={icon} pending={pending} disabled={disabled} onClick={onDownload}>
      {t('list.download', { number })}
    </TableButton>
  );
}

/** Material's Description icon (a document with lines) as a plain svg, for the e-invoice files. */
const E_RECHNUNG_ICON =
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z';

/** One e-invoice download of a row: the format's name visible, the invoice named for screen readers. */
function ERechnungButton({
  format,
  number,
  pending,
  disabled,
  onDownload,
}: {
  format: ERechnungFormat;
  number: string;
  pending: boolean;
  disabled: boolean;
  onDownload: () => void;
}) {
  const { t } = useRechnungenT();
  const icon = <DownloadIcon pending={pending} path={E_RECHNUNG_ICON} />;
  return (
    <TableButton
      icon={icon}
      pending={pending}
      disabled={disabled}
      onClick={onDownload}
      label={t(`list.eRechnungDownload.${format}`, { number })}
    >
      {t(`list.eRechnungFormat.${format}`)}
    </TableButton>
  );
}
