import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector, useSessionReady } from '../../../app/hooks';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { MeldungForm, type MeldungResult, type MeldungValues } from '../components/MeldungForm';
import { PruefungErgebnis } from '../components/PruefungErgebnis';
import { hasLine } from '../stoerungRules';
import { FAULT_NUMBER } from '../stoerungTexts';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/**
 * „Störung melden": one screen of questions, the automatic line check, its result. Reached from the start page,
 * every fixed-line contract (?vertrag=<id> preselects it) and „Hilfe & Kontakt". The answers outlive the result
 * screen, so „Angaben ändern und neu prüfen" shows them again.
 */
export default function StoerungMeldenPage() {
  const { t } = useStoerungT();
  const ready = useSessionReady();
  const all = useAppSelector((state) => state.contracts.list);
  const contracts = useMemo(() => all.filter(hasLine), [all]);
  const [params] = useSearchParams();
  const [result, setResult] = useState<MeldungResult | null>(null);
  const [kept, setKept] = useState<Partial<MeldungValues> | null>(null);

  const preselected = contracts.find((v) => v.contractId === params.get('vertrag'))?.contractId;
  const initialValues = kept ?? { vertrag: preselected ?? (contracts.length === 1 ? contracts[0].contractId : '') };

  return (
    <PageScaffold>
      {!ready ? (
        <Pending />
      ) : !contracts.length ? (
        <Notice severity="info">{t('keinAnschluss', { nummer: FAULT_NUMBER })}</Notice>
      ) : result ? (
        <PruefungErgebnis
          result={result}
          onAgain={() => {
            setKept(result.values);
            setResult(null);
          }}
        />
      ) : (
        <>
          <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('intro')}</Typography>
          <MeldungForm contracts={contracts} initialValues={initialValues} onResult={setResult} />
        </>
      )}
    </PageScaffold>
  );
}
