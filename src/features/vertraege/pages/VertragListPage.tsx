import Box from '@mui/material/Box';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import { FramePending } from '../../../components/feedback/Pending';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectLoggedIn } from '../../session/sessionSlice';
import { hrefFor, VERTRAG_TABS, type VertragTab } from '../../../config/paths';
import type { Kundenspezialangebot, Vertrag } from '../../../api/types';
import { ListPager } from '../../../components/table/ListPager';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import {
  FIRST_SCREEN_ROWS,
  ResponsiveTable,
  TableActions,
  TableBadge,
  TableLink,
  type Column,
} from '../../../components/table/ResponsiveTable';
import { formatCount } from '../../../lib/dates';
import { useVorgaengeSettled } from '../../auftraege/useVorgaengeSettled';
import type { Vorgang } from '../../auftraege/auftraegeApi';
import { vertragLage } from '../vertragLage';
import { EditorialCards } from '../../editorial/EditorialCards';
import { ZelosDokumente } from '../ZelosDokumente';
import { contractAddress, type TabContext } from '../vertragRules';
import { pageOf, PAGE_SIZE } from '../paging';
import {
  applyQuery,
  CATEGORIES,
  contractIndex,
  type ContractQuery,
  isFiltered,
  prepareSearch,
  queryFromParams,
  queryToParams,
  withChange,
} from '../contractList';
import { contractsCsv } from '../contractsCsv';
import { ContractTools } from '../ContractTools';
import { saveTextFile } from '../../rechnungen/download';
import { useSearchText } from '../useSearchText';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

const STATUS_COLOR = {
  aktiv: 'success',
  gekuendigt: 'default',
  widerrufen: 'default',
  in_bearbeitung: 'primary',
  unbekannt: 'default',
} as const;
const QUICK = ['router', 'produktwechsel', 'kuendigung'] as const;
/** The quick actions in the tabs' order: only their rules are asked, per row of the page */
const QUICK_TABS = VERTRAG_TABS.filter((tab) => (QUICK as readonly string[]).includes(tab));

/**
 * All contracts, paged (20 per page keeps 120 contracts smooth), with editorial cards and documents. Its
 * frame (heading, intro, progress) is prerendered at build time (route table: shell); the contracts come
 * with the session.
 */
export default function VertragListPage() {
  const { t } = useVertraegeT();
  const loggedIn = useAppSelector(selectLoggedIn);
  // the running requests decide the rows' quick actions: the rows wait for them, so that no action shows and
  // then vanishes (and the 20 rows render once); when the call fails, every action shows
  const { settled, vorgaenge } = useVorgaengeSettled(!loggedIn);
  // the store's update renders at once and in one task; deferred, the 20 rows render in slices that leave
  // the browser free between them (one long task otherwise)
  const ready = useDeferredValue(loggedIn && settled);
  return (
    <PageScaffold>
      <Typography sx={{ mb: 1 }}>{t('list.intro')}</Typography>
      {ready ? <Contracts vorgaenge={vorgaenge ?? NONE} /> : <FramePending />}
    </PageScaffold>
  );
}
const NONE: Vorgang[] = [];

function Contracts({ vorgaenge }: { vorgaenge: Vorgang[] }) {
  const { t } = useVertraegeT();
  const list = useAppSelector((state) => state.contracts.list);
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  // the query the next change builds on: the address's, or the one just written when the router has not
  // rendered it yet (three filters chosen in quick succession on a slow phone must not undo each other)
  const base = useRef({ params, query });
  if (base.current.params !== params) base.current = { params, query };
  const write = useCallback(
    (next: ContractQuery, replace = false) => {
      base.current = { ...base.current, query: next };
      setParams(queryToParams(next), { replace });
    },
    [setParams],
  );
  const { text, setText, searched } = useSearchText(query.q, (q) => write({ ...base.current.query, q, page: 1 }, true));
  const index = contractIndex(list);
  // the search keys of a long list are made in slices after the first paint, before the first keystroke
  useEffect(() => prepareSearch(index), [index]);
  // the table follows the typed text a render later (useDeferredValue): a keystroke paints the field at once
  const effective = useMemo(() => ({ ...query, q: searched }), [query, searched]);
  const found = useMemo(() => applyQuery(index, effective), [index, effective]);
  const page = searched === query.q ? query.page : 1;
  // memoised: the rows (memo) get the same array while only the search field changes
  const { page: current, pages, items, from, to } = useMemo(() => pageOf(found, page, PAGE_SIZE), [found, page]);
  const filtered = isFiltered(effective);
  // the latest text and rows by reference: the filters and the export button keep their handlers while typing,
  // so a keystroke renders the search field and not the selects (INP)
  const latest = useRef({ text, found });
  latest.current = { text, found };
  const change = useCallback(
    (next: Partial<Omit<ContractQuery, 'page'>>) =>
      write(withChange({ ...base.current.query, q: latest.current.text }, next)),
    [write],
  );
  const categories = useMemo(() => CATEGORIES.filter((c) => list.some((v) => v.category === c)), [list]);
  const exportCsv = useCallback(() => {
    saveTextFile(
      contractsCsv(latest.current.found, {
        contractId: t('list.contractId'),
        name: t('list.name'),
        category: t('list.csv.category'),
        number: t('list.number'),
        phoneNumbers: t('list.csv.phoneNumbers'),
        street: t('list.csv.street'),
        zipcode: t('list.csv.zipcode'),
        city: t('list.csv.city'),
        status: t('list.status'),
        startDate: t('list.csv.startDate'),
        monthlyPrice: t('list.csv.monthlyPrice'),
        categoryText: (v) => (v.category === 'unbekannt' ? '' : t(`category.${v.category}`)),
        statusText: (v) => (v.status === 'unbekannt' ? '' : t(`status.${v.status}`)),
      }),
      t('list.csvFile'),
    );
  }, [t]);
  const total = formatCount(list.length);
  // the pager, documents and news below the list render a pass later, so its first screen paints without them
  const below = useDeferredValue(true, false);

  return (
    <>
      {list.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('list.empty')}</Typography>
      ) : (
        <>
          {list.length > PAGE_SIZE && (
            <ContractTools
              text={text}
              onText={setText}
              query={query}
              onChange={change}
              categories={categories}
              towns={index.towns}
              onExport={found.length > 0 ? exportCsv : null}
            />
          )}
          <Typography sx={{ mb: 1 }} color="text.secondary" role="status">
            {filtered
              ? t('list.countOf', { shown: formatCount(found.length), total })
              : t('list.count', { count: list.length, total })}
            {pages > 1 && ` · ${t('list.pageInfo', { from, to, total: formatCount(found.length) })}`}
          </Typography>
          {found.length === 0 ? (
            <Box sx={{ my: 2 }}>
              <Typography>{t('list.noMatch')}</Typography>
              <Button onClick={() => setParams({})} sx={{ mt: 1, minHeight: 44 }}>
                {t('list.resetFilters')}
              </Button>
            </Box>
          ) : (
            <SectionBoundary name="Vertragsliste">
              <ContractRows items={items} vorgaenge={vorgaenge} specialOffer={specialOffer} list={list} />
            </SectionBoundary>
          )}
          {below && (
            <ListPager
              count={pages}
              page={current}
              onChange={(next) => write({ ...base.current.query, q: text, page: next })}
              texts={{
                label: t('list.pagination'),
                page: (item, selected) => t(selected ? 'list.pageCurrent' : 'list.pageGoto', { page: item }),
                nav: (type) => t(`list.pageNav.${type}`),
              }}
            />
          )}
        </>
      )}
      {below && (
        <>
          <Box sx={{ mt: 4 }}>
            <SectionBoundary name="Vertragsdokumente">
              <ZelosDokumente />
            </SectionBoundary>
          </Box>
          <Box component="section" aria-labelledby="vertraege-news" sx={{ mt: 2 }}>
            <Typography id="vertraege-news" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('list.news')}
            </Typography>
            <EditorialCards source="vertraege" />
          </Box>
        </>
      )}
    </>
  );
}

/** The rows of one page: memoised, so a keystroke in the search field does not render them again. */
const ContractRows = memo(function ContractRows({
  items,
  vorgaenge,
  specialOffer,
  list,
}: {
  items: Vertrag[];
  vorgaenge: Vorgang[];
  specialOffer: Kundenspezialangebot | null;
  list: Vertrag[];
}) {
  const { t } = useVertraegeT();
  const ctx: TabContext = { specialOffer, contracts: list };
  // status and quick actions from the contract's one rule: a running order or a cancellation hides the action it
  // would repeat, a cancelled contract offers no tariff change (the same as its pages and banner)
  const lageOf = (v: Vertrag) => vertragLage(v, vorgaenge, ctx, QUICK_TABS);
  const columns: Array<Column<Vertrag>> = [
    { key: 'name', header: t('list.name'), rowHeader: true, cell: (v) => contractName(v, t) },
    { key: 'contractId', header: t('list.contractId'), cell: (v) => v.contractId },
    { key: 'number', header: t('list.number'), cell: (v) => v.number || '-' },
    { key: 'address', header: t('list.address'), wide: true, cell: (v) => contractAddress(v) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (v) => {
        const { status } = lageOf(v);
        return status === 'unbekannt' ? (
          '-'
        ) : (
          <TableBadge tone={STATUS_COLOR[status]}>{t(`status.${status}`)}</TableBadge>
        );
      },
    },
    {
      key: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (v) => contractActions(v, lageOf(v).tabs, t),
    },
  ];
  return (
    <ResponsiveTable
      label={t('list.tableLabel')}
      columns={columns}
      rows={items}
      rowKey={(v) => v.contractId}
      renderFirst={FIRST_SCREEN_ROWS}
    />
  );
});

// The cells below are plain functions of the page's `t`: a component with useTranslation per cell made
// react-i18next set up a wrapper of its instance once per row and cell (docs/performance.md).

function contractName(v: Vertrag, t: TFunction<'vertraege'>) {
  return (
    <>
      <TableLink to={hrefFor('vertrag.allgemeine-daten', { id: v.contractId })} strong>
        {v.name || v.contractId}
      </TableLink>
      {v.category !== 'unbekannt' && <span data-secondary="">{t(`category.${v.category}`)}</span>}
    </>
  );
}

function contractActions(v: Vertrag, quick: VertragTab[], t: TFunction<'vertraege'>) {
  const name = v.name || v.contractId;
  const label = (action: string) => t('list.quickOf', { action, name, id: v.contractId });
  return (
    <TableActions>
      <li>
        <TableLink to={hrefFor('vertrag.allgemeine-daten', { id: v.contractId })} aria-label={label(t('list.details'))}>
          {t('list.details')}
        </TableLink>
      </li>
      {quick.map((tab) => (
        <li key={tab}>
          <TableLink to={hrefFor(`vertrag.${tab}`, { id: v.contractId })} aria-label={label(t(`list.quick.${tab}`))}>
            {t(`list.quick.${tab}`)}
          </TableLink>
        </li>
      ))}
    </TableActions>
  );
}
