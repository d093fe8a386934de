import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Notice } from '../../../components/feedback/Notice';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { DataList, type DataListRow } from '../../../components/layout/DataList';
import { formatDateTime, formatEuro } from '../../../lib/dates';
import { simActionAllowed } from '../../../lib/simRules.mjs';
import { useSimEntsperrenMutation, useUebertragungAbbrechenMutation } from '../simApi';
import type { ErsatzAnswer, Sim, SperreBeleg } from '../simSchemas';
import { simName } from '../simTexts';
import { useBestaetigung } from '../useBestaetigung';
import mobilfunk from '../../../config/mobilfunk.json';
import { ActionError } from './ActionError';
import { ErsatzBestellen } from './ErsatzBestellen';
import { EsimUebertragung } from './EsimUebertragung';
import { PinPukAnzeige } from './PinPukAnzeige';
import { SperrenDialog } from './SperrenDialog';
import { useSimT } from '../../../i18n/texts/sim';

const STATUS_COLOR = { aktiv: 'success', gesperrt: 'error', wird_ersetzt: 'default', ersetzt: 'default' } as const;

/** One SIM or eSIM: its state and data, and the actions its state allows (src/lib/simRules.mjs). */
export function SimKarte({
  contractId,
  sim,
  schutzAktiv,
  stand,
  preis,
  lieferadresse,
}: {
  contractId: string;
  sim: Sim;
  schutzAktiv: boolean;
  /** the replacement card's price as the server names it; null: no paid order offered */
  preis: number | null;
  lieferadresse: string;
  /** the server's time of the answer: the lock's wait is measured on its clock, not the device's */
  stand: string | null;
}) {
  const { t } = useSimT();
  const headingId = `sim-${sim.id}`;
  const [sperren, setSperren] = useState(false);
  const [beleg, setBeleg] = useState<SperreBeleg | null>(null);
  const [entsperrt, setEntsperrt] = useState(false);
  const [ersatz, setErsatz] = useState<ErsatzAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [entsperren, entsperrung] = useSimEntsperrenMutation();
  const [abbrechen, abbruch] = useUebertragungAbbrechenMutation();
  const { send, dialog } = useBestaetigung();
  const running = (until: string | null) => Boolean(until && stand && Date.parse(until) > Date.parse(stand));
  const wartet = running(sim.uebertragungAb);
  const ersatzWartet = running(sim.ersatzAb);
  const can = (action: Parameters<typeof simActionAllowed>[1]) => simActionAllowed(sim.status, action, sim.art);

  const aufheben = async () => {
    setError(null);
    setBeleg(null);
    try {
      await send(() => entsperren({ contractId, simId: sim.id }).unwrap());
      setEntsperrt(true);
    } catch (e) {
      setError(e);
    }
  };
  const rows: DataListRow[] = [
    [
      t('liste.status'),
      <Chip key="status" size="small" color={STATUS_COLOR[sim.status]} label={t(`status.${sim.status}`)} />,
    ],
    [t('liste.rufnummer'), sim.rufnummer || '-'],
    [t('liste.iccid'), sim.iccidEnde || '-'],
  ];
  if (sim.sperre)
    rows.push([
      t('liste.gesperrtSeit'),
      `${formatDateTime(sim.sperre.am)} (${t(`grund.${sim.sperre.grund}`)}, ${sim.sperre.belegnummer})`,
    ]);
  if (sim.ersatz)
    rows.push([t('ersatz.bestelltAm'), `${formatDateTime(sim.ersatz.bestelltAm)} (${sim.ersatz.auftragsnummer})`]);
  if (sim.profilErstelltAm) rows.push([t('liste.profilNeu'), formatDateTime(sim.profilErstelltAm)]);
  const pendingIcon = (busy: boolean) =>
    busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {simName(sim, t)}
        </Typography>
        <DataList rows={rows} />
        {beleg && (
          <SuccessMessage>
            <strong>{t('beleg.heading')}</strong>
            <br />
            {t('beleg.text', {
              nummer: beleg.belegnummer,
              datetime: formatDateTime(beleg.am),
              iccid: beleg.iccidEnde,
              grund: t(`grund.${beleg.grund}`),
            })}
            <br />
            {t('beleg.hinweis')}
          </SuccessMessage>
        )}
        {entsperrt && sim.status === 'aktiv' && <SuccessMessage>{t('entsperren.done')}</SuccessMessage>}
        {ersatz?.ergebnis === 'bestellt' && (
          <SuccessMessage>
            {t('ersatz.bestellt', {
              nummer: ersatz.auftrag.auftragsnummer,
              datetime: formatDateTime(ersatz.auftrag.bestelltAm),
              tage: mobilfunk.ersatzSimLieferWerktage,
              adresse: ersatz.auftrag.lieferadresse,
              preis: formatEuro(ersatz.auftrag.preis),
            })}
          </SuccessMessage>
        )}
        {ersatz?.ergebnis === 'wartet' && (
          <Notice severity="info" role="status" sx={{ my: 1 }}>
            {t('ersatz.wartet', { datetime: formatDateTime(ersatz.moeglichAb), email: ersatz.benachrichtigungAn })}
          </Notice>
        )}
        {(['uebertragungAb', 'ersatzAb'] as const).map((key) => {
          const until = sim[key];
          if (!until) return null;
          const kind = key === 'ersatzAb' ? 'ersatz' : 'esim';
          return (
            <Box key={key} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
              <Typography>{t(`${kind}.wartetListe`, { datetime: formatDateTime(until) })}</Typography>
              <Button
                onClick={() => void abbrechen({ contractId, simId: sim.id })}
                disabled={abbruch.isLoading}
                aria-busy={abbruch.isLoading}
                startIcon={pendingIcon(abbruch.isLoading)}
              >
                {t(`${kind}.abbrechen`)}
              </Button>
            </Box>
          );
        })}
        <ActionError error={error ?? abbruch.error} fallbackKey="entsperren.failed" />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
          {can('sperren') && (
            <Button variant="contained" color="error" onClick={() => setSperren(true)}>
              {t('sperren.button')}
            </Button>
          )}
          {can('entsperren') && (
            <Button
              variant="outlined"
              onClick={() => void aufheben()}
              disabled={entsperrung.isLoading}
              aria-busy={entsperrung.isLoading}
              startIcon={pendingIcon(entsperrung.isLoading)}
            >
              {t('entsperren.button')}
            </Button>
          )}
          {can('pinPuk') && <PinPukAnzeige contractId={contractId} simId={sim.id} />}
        </Box>
        {can('ersatzBestellen') && sim.art === 'sim' && preis !== null && !ersatzWartet && (
          <Box sx={{ mt: 2 }}>
            <ErsatzBestellen
              contractId={contractId}
              sim={sim}
              preis={preis}
              lieferadresse={lieferadresse}
              schutzAktiv={schutzAktiv}
              onDone={setErsatz}
            />
          </Box>
        )}
        {can('esimUebertragen') && (
          <Box sx={{ mt: 2 }}>
            <EsimUebertragung contractId={contractId} sim={sim} schutzAktiv={schutzAktiv} wartet={wartet} />
          </Box>
        )}
      </CardContent>
      <SperrenDialog
        contractId={contractId}
        sim={sim}
        open={sperren}
        onClose={() => setSperren(false)}
        onDone={(b) => {
          setSperren(false);
          setEntsperrt(false);
          setBeleg(b);
        }}
      />
      {dialog}
    </Card>
  );
}
