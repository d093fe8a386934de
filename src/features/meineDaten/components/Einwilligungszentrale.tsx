import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { SaveSwitch } from '../../../components/form/SaveSwitch';
import {
  type ConsentKey,
  type Einwilligungszentrale as Zentrale,
  useAllemWidersprechenMutation,
  useSetEinwilligungMutation,
} from '../meineDatenApi';
import { consentChosen } from '../../session/sessionSlice';
import { CookieEinstellungen } from './CookieEinstellungen';
import { EinwilligungsVerlauf } from './EinwilligungsVerlauf';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

const CHANNELS = ['email', 'telefon', 'sms', 'post'] as const;
const DATA_USE = ['verkehrsdaten', 'vertragsdaten'] as const;

/** One consent: saved the moment it is switched, so withdrawing takes one click, as giving does. */
function ConsentSwitch({
  name,
  checked,
  busy,
  error,
  onToggle,
}: {
  name: ConsentKey;
  checked: boolean;
  busy: boolean;
  error: string | null;
  onToggle: (name: ConsentKey, value: boolean) => void;
}) {
  const { t } = useMeineDatenT();
  return (
    <SaveSwitch
      id={`einwilligung-${name}`}
      label={t(`zentrale.${name}`)}
      hint={t(`zentrale.${name}Hint`)}
      checked={checked}
      busy={busy}
      error={error}
      onToggle={(value) => onToggle(name, value)}
    />
  );
}

/**
 * The consent centre: one switch per channel (§ 7 UWG), the use of traffic data (§ 9 Abs. 2 TDDDG), the
 * objection to advertising with contract data (Art. 21 DSGVO), „Allem widersprechen“ and the history. The
 * backend records every change; the screen shows what it answered.
 */
export function Einwilligungszentrale({ data }: { data: Zentrale }) {
  const { t } = useMeineDatenT();
  const [setEinwilligung, single] = useSetEinwilligungMutation();
  const [widersprechen, all] = useAllemWidersprechenMutation();
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<Partial<Record<ConsentKey, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const busy = single.isLoading || all.isLoading;

  const onToggle = async (name: ConsentKey, erteilt: boolean) => {
    setMessage(null);
    setErrors({});
    try {
      await setEinwilligung({ einwilligung: name, erteilt }).unwrap();
      setMessage(t(`zentrale.saved.${name}.${erteilt ? 'an' : 'aus'}`));
    } catch (error) {
      setErrors({ [name]: errorMessageText(error, t('zentrale.failed'), t as never) });
    }
  };
  const onWithdrawAll = async () => {
    setMessage(null);
    setErrors({});
    try {
      await widersprechen().unwrap();
      // everything means the portal's own cookies as well
      dispatch(consentChosen({ statistik: false, marketing: false }));
      setMessage(t('zentrale.allWithdrawn'));
    } catch {
      // shown below the button by the mutation's error
    }
  };
  const pendingKey = single.isLoading ? single.originalArgs?.einwilligung : undefined;
  const switchOf = (name: ConsentKey) => (
    <ConsentSwitch
      key={name}
      name={name}
      checked={data.einwilligungen[name]}
      busy={busy}
      error={errors[name] ?? null}
      onToggle={(n, value) => void onToggle(n, value)}
    />
  );

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('zentrale.intro')}</Typography>
      {message && <SuccessMessage>{message}</SuccessMessage>}
      {pendingKey && <Pending inline label={t('zentrale.saving')} />}
      <Box component="section" aria-labelledby="kanaele-heading" sx={{ mb: 3 }}>
        <Typography id="kanaele-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('zentrale.channelsHeading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('zentrale.channelsIntro')}
        </Typography>
        {CHANNELS.map(switchOf)}
      </Box>
      <Box component="section" aria-labelledby="datennutzung-heading" sx={{ mb: 3 }}>
        <Typography id="datennutzung-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('zentrale.dataHeading')}
        </Typography>
        {DATA_USE.map(switchOf)}
      </Box>
      <Box component="section" aria-labelledby="widerspruch-heading" sx={{ mb: 3 }}>
        <Typography id="widerspruch-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('zentrale.withdrawHeading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('zentrale.withdrawIntro')}
        </Typography>
        <Button variant="contained" onClick={() => void onWithdrawAll()} loading={all.isLoading} disabled={busy}>
          {t('zentrale.withdrawAll')}
        </Button>
        {all.isError && <ErrorMessage error={all.error} fallbackKey="meineDaten:zentrale.failed" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('einwilligungen.legal')}
      </Typography>
      <CookieEinstellungen />
      <EinwilligungsVerlauf verlauf={data.verlauf} />
    </>
  );
}
