import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { memo } from 'react';
import type { ProductCategory } from '../../api/types';
import { FilterSearch } from '../../components/FilterSearch';
import { FilterSelect } from '../../components/FilterSelect';
import { type ContractQuery, SORTS, STATUSES } from './contractList';
import { useVertraegeT } from '../../i18n/texts/vertraege';

/**
 * Search, filters, sort and export of the contract list. Memoised: typing re-renders the field,
 * not the table; the filter values come from the address, the search text from the page's own state.
 */
export const ContractTools = memo(function ContractTools({
  text,
  onText,
  query,
  onChange,
  categories,
  towns,
  onExport,
}: {
  text: string;
  onText: (text: string) => void;
  query: ContractQuery;
  onChange: (change: Partial<Omit<ContractQuery, 'page'>>) => void;
  categories: readonly ProductCategory[];
  towns: readonly string[];
  /** null: nothing to export (no contract found) */
  onExport: (() => void) | null;
}) {
  const { t } = useVertraegeT();
  return (
    <Box
      role="search"
      aria-label={t('list.tools')}
      // a grid: on a phone the search takes a line and the four selects two equal columns; wider, one row
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 2fr) repeat(4, minmax(140px, 1fr))' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        my: 2,
      }}
    >
      <FilterSearch
        id="vertraege-suche"
        label={t('list.search')}
        hint={t('list.searchHint')}
        value={text}
        onChange={onText}
        minWidth={0}
      />
      <Filters query={query} onChange={onChange} categories={categories} towns={towns} onExport={onExport} />
    </Box>
  );
});

/** The selects and the export: the same props while typing, so a keystroke does not render them. */
const Filters = memo(function Filters({
  query,
  onChange,
  categories,
  towns,
  onExport,
}: {
  query: ContractQuery;
  onChange: (change: Partial<Omit<ContractQuery, 'page'>>) => void;
  categories: readonly ProductCategory[];
  towns: readonly string[];
  onExport: (() => void) | null;
}) {
  const { t } = useVertraegeT();
  return (
    <>
      <FilterSelect
        id="vertraege-status"
        label={t('list.filterStatus')}
        value={query.status}
        minWidth={0}
        onChange={(status) => onChange({ status: status as ContractQuery['status'] })}
        options={[
          { value: '', label: t('list.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
      />
      <FilterSelect
        id="vertraege-art"
        label={t('list.filterCategory')}
        value={query.category}
        minWidth={0}
        onChange={(category) => onChange({ category: category as ContractQuery['category'] })}
        options={[
          { value: '', label: t('list.allCategories') },
          ...categories.map((c) => ({ value: c, label: t(`category.${c}`) })),
        ]}
      />
      <FilterSelect
        id="vertraege-ort"
        label={t('list.filterTown')}
        value={query.ort}
        minWidth={0}
        onChange={(ort) => onChange({ ort })}
        options={[{ value: '', label: t('list.allTowns') }, ...towns.map((town) => ({ value: town, label: town }))]}
      />
      <FilterSelect
        id="vertraege-sortierung"
        label={t('list.sort')}
        value={query.sort}
        minWidth={0}
        onChange={(sort) => onChange({ sort: sort as ContractQuery['sort'] })}
        options={[
          { value: '', label: t('list.sortBy.none') },
          ...SORTS.map((s) => ({ value: s, label: t(`list.sortBy.${s}`) })),
        ]}
      />
      {onExport && (
        <Button
          onClick={onExport}
          startIcon={<FileDownloadIcon aria-hidden="true" />}
          sx={{ textAlign: 'left', minHeight: 44, gridColumn: '1 / -1', justifySelf: 'start' }}
        >
          {t('list.export')}
        </Button>
      )}
    </>
  );
});
