import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { isMissingCall } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { BackToContract } from '../../../components/layout/BackToContract';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { type Column, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import { formatDate } from '../../../lib/dates';
import { useFileDownload } from '../../rechnungen/useFileDownload';
import { useDokumenteQuery, useDokumentMutation } from '../dokumenteApi';
import { type Dokument, gruppiert } from '../dokumenteSchema';
import { selectContract } from '../../eligibility/contractsSlice';
import { useDokumenteT } from '../../../i18n/texts/dokumente';

/** A date the answer may lack or give in another form: shown as it is then, never an error. */
const datumText = (datum: string) => (/^\d{4}-\d{2}-\d{2}/.test(datum) ? formatDate(datum.slice(0, 10)) : datum);

/**
 * „Dokumente“ of one contract: every § 54 TKG summary, the AGB and product information sheet valid at conclusion,
 * change notices, order and withdrawal receipts and the blank forms an order asks for, each with its date and what
 * it belongs to, as PDF downloads. A backend without the archive gets a short notice instead of an error.
 */
export default function DokumentePage() {
  const { t } = useDokumenteT();
  const { id = '' } = useParams();
  const name = useAppSelector((state) => selectContract(state, id)?.name ?? '');
  const query = useDokumenteQuery(id, { refetchOnMountOrArgChange: true });
  const [trigger] = useDokumentMutation();
  const { download, pendingKey, error } = useFileDownload(trigger);

  const columns: Column<Dokument>[] = [
    { key: 'titel', header: t('spalteDokument'), cell: (d) => d.titel, rowHeader: true },
    { key: 'datum', header: t('spalteDatum'), cell: (d) => datumText(d.datum) },
    { key: 'bezug', header: t('spalteBezug'), cell: (d) => d.bezug },
    {
      key: 'download',
      header: t('spalteDownload'),
      actions: true,
      cell: (d) => (
        <Button
          size="small"
          variant="outlined"
          loading={pendingKey === d.id}
          disabled={pendingKey !== null}
          aria-label={t('herunterladenName', { titel: d.titel, datum: datumText(d.datum) })}
          onClick={() => void download(d.id, { contractId: id, dokumentId: d.id })}
        >
          {t('herunterladen')}
        </Button>
      ),
    },
  ];

  return (
    <PageScaffold>
      <BackToContract contractId={id} />
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('vertrag', { name: name ? `${name} (${id})` : id })}</Typography>
      {isMissingCall(query.error) ? (
        <Notice severity="info">{t('nichtVerfuegbar')}</Notice>
      ) : (
        <QueryState query={query} pendingLabel={t('loading')}>
          {(archiv) => (
            <>
              <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('intro')}</Typography>
              {error !== null && <ErrorMessage error={error} fallbackKey="dokumente:downloadFailed" />}
              {archiv.dokumente.length === 0 && <Notice severity="info">{t('leer')}</Notice>}
              {gruppiert(archiv.dokumente).map(([gruppe, docs]) => (
                <Box component="section" key={gruppe} aria-labelledby={`dokumente-${gruppe}`} sx={{ mb: 4 }}>
                  <Typography id={`dokumente-${gruppe}`} variant="h5" component="h2" sx={{ mb: 1 }}>
                    {t(`gruppe.${gruppe}`)}
                  </Typography>
                  {gruppe === 'formulare' && <Typography sx={{ mb: 1 }}>{t('formulareHinweis')}</Typography>}
                  <ResponsiveTable
                    columns={columns}
                    rows={docs}
                    rowKey={(d) => d.id}
                    labelledBy={`dokumente-${gruppe}`}
                  />
                </Box>
              ))}
            </>
          )}
        </QueryState>
      )}
    </PageScaffold>
  );
}
