import Box from '@mui/material/Box';
import { SectionBoundary } from '../../../components/feedback/SectionBoundary';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor, VERTRAG_TABS, type VertragTab } from '../../../config/paths';
import type { Vertrag } from '../../../api/types';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import vertraege from '../../../i18n/de/vertraege.json';
import { useVorgaengeQuery } from '../../auftraege/auftraegeApi';
import { vertragVorgaenge } from '../../auftraege/vorgangRules';
import { EditorialCards } from '../../editorial/EditorialCards';
import { ZelosDokumente } from '../ZelosDokumente';
import { applicableTabs, contractAddress, type TabContext } from '../vertragRules';
import { pageOf, PAGE_SIZE } from '../paging';

registerMessages('vertraege', vertraege);

const STATUS_COLOR = {
  aktiv: 'success',
  gekuendigt: 'default',
  in_bearbeitung: 'primary',
  unbekannt: 'default',
} as const;
const QUICK = ['router', 'produktwechsel', 'kuendigung'] as const;

/** All contracts, paged (20 per page keeps 120 contracts smooth), with editorial cards and documents. */
export default function VertragListPage() {
  const { t } = useTranslation('vertraege');
  const list = useAppSelector((state) => state.contracts.list);
  const specialOffer = useAppSelector((state) => state.specialOffer.offer);
  const [params, setParams] = useSearchParams();
  const { page, pages, items, from, to } = pageOf(list, Number(params.get('seite') ?? '1'), PAGE_SIZE);
  const ctx: TabContext = { specialOffer };
  const vorgaenge = useVorgaengeQuery().data ?? [];

  return (
    <PageScaffold>
      <Typography sx={{ mb: 1 }}>{t('list.intro')}</Typography>
      {list.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('list.empty')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} color="text.secondary">
            {t('list.count', { count: list.length })}
            {pages > 1 && ` · ${t('list.pageInfo', { from, to, total: list.length })}`}
          </Typography>
          <TableContainer>
            <Table aria-label={t('list.tableLabel')} size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('list.name')}</TableCell>
                  <TableCell scope="col">{t('list.contractId')}</TableCell>
                  <TableCell scope="col">{t('list.number')}</TableCell>
                  <TableCell scope="col">{t('list.address')}</TableCell>
                  <TableCell scope="col">{t('list.status')}</TableCell>
                  <TableCell scope="col">{t('list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((v) => (
                  <SectionBoundary
                    key={v.contractId}
                    name={`Vertrag ${v.contractId}`}
                    fallback={(notice) => (
                      <TableRow>
                        <TableCell colSpan={6}>{notice}</TableCell>
                      </TableRow>
                    )}
                  >
                    <ContractRow
                      v={v}
                      quick={applicableTabs(v, ctx, VERTRAG_TABS).filter(
                        (tab) =>
                          (QUICK as readonly string[]).includes(tab) &&
                          !vertragVorgaenge(vorgaenge, v.contractId).hidden.has(tab),
                      )}
                    />
                  </SectionBoundary>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
              {/* Pagination renders its own <nav>; it gets our label */}
              <Pagination
                aria-label={t('list.pagination')}
                getItemAriaLabel={(type, item, selected) =>
                  type === 'page'
                    ? t(selected ? 'list.pageCurrent' : 'list.pageGoto', { page: item })
                    : t(`list.pageNav.${type}`)
                }
                count={pages}
                page={page}
                onChange={(_event, next) => setParams(next === 1 ? {} : { seite: String(next) })}
                color="primary"
                showFirstButton
                showLastButton
              />
            </Box>
          )}
        </>
      )}
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
    </PageScaffold>
  );
}

function ContractRow({ v, quick }: { v: Vertrag; quick: VertragTab[] }) {
  const { t } = useTranslation('vertraege');
  const name = v.name || v.contractId;
  const label = (action: string) => t('list.quickOf', { action, name, id: v.contractId });
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link
          component={RouterLink}
          to={hrefFor('vertrag.allgemeine-daten', { id: v.contractId })}
          sx={{ fontWeight: 600 }}
        >
          {name}
        </Link>
        {v.category !== 'unbekannt' && (
          <Typography variant="body2" color="text.secondary">
            {t(`category.${v.category}`)}
          </Typography>
        )}
      </TableCell>
      <TableCell>{v.contractId}</TableCell>
      <TableCell>{v.number || '-'}</TableCell>
      <TableCell>{contractAddress(v)}</TableCell>
      <TableCell>
        {v.status === 'unbekannt' ? (
          '-'
        ) : (
          <Chip size="small" variant="outlined" color={STATUS_COLOR[v.status]} label={t(`status.${v.status}`)} />
        )}
      </TableCell>
      <TableCell>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
          <li>
            <Link
              component={RouterLink}
              to={hrefFor('vertrag.allgemeine-daten', { id: v.contractId })}
              aria-label={label(t('list.details'))}
            >
              {t('list.details')}
            </Link>
          </li>
          {quick.map((tab) => (
            <li key={tab}>
              <Link
                component={RouterLink}
                to={hrefFor(`vertrag.${tab}`, { id: v.contractId })}
                aria-label={label(t(`list.quick.${tab}`))}
              >
                {t(`list.quick.${tab}`)}
              </Link>
            </li>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}
