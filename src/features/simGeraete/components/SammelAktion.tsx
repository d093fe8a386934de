import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { DataList } from '../../../components/layout/DataList';
import { formatCount, formatDateTime, formatEuro } from '../../../lib/dates';
import { SPERRGRUENDE } from '../../../lib/simRules.mjs';
import { required } from '../../../lib/validators';
import type { PerItemTerms } from '../../bestellung/orderTerms';
import { oneOffValue } from '../../bestellung/termsText';
import { StepUpCancelled } from '../../sicherheit/useStepUp';
import { useSammelErsatzMutation, useSammelSperreMutation } from '../simApi';
import type { SammelBeleg, SimGrund } from '../simSchemas';
import { useBestaetigung } from '../useBestaetigung';
import { useSimT } from '../../../i18n/texts/sim';

export type SammelArt = 'sperren' | 'ersatz';

/**
 * One action for many SIMs of a fleet, in one call with one receipt: a block at once with its reason, or
 * replacement cards (paid: the total from the terms object, „zahlungspflichtig bestellen“, after the server's
 * confirmation). `simIds` are the chosen SIMs whose state allows the action; `uebrig` the chosen ones that do not.
 */
export function SammelAktion({
  art,
  simIds,
  uebrig,
  terms,
  onClose,
  onDone,
}: {
  art: SammelArt | null;
  simIds: string[];
  uebrig: number;
  /** the replacement's terms for `simIds` (null: the backend names no price, nothing paid is offered) */
  terms: PerItemTerms | null;
  onClose: () => void;
  onDone: (beleg: SammelBeleg) => void;
}) {
  const { t } = useSimT();
  const id = useId();
  const [sperren] = useSammelSperreMutation();
  const [ersetzen] = useSammelErsatzMutation();
  const { send, dialog } = useBestaetigung();
  const count = formatCount(simIds.length);

  const submit = async ({ grund }: { grund?: SimGrund }) => {
    if (simIds.length === 0) return { [FORM_ERROR]: t('flotte.keineWahl') };
    try {
      const beleg =
        art === 'sperren'
          ? await sperren({ simIds, grund: grund as SimGrund }).unwrap()
          : await send(() => ersetzen({ simIds, preisJeSim: terms?.unitOneOff ?? 0 }).unwrap());
      onDone(beleg);
      return undefined;
    } catch (error) {
      if (error instanceof StepUpCancelled) return { [FORM_ERROR]: t('bestaetigung.cancelled') };
      return submitErrorOf(error, t(art === 'sperren' ? 'flotte.sperrenFailed' : 'flotte.ersatzFailed'));
    }
  };

  return (
    <>
      <Dialog open={art !== null} onClose={onClose} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>
          {t(art === 'ersatz' ? 'flotte.ersatzHeading' : 'flotte.sperrenHeading')}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            {t(art === 'ersatz' ? 'flotte.ersatzIntro' : 'flotte.sperrenIntro', {
              count: simIds.length,
              anzahl: count,
            })}
          </Typography>
          {uebrig > 0 && (
            <Typography sx={{ mb: 1 }}>
              {t(art === 'ersatz' ? 'flotte.ersatzUebrig' : 'flotte.sperrenUebrig', {
                count: uebrig,
                anzahl: formatCount(uebrig),
              })}
            </Typography>
          )}
          {art === 'ersatz' && terms && (
            <DataList
              rows={[
                [t('flotte.preisJeSim'), oneOffValue(t, terms.unitOneOff)],
                [t('flotte.anzahl'), count],
                [t('flotte.summe'), oneOffValue(t, terms.oneOff)],
              ]}
            />
          )}
          <AppForm<{ grund?: SimGrund }>
            onSubmit={submit}
            ariaLabel={t(art === 'ersatz' ? 'flotte.ersatzHeading' : 'flotte.sperrenHeading')}
          >
            {art === 'sperren' && (
              <RadioGroupField
                name="grund"
                label={t('sperren.grund')}
                options={SPERRGRUENDE.map((g) => ({ value: g, label: t(`grund.${g}`) }))}
                required
                validate={required}
                requiredMessage="sim:sperren.grundFehlt"
              />
            )}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <SubmitButton color={art === 'sperren' ? 'error' : 'primary'} disabled={simIds.length === 0}>
                {art === 'ersatz'
                  ? t('ersatz.submit')
                  : t('flotte.sperrenSubmit', { count: simIds.length, anzahl: count })}
              </SubmitButton>
              <Button onClick={onClose} sx={{ mt: 2 }}>
                {t('sperren.cancel')}
              </Button>
            </Box>
          </AppForm>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}

/** The receipt of a bulk action: its number, time, what was done to how many, and the SIMs left out. */
export function SammelBelegText({ beleg }: { beleg: SammelBeleg }) {
  const { t } = useSimT();
  const b = beleg.beleg;
  const values = {
    nummer: b.belegnummer,
    count: b.anzahl,
    anzahl: formatCount(b.anzahl),
    grund: b.grund ? t(`grund.${b.grund}`, { defaultValue: b.grund }) : '',
    preis: b.preisJeSim ? formatEuro(b.preisJeSim) : '',
  };
  return (
    <>
      <strong>{t(b.aktion === 'ersatz' ? 'flotte.belegErsatzHeading' : 'flotte.belegSperreHeading')}</strong>
      <br />
      {t(b.aktion === 'ersatz' ? 'flotte.belegErsatz' : 'flotte.belegSperre', values)}{' '}
      {t('flotte.belegAm', { datetime: formatDateTime(b.am) })}
      {beleg.uebersprungen.length > 0 && (
        <>
          <br />
          {t('flotte.belegUebersprungen', {
            count: beleg.uebersprungen.length,
            liste: beleg.uebersprungen.map((s) => s.rufnummer || s.id).join(', '),
          })}
        </>
      )}
    </>
  );
}
