import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { consentChosen } from '../../session/sessionSlice';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

const KINDS = ['statistik', 'marketing'] as const;

/**
 * The portal's own cookie consent (the same choice as the footer's „Cookie-Einstellungen“ and the banner): kept in
 * this browser, so it has no entry in the history the backend keeps.
 */
export function CookieEinstellungen() {
  const { t } = useMeineDatenT();
  const dispatch = useAppDispatch();
  const consent = useAppSelector((state) => state.session.consent);
  const [saved, setSaved] = useState(false);
  const onToggle = (kind: (typeof KINDS)[number], value: boolean) => {
    dispatch(consentChosen({ statistik: consent.statistik, marketing: consent.marketing, [kind]: value }));
    setSaved(true);
  };
  return (
    <Box component="section" aria-labelledby="cookies-heading" sx={{ mb: 3 }}>
      <Typography id="cookies-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('zentrale.cookiesHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('zentrale.cookiesText')}
      </Typography>
      {KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          sx={{ display: 'flex', my: 1 }}
          control={
            <Switch
              checked={consent[kind]}
              onChange={(event) => onToggle(kind, event.target.checked)}
              disableTouchRipple
            />
          }
          label={t(`zentrale.cookie.${kind}`)}
        />
      ))}
      {saved && <SuccessMessage>{t('zentrale.cookiesSaved')}</SuccessMessage>}
    </Box>
  );
}
