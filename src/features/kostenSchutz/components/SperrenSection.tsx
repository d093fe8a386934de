import Typography from '@mui/material/Typography';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useSperreSetzenMutation } from '../kostenSchutzApi';
import type { Schutz, Sperre } from '../kostenSchutzSchemas';
import { SaveSwitch } from '../../../components/form/SaveSwitch';
import { SchutzAbschnitt } from './SchutzAbschnitt';
import { useSchalter } from './useSchalter';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

/** The free blocks of § 61 Abs. 1–2 TKG, each with its status and the receipt of its last change. */
export function SperrenSection({ schutz }: { schutz: Schutz }) {
  const { t } = useKostenSchutzT();
  const [setzen] = useSperreSetzenMutation();
  const { pending, errorOf, message, run } = useSchalter();
  const name = (s: Sperre) => t(`sperren.art.${s.art}`);
  return (
    <SchutzAbschnitt id="sperren" heading={t('sperren.heading')} intro={t('sperren.intro')}>
      {message && <SuccessMessage>{message}</SuccessMessage>}
      {pending && <Pending inline label={t('saving')} />}
      {schutz.sperren.length === 0 && <Typography>{t('sperren.keine')}</Typography>}
      {schutz.sperren.map((s) => (
        <SaveSwitch
          key={s.art}
          id={`sperre-${s.art}`}
          label={name(s)}
          hint={t(`sperren.hint.${s.art}`)}
          checked={s.status !== 'aus'}
          busy={pending !== null}
          error={errorOf(s.art)}
          onToggle={(aktiv) =>
            void run(
              s.art,
              () => setzen({ contractId: schutz.vertragsId, art: s.art, aktiv }).unwrap(),
              t(`sperren.quittungWas.${aktiv ? 'eingerichtet' : 'aufgehoben'}`, { sperre: name(s) }),
            )
          }
        >
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {s.status === 'aktiv'
              ? s.seit
                ? t('sperren.status.aktiv', { datum: formatDate(s.seit) })
                : t('sperren.status.aktivOhneDatum')
              : t(`sperren.status.${s.status}`)}
          </Typography>
          {s.quittung && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {t('sperren.quittung', {
                nummer: s.quittung.nummer,
                datetime: formatDateTime(s.quittung.am),
                was: t(`sperren.quittungWas.${s.quittung.text}`, { sperre: name(s) }),
              })}
            </Typography>
          )}
        </SaveSwitch>
      ))}
    </SchutzAbschnitt>
  );
}
