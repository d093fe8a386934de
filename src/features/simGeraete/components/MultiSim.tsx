import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Vertrag } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { Notice } from '../../../components/feedback/Notice';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { DataList } from '../../../components/layout/DataList';
import mobilfunk from '../../../config/mobilfunk.json';
import { formatDateTime, today, toServerDate } from '../../../lib/dates';
import { MULTI_SIM_MAX, multiSimEntfernbar, multiSimMoeglich } from '../../../lib/simRules.mjs';
import { required } from '../../../lib/validators';
import { orderTerms, type OrderTerms } from '../../bestellung/orderTerms';
import { addedText, minimumTermText, oneOffValue } from '../../bestellung/termsText';
import { StepUpCancelled } from '../../sicherheit/useStepUp';
import { simApi, useMultiSimAbbrechenMutation, useMultiSimEntfernenMutation } from '../simApi';
import type { MultiSimAnswer, Sim, SimsAnswer } from '../simSchemas';
import { simName } from '../simTexts';
import { useBestaetigung } from '../useBestaetigung';
import { ActionError } from './ActionError';
import { EsimProfil } from './EsimProfil';
import { useSimT } from '../../../i18n/texts/sim';

type Art = 'sim' | 'esim';
interface Wunsch {
  art: Art;
  geraet: string;
}
const GERAET_MAX = 40;

/**
 * MultiSIM: a second SIM or eSIM on the contract's number for a watch or a tablet, at most MULTI_SIM_MAX. Its
 * price is the MultiSIM option's, read through the order's terms object; a paid one is ordered with
 * „zahlungspflichtig bestellen“ after the server's confirmation (with the lock against SIM swaps on, the first
 * order starts the 24-hour wait). A MultiSIM can be taken away again. Left out when the backend names no MultiSIM.
 */
export function MultiSim({ vertrag, answer }: { vertrag: Vertrag; answer: SimsAnswer }) {
  const { t } = useSimT();
  const id = useId();
  const multi = answer.multiSim;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ answer: MultiSimAnswer; terms: OrderTerms } | null>(null);
  const [profilShown, setProfilShown] = useState(true);
  const [entfernen, setEntfernen] = useState<Sim | null>(null);
  const [entfernt, setEntfernt] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const [remove, removal] = useMultiSimEntfernenMutation();
  const [abbrechen, abbruch] = useMultiSimAbbrechenMutation();
  const dispatch = useAppDispatch();
  const schutz = answer.rufnummernsperre.aktiv;
  const { send, dialog } = useBestaetigung(schutz ? t('multiSim.schutzHinweis') : undefined);
  if (!multi) return null;

  const option = multi.option;
  // THE terms of this order: an option on the contract as it is (its minimum term runs on)
  const terms =
    option && option.monthlyPrice !== null
      ? orderTerms({
          kind: 'option',
          contract: vertrag,
          produkt: null,
          bookedOptions: [],
          chosen: [option],
          start: toServerDate(today()),
        })
      : null;
  const paid = Boolean(terms && ((terms.addedMonthly ?? 0) > 0 || (terms.oneOff ?? 0) > 0));
  const multiSims = answer.sims.filter(multiSimEntfernbar);
  const wartetBis =
    multi.moeglichAb && answer.stand && Date.parse(multi.moeglichAb) > Date.parse(answer.stand)
      ? multi.moeglichAb
      : null;
  const canAdd = Boolean(terms) && multiSimMoeglich(answer.sims) && !wartetBis;

  const order = async (wunsch: Wunsch) => {
    if (!terms) return undefined;
    try {
      const result = await send(() =>
        dispatch(
          simApi.endpoints.multiSimHinzufuegen.initiate(
            {
              contractId: vertrag.contractId,
              art: wunsch.art,
              geraet: wunsch.geraet.trim(),
              konditionen: { monatlich: terms.addedMonthly ?? 0, einmalig: terms.oneOff ?? 0 },
            },
            // untracked: an eSIM's activation code is in the answer and never enters the store
            { track: false },
          ),
        ).unwrap(),
      );
      setOpen(false);
      setProfilShown(true);
      setDone({ answer: result, terms });
      return undefined;
    } catch (error) {
      if (error instanceof StepUpCancelled) return { [FORM_ERROR]: t('bestaetigung.cancelled') };
      return submitErrorOf(error, t('multiSim.failed'));
    }
  };

  const confirmRemove = async () => {
    if (!entfernen) return;
    setRemoveError(null);
    try {
      await send(() => remove({ contractId: vertrag.contractId, simId: entfernen.id }).unwrap());
      setEntfernt(simName(entfernen, t));
    } catch (error) {
      setRemoveError(error);
    }
    setEntfernen(null);
  };

  const receipt = done?.answer.ergebnis === 'bestellt' ? done.answer : null;
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ my: 4 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('multiSim.heading')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('multiSim.intro', { max: MULTI_SIM_MAX })}</Typography>
      {receipt && done && (
        <SuccessMessage>
          <strong>{t('multiSim.bestelltHeading')}</strong>
          <br />
          {t('multiSim.bestellt', {
            nummer: receipt.auftrag.auftragsnummer,
            datetime: formatDateTime(receipt.auftrag.bestelltAm),
            art: t(`liste.${receipt.auftrag.art}`),
            geraet: receipt.auftrag.geraet,
            preis: addedText(t, done.terms),
          })}
          {receipt.auftrag.art === 'sim' && (
            <>
              <br />
              {t('multiSim.lieferung', {
                tage: mobilfunk.ersatzSimLieferWerktage,
                adresse: receipt.auftrag.lieferadresse || answer.lieferadresse,
              })}
            </>
          )}
        </SuccessMessage>
      )}
      {receipt?.profil && profilShown && (
        <EsimProfil profil={receipt.profil} heading="h3" onDone={() => setProfilShown(false)} />
      )}
      {done?.answer.ergebnis === 'wartet' && (
        <Notice severity="info" role="status" sx={{ my: 1 }}>
          {t('multiSim.wartet', {
            datetime: formatDateTime(done.answer.moeglichAb),
            email: done.answer.benachrichtigungAn,
          })}
        </Notice>
      )}
      {entfernt && <SuccessMessage>{t('multiSim.entfernt', { sim: entfernt })}</SuccessMessage>}
      <ActionError error={removeError ?? abbruch.error} fallbackKey="multiSim.entfernenFailed" />
      {multiSims.length > 0 && (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', my: 2 }}>
          {multiSims.map((sim) => (
            <Box
              component="li"
              key={sim.id}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
            >
              <Typography>{simName(sim, t)}</Typography>
              <Button
                onClick={() => setEntfernen(sim)}
                aria-label={t('multiSim.entfernenVon', { sim: simName(sim, t) })}
                sx={{ minHeight: 44 }}
              >
                {t('multiSim.entfernen')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {wartetBis && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <Typography>{t('multiSim.wartetListe', { datetime: formatDateTime(wartetBis) })}</Typography>
          <Button
            onClick={() => void abbrechen(vertrag.contractId)}
            disabled={abbruch.isLoading}
            aria-busy={abbruch.isLoading}
            sx={{ minHeight: 44 }}
          >
            {t('multiSim.abbrechen')}
          </Button>
        </Box>
      )}
      {!terms && <Typography>{t('multiSim.nichtBestellbar')}</Typography>}
      {terms && !multiSimMoeglich(answer.sims) && (
        <Typography>{t('multiSim.maxErreicht', { max: MULTI_SIM_MAX })}</Typography>
      )}
      {canAdd && (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
          {t('multiSim.button')}
        </Button>
      )}
      {terms && (
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`}>
          <DialogTitle id={`${id}-title`}>{t('multiSim.dialogHeading')}</DialogTitle>
          <DialogContent>
            <AppForm<Wunsch>
              onSubmit={order}
              ariaLabel={t('multiSim.dialogHeading')}
              initialValues={{ art: 'esim', geraet: '' }}
            >
              <RadioGroupField
                name="art"
                label={t('multiSim.art')}
                options={(['esim', 'sim'] as const).map((art) => ({ value: art, label: t(`multiSim.artWahl.${art}`) }))}
                required
                validate={required}
              />
              <TextField
                name="geraet"
                label={t('multiSim.geraet')}
                helperText={t('multiSim.geraetHinweis')}
                maxLength={GERAET_MAX}
                required
                validate={required}
                trim
              />
              <DataList
                rows={[
                  [t('multiSim.preis'), addedText(t, terms)],
                  [t('multiSim.einmalig'), oneOffValue(t, terms.oneOff)],
                  [t('multiSim.laufzeit'), minimumTermText(t, terms)],
                  [t('multiSim.lieferadresse'), answer.lieferadresse || '-'],
                ]}
              />
              {schutz && <Typography sx={{ fontWeight: 700 }}>{t('multiSim.schutzHinweis')}</Typography>}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <SubmitButton>{paid ? t('multiSim.submitPaid') : t('multiSim.submitFree')}</SubmitButton>
                <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
                  {t('multiSim.cancel')}
                </Button>
              </Box>
            </AppForm>
          </DialogContent>
        </Dialog>
      )}
      <ConfirmDialog
        open={entfernen !== null}
        title={t('multiSim.entfernenHeading')}
        text={entfernen ? t('multiSim.entfernenText', { sim: simName(entfernen, t) }) : ''}
        confirmLabel={t('multiSim.entfernenSubmit')}
        cancelLabel={t('multiSim.cancel')}
        pending={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setEntfernen(null)}
      />
      {dialog}
    </Box>
  );
}
