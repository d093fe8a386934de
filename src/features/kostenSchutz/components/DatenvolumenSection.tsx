import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { prozent, volumenText } from '../datenvolumenRules';
import { useSchalterSetzenMutation } from '../kostenSchutzApi';
import type { Datenvolumen } from '../kostenSchutzSchemas';
import { SaveSwitch } from '../../../components/form/SaveSwitch';
import { SchutzAbschnitt } from './SchutzAbschnitt';
import { useSchalter } from './useSchalter';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

/** The mobile data meter (TKTransparenzV §§ 9, 10): used against included, the period, the 80 % notice, 100 %. */
export function DatenvolumenSection({ contractId, daten }: { contractId: string; daten: Datenvolumen }) {
  const { t } = useKostenSchutzT();
  const [setzen] = useSchalterSetzenMutation();
  const { pending, errorOf, message, run } = useSchalter();
  const pct = prozent(daten);
  return (
    <SchutzAbschnitt id="daten" heading={t('daten.heading')}>
      {pct === null || daten.verbrauchtMb === null || daten.inklusivMb === null ? (
        <Typography>{t('daten.unbekannt')}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {t('daten.verbraucht', {
              verbraucht: volumenText(daten.verbrauchtMb),
              inklusiv: volumenText(daten.inklusivMb),
              prozent: pct,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={pct}
            color={pct >= 100 ? 'error' : pct >= 80 ? 'warning' : 'primary'}
            aria-label={t('daten.balken')}
            sx={{ height: 12, borderRadius: 1, my: 1, maxWidth: 560 }}
          />
        </>
      )}
      {daten.zeitraumBis && (
        <Typography variant="body2">{t('daten.zeitraum', { datum: formatDate(daten.zeitraumBis) })}</Typography>
      )}
      {daten.stand && (
        <Typography variant="body2" color="text.secondary">
          {t('daten.stand', { datetime: formatDateTime(daten.stand) })}
        </Typography>
      )}
      {message && <SuccessMessage>{message}</SuccessMessage>}
      {pending && <Pending inline label={t('saving')} />}
      <SaveSwitch
        id="datenhinweis"
        label={t('daten.hinweis80')}
        hint={t('daten.hinweis80Hint')}
        checked={daten.hinweis80}
        busy={pending !== null}
        error={errorOf('datenhinweis')}
        onToggle={(aktiv) =>
          void run(
            'datenhinweis',
            () => setzen({ contractId, schalter: 'datenhinweis', aktiv }).unwrap(),
            t(aktiv ? 'daten.hinweis80An' : 'daten.hinweis80Aus'),
          )
        }
      />
      <Typography variant="body2">
        {t(`daten.bei100_${daten.bei100.art}`, { kbit: daten.bei100.kbit ?? 64 })}
      </Typography>
    </SchutzAbschnitt>
  );
}
