import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { formatDateTime } from '../../../lib/dates';
import { useStoerungMeldenMutation } from '../stoerungApi';
import type { Stoerung } from '../stoerungSchemas';
import type { MeldungResult } from './MeldungForm';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/**
 * The line check's result in plain German: no fault (self-help steps, and still a way to report), a known
 * network outage (its expected end; no ticket of its own) or a line fault (the ticket and the way to the
 * technician appointment). Its heading takes the focus, so screen readers hear the result.
 */
export function PruefungErgebnis({ result, onAgain }: { result: MeldungResult; onAgain: () => void }) {
  const { t } = useStoerungT();
  const [ticket, setTicket] = useState<Stoerung | null>(result.ticket);
  const heading = useRef<HTMLHeadingElement>(null);
  const art = ticket
    ? result.check.ergebnis === 'leitungsstoerung'
      ? 'leitungsstoerung'
      : 'gemeldet'
    : result.check.ergebnis;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes the focus whenever the result changes
  useEffect(() => heading.current?.focus(), [art]);
  return (
    <Box component="section" aria-labelledby="stoerung-ergebnis" sx={{ maxWidth: 720 }}>
      <Typography id="stoerung-ergebnis" ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t(`ergebnis.${art}.heading`)}
      </Typography>
      {result.check.geprueftAm && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('ergebnis.geprueftAm', { datetime: formatDateTime(result.check.geprueftAm) })}
        </Typography>
      )}
      {art === 'keine_stoerung' && <KeineStoerung result={result} onTicket={setTicket} />}
      {art === 'netzstoerung' && <Netzstoerung result={result} />}
      {ticket && <TicketAngelegt ticket={ticket} leitung={art === 'leitungsstoerung'} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        {!ticket && (
          <Button variant="outlined" onClick={onAgain}>
            {t('ergebnis.neuPruefen')}
          </Button>
        )}
        <Button component={RouterLink} to={hrefFor('private.dashboard.startseite')}>
          {t('ergebnis.zurStartseite')}
        </Button>
      </Box>
    </Box>
  );
}

function KeineStoerung({ result, onTicket }: { result: MeldungResult; onTicket: (ticket: Stoerung) => void }) {
  const { t } = useStoerungT();
  const [melden, state] = useStoerungMeldenMutation();
  const dienst = result.values.dienst in { internet: 1, telefon: 1, tv: 1 } ? result.values.dienst : 'internet';
  const steps = t(`selbsthilfe.${dienst}`, { returnObjects: true }) as string[];
  const trotzdem = async () => {
    const { vertrag, ...angaben } = result.values;
    const answer = await melden({ contractId: vertrag, pruefungId: result.check.pruefungId, ...angaben })
      .unwrap()
      .catch(() => null);
    if (answer) onTicket(answer.stoerung);
  };
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('ergebnis.keine_stoerung.text')}</Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0, '& > li': { mb: 1 } }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>{t('ergebnis.keine_stoerung.nochGestoert')}</Typography>
      {state.isError && <ErrorMessage error={state.error} fallbackKey="stoerung:form.openFailed" />}
      <Button
        variant="contained"
        onClick={() => void trotzdem()}
        disabled={state.isLoading}
        aria-busy={state.isLoading}
        sx={{ mt: 2 }}
      >
        {t('ergebnis.keine_stoerung.trotzdem')}
      </Button>
    </>
  );
}

function Netzstoerung({ result }: { result: MeldungResult }) {
  const { t } = useStoerungT();
  const netz = result.check.netzstoerung;
  return (
    <Notice severity="warning" role="status">
      {netz && (
        <Typography sx={{ mb: 1 }}>
          {t('ergebnis.netzstoerung.text', {
            gebiet: netz.gebiet || '-',
            seit: formatDateTime(netz.seit),
            meldung: netz.meldung,
          })}
        </Typography>
      )}
      <Typography sx={{ mb: 1, fontWeight: 700 }}>
        {netz?.voraussichtlichBis
          ? t('ergebnis.netzstoerung.ende', { ende: formatDateTime(netz.voraussichtlichBis) })
          : t('ergebnis.netzstoerung.endeUnbekannt')}
      </Typography>
      <Typography>{t('ergebnis.netzstoerung.keinTicket')}</Typography>
    </Notice>
  );
}

function TicketAngelegt({ ticket, leitung }: { ticket: Stoerung; leitung: boolean }) {
  const { t } = useStoerungT();
  const key = leitung ? 'leitungsstoerung' : 'gemeldet';
  return (
    <Notice severity="success" role="status">
      <Typography sx={{ mb: 1 }}>{t(`ergebnis.${key}.text`, { nummer: ticket.nummer })}</Typography>
      {ticket.technikerNoetig && <Typography sx={{ mb: 1 }}>{t('ergebnis.leitungsstoerung.termin')}</Typography>}
      <Button
        variant="contained"
        component={RouterLink}
        to={hrefFor('stoerung.detail', { nummer: ticket.nummer })}
        sx={{ mt: 1 }}
      >
        {ticket.technikerNoetig ? t('ergebnis.leitungsstoerung.zumTermin') : t('zurMeldung', { nummer: ticket.nummer })}
      </Button>
    </Notice>
  );
}
