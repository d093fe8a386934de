import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { isMissingCall } from '../../../api/errors';
import { useSessionReady } from '../../../app/hooks';
import { FilterSearch } from '../../../components/FilterSearch';
import { FilterSelect } from '../../../components/FilterSelect';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { ListPager } from '../../../components/table/ListPager';
import { type Column, ResponsiveTable, TableBadge, TableLink } from '../../../components/table/ResponsiveTable';
import { hrefFor } from '../../../config/paths';
import { formatCount } from '../../../lib/dates';
import { PAGE_SIZE, pageOf } from '../../../lib/paging';
import { SIM_STATUS, type SimStatus, simActionAllowed } from '../../../lib/simRules.mjs';
import { perItemTerms } from '../../bestellung/orderTerms';
import { saveTextFile } from '../../rechnungen/download';
import { SammelAktion, type SammelArt, SammelBelegText } from '../components/SammelAktion';
import { EMPTY_QUERY, type FlottenQuery, filterSims, flottenCsv, flottenIndex } from '../flottenListe';
import { useAlleSimsQuery } from '../simApi';
import type { FlottenSim, FlottenSims, SammelBeleg } from '../simSchemas';
import { useSimT } from '../../../i18n/texts/sim';

// the terms' wording (the replacement's price) is the order's

const TONE = { aktiv: 'success', gesperrt: 'error', wird_ersetzt: 'default', ersetzt: 'default' } as const;

/**
 * „SIM-Verwaltung“: every SIM of the customer's mobile contracts in one list (a fleet's 4,800), searched and
 * filtered like the contract list, paged by 20; many SIMs chosen (on the page, or every result) are blocked or
 * replaced in one call with one receipt; the filtered list as CSV. Explains itself when the backend lacks the call.
 */
export default function SimVerwaltungPage() {
  const { t } = useSimT();
  const ready = useSessionReady();
  const query = useAlleSimsQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('flotte.intro')}</Typography>
      {!ready ? (
        <Pending label={t('loading')} />
      ) : isMissingCall(query.error) ? (
        <Notice severity="info">{t('flotte.nichtVerfuegbar')}</Notice>
      ) : (
        <QueryState query={query} pendingLabel={t('loading')}>
          {(answer) => <Flotte answer={answer} />}
        </QueryState>
      )}
    </PageScaffold>
  );
}

function Flotte({ answer }: { answer: FlottenSims }) {
  const { t } = useSimT();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Omit<FlottenQuery, 'q'>>(EMPTY_QUERY);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [aktion, setAktion] = useState<SammelArt | null>(null);
  const [beleg, setBeleg] = useState<SammelBeleg | null>(null);
  // the table follows the typed text a render later: a keystroke paints the field at once
  const searched = useDeferredValue(text);
  const index = useMemo(() => flottenIndex(answer.sims), [answer.sims]);
  const found = useMemo(() => filterSims(index, { ...filter, q: searched }), [index, filter, searched]);
  const current = pageOf(found, page, PAGE_SIZE);
  const latest = useRef(found);
  latest.current = found;

  const byId = useMemo(() => new Map(answer.sims.map((s) => [s.id, s])), [answer.sims]);
  const chosen = useMemo(
    () => [...selected].map((id) => byId.get(id)).filter((s): s is FlottenSim => !!s),
    [selected, byId],
  );
  const allowed = (art: SammelArt) =>
    chosen.filter((s) =>
      art === 'sperren'
        ? simActionAllowed(s.status, 'sperren', s.art)
        : s.art === 'sim' && simActionAllowed(s.status, 'ersatzBestellen', 'sim'),
    );
  const forAction = aktion ? allowed(aktion) : [];
  const pageIds = current.items.map((s) => s.id);
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const choosePage = (on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) on ? next.add(id) : next.delete(id);
      return next;
    });
  const change = (next: Partial<Omit<FlottenQuery, 'q'>>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const exportCsv = () =>
    saveTextFile(
      flottenCsv(latest.current, {
        iccidEnde: t('liste.iccid'),
        rufnummer: t('liste.rufnummer'),
        status: t('liste.status'),
        kostenstelle: t('flotte.kostenstelle'),
        vertrag: t('flotte.vertrag'),
        geraet: t('flotte.geraet'),
        statusText: (s) => t(`status.${s.status}`),
      }),
      t('flotte.csvDatei'),
    );

  return (
    <>
      {beleg && (
        <SuccessMessage>
          <SammelBelegText beleg={beleg} />
        </SuccessMessage>
      )}
      <Box
        role="search"
        aria-label={t('flotte.werkzeuge')}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 2fr) repeat(2, minmax(160px, 1fr))' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          my: 2,
        }}
      >
        <FilterSearch
          id="sims-suche"
          label={t('flotte.suche')}
          hint={t('flotte.sucheHinweis')}
          value={text}
          onChange={(q) => {
            setText(q);
            setPage(1);
          }}
          minWidth={0}
        />
        <FilterSelect
          id="sims-status"
          label={t('liste.status')}
          value={filter.status}
          minWidth={0}
          onChange={(status) => change({ status: status as SimStatus | '' })}
          options={[
            { value: '', label: t('flotte.alleStatus') },
            ...SIM_STATUS.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        <FilterSelect
          id="sims-kostenstelle"
          label={t('flotte.kostenstelle')}
          value={filter.kostenstelle}
          minWidth={0}
          onChange={(kostenstelle) => change({ kostenstelle })}
          options={[
            { value: '', label: t('flotte.alleKostenstellen') },
            ...index.kostenstellen.map((k) => ({ value: k, label: k })),
          ]}
        />
        {found.length > 0 && (
          <Button
            onClick={exportCsv}
            startIcon={<FileDownloadIcon aria-hidden="true" />}
            sx={{ minHeight: 44, gridColumn: '1 / -1', justifySelf: 'start' }}
          >
            {t('flotte.export')}
          </Button>
        )}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {t('flotte.anzahlVon', { shown: formatCount(found.length), total: formatCount(answer.sims.length) })}
        {current.pages > 1 &&
          ` · ${t('flotte.seite', { from: current.from, to: current.to, total: formatCount(found.length) })}`}
      </Typography>
      <Box
        component="section"
        aria-label={t('flotte.auswahl')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1 }}
      >
        <FormControlLabel
          control={<Checkbox checked={pageChosen} onChange={(e) => choosePage(e.target.checked)} />}
          label={t('flotte.seiteWaehlen', { count: pageIds.length })}
          disabled={pageIds.length === 0}
        />
        <Button
          onClick={() => setSelected(new Set(found.map((s) => s.id)))}
          disabled={found.length === 0 || found.length > answer.maxJeAktion}
          sx={{ minHeight: 44 }}
        >
          {t('flotte.alleWaehlen', { count: found.length, anzahl: formatCount(found.length) })}
        </Button>
        {selected.size > 0 && (
          <Button onClick={() => setSelected(new Set())} sx={{ minHeight: 44 }}>
            {t('flotte.auswahlAufheben')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
          {t('flotte.gewaehlt', { count: selected.size, anzahl: formatCount(selected.size) })}
        </Typography>
        <Button variant="contained" color="error" disabled={selected.size === 0} onClick={() => setAktion('sperren')}>
          {t('flotte.sperren')}
        </Button>
        {answer.ersatzSimPreis !== null && (
          <Button variant="outlined" disabled={selected.size === 0} onClick={() => setAktion('ersatz')}>
            {t('flotte.ersatz')}
          </Button>
        )}
      </Box>
      {found.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('flotte.keinTreffer')}</Typography>
      ) : (
        <SimRows items={current.items} selected={selected} onToggle={toggle} />
      )}
      <ListPager
        count={current.pages}
        page={current.page}
        onChange={setPage}
        texts={{
          label: t('flotte.seiten'),
          page: (item, isCurrent) => t(isCurrent ? 'flotte.seiteAktuell' : 'flotte.seiteGehe', { page: item }),
          nav: (type) => t(`flotte.nav.${type}`),
        }}
      />
      <SammelAktion
        art={aktion}
        simIds={forAction.map((s) => s.id)}
        uebrig={chosen.length - forAction.length}
        terms={aktion === 'ersatz' ? perItemTerms(answer.ersatzSimPreis, forAction.length) : null}
        onClose={() => setAktion(null)}
        onDone={(b) => {
          setAktion(null);
          setSelected(new Set());
          setBeleg(b);
        }}
      />
    </>
  );
}

/** The rows of one page: memoised, so a keystroke in the search field does not render them again. */
const SimRows = memo(function SimRows({
  items,
  selected,
  onToggle,
}: {
  items: FlottenSim[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useSimT();
  const columns: Array<Column<FlottenSim>> = [
    {
      key: 'wahl',
      header: t('flotte.wahl'),
      cell: (s) => (
        <Checkbox
          checked={selected.has(s.id)}
          onChange={(e) => onToggle(s.id, e.target.checked)}
          slotProps={{ input: { 'aria-label': t('flotte.simWaehlen', { nummer: s.rufnummer || s.id }) } }}
        />
      ),
    },
    { key: 'rufnummer', header: t('liste.rufnummer'), rowHeader: true, cell: (s) => s.rufnummer || '-' },
    { key: 'iccid', header: t('liste.iccid'), cell: (s) => s.iccidEnde || '-' },
    {
      key: 'status',
      header: t('liste.status'),
      cell: (s) => <TableBadge tone={TONE[s.status]}>{t(`status.${s.status}`)}</TableBadge>,
    },
    { key: 'kostenstelle', header: t('flotte.kostenstelle'), cell: (s) => s.kostenstelle || '-' },
    {
      key: 'vertrag',
      header: t('flotte.vertrag'),
      cell: (s) => (
        <TableLink
          to={hrefFor('simGeraete', { id: s.vertragsId })}
          aria-label={t('flotte.zuSim', { id: s.vertragsId })}
        >
          {s.vertragsId}
        </TableLink>
      ),
    },
  ];
  return <ResponsiveTable label={t('flotte.tabelle')} columns={columns} rows={items} rowKey={(s) => s.id} />;
});
