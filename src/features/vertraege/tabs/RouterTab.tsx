import { Notice } from '../../../components/feedback/Notice';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { DataList } from '../../../components/layout/DataList';
import type { TabProps } from './TabProps';
import { useVertraegeT } from '../../../i18n/texts/vertraege';

/** Router data and the entry to its activation (router-aktivieren/{mac}); "keine Angaben" when undescribed. */
export default function RouterTab({ vertrag }: TabProps) {
  const { t } = useVertraegeT();
  const router = vertrag.router;
  // the answer did not describe the router (alt shapes): say so, not "no router" or "not available"
  if (!router) return <Typography sx={{ maxWidth: 720 }}>{t('router.unknown')}</Typography>;
  return (
    <>
      <DataList
        rows={[
          [t('router.model'), router.model],
          [t('router.mac'), router.mac],
          [t('router.state'), router.activated ? t('router.activated') : t('router.notActivated')],
        ]}
      />
      {router.activated ? (
        <Notice severity="success" sx={{ maxWidth: 720 }}>
          {t('router.activatedHint')}
        </Notice>
      ) : (
        <Button
          variant="contained"
          component={RouterLink}
          to={hrefFor('vertraege.routerAktivieren', { mac: router.mac }, { vertrag: vertrag.contractId })}
        >
          {t('router.activate')}
        </Button>
      )}
    </>
  );
}
