import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { isMissingCall } from '../../../api/errors';
import { useAppSelector, useSessionReady } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { QueryState } from '../../../components/feedback/QueryState';
import { BackToContract } from '../../../components/layout/BackToContract';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { MultiSim } from '../components/MultiSim';
import { Portierung } from '../components/Portierung';
import { RufnummernSchutz } from '../components/RufnummernSchutz';
import { SimKarte } from '../components/SimKarte';
import { useSimsQuery } from '../simApi';
import { selectContract } from '../../eligibility/contractsSlice';
import { useSimT } from '../../../i18n/texts/sim';
// the texts of the „vertraege:“ keys below (the namespace registers when its module loads)
import '../../../i18n/texts/vertraege';

// the terms' wording (MultiSIM's price) is the order's

/** „SIM & Geräte“ of one mobile contract: the lock against SIM swaps, then each SIM with its actions. */
export default function SimGeraetePage() {
  const { t } = useSimT();
  const { id = '' } = useParams();
  const ready = useSessionReady();
  const vertrag = useAppSelector((state) => selectContract(state, id) ?? null);
  const mobile = vertrag?.category === 'mobilfunk';
  // the state may have changed elsewhere (a block by phone, the lock's wait running out): asked anew each visit
  const query = useSimsQuery(id, { skip: !ready || !mobile, refetchOnMountOrArgChange: true });

  const body = () => {
    if (!ready) return <Pending label={t('loading')} />;
    if (!vertrag) return <ErrorMessage error={null} fallbackKey="vertraege:layout.notFound" />;
    if (!mobile) return <Notice severity="info">{t('keinMobilfunk')}</Notice>;
    if (isMissingCall(query.error)) return <Notice severity="info">{t('nichtVerfuegbar')}</Notice>;
    return (
      <QueryState query={query} pendingLabel={t('loading')}>
        {(answer) => (
          <>
            <RufnummernSchutz contractId={id} answer={answer} />
            <Box component="section" aria-labelledby="sims-heading">
              <Typography id="sims-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('liste.heading')}
              </Typography>
              {answer.sims.length === 0 && <Typography>{t('keineSims')}</Typography>}
              {answer.sims.map((sim) => (
                <SimKarte
                  key={sim.id}
                  contractId={id}
                  sim={sim}
                  schutzAktiv={answer.rufnummernsperre.aktiv}
                  stand={answer.stand}
                  preis={answer.ersatzSimPreis}
                  lieferadresse={answer.lieferadresse}
                />
              ))}
            </Box>
            {vertrag && <MultiSim vertrag={vertrag} answer={answer} />}
            <Portierung contractId={id} answer={answer} />
          </>
        )}
      </QueryState>
    );
  };

  return (
    <>
      <BackToContract contractId={id} />
      <PageScaffold>
        {vertrag && (
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {t('vertrag', { name: vertrag.name || vertrag.contractId, id: vertrag.contractId })}
          </Typography>
        )}
        <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('intro')}</Typography>
        {body()}
      </PageScaffold>
    </>
  );
}
