import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { formatEuro } from '../../../lib/dates';
import { useSchalterSetzenMutation } from '../kostenSchutzApi';
import { SaveSwitch } from '../../../components/form/SaveSwitch';
import { SchutzAbschnitt } from './SchutzAbschnitt';
import { useSchalter } from './useSchalter';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

/** The roaming cap (Roaming Regulation (EU) 2022/612, Art. 14): on by default, off and on again free of charge. */
export function RoamingSection({
  contractId,
  roaming,
}: {
  contractId: string;
  roaming: { aktiv: boolean; grenzeEuro: number | null };
}) {
  const { t } = useKostenSchutzT();
  const [setzen] = useSchalterSetzenMutation();
  const { pending, errorOf, message, run } = useSchalter();
  return (
    <SchutzAbschnitt id="roaming" heading={t('roaming.heading')}>
      {message && <SuccessMessage>{message}</SuccessMessage>}
      {pending && <Pending inline label={t('saving')} />}
      <SaveSwitch
        id="roaming"
        label={t('roaming.schalter', { grenze: formatEuro(roaming.grenzeEuro ?? 50) })}
        hint={t('roaming.hint')}
        checked={roaming.aktiv}
        busy={pending !== null}
        error={errorOf('roaming')}
        onToggle={(aktiv) =>
          void run(
            'roaming',
            () => setzen({ contractId, schalter: 'roaming', aktiv }).unwrap(),
            t(aktiv ? 'roaming.an' : 'roaming.aus'),
          )
        }
      />
    </SchutzAbschnitt>
  );
}
