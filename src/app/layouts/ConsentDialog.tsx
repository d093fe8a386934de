import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { consentChosen } from '../../features/session/sessionSlice';
import { useConsentDialogT } from '../../i18n/texts/consentDialog';

// the dialog's texts load with it (a namespace of its own); the banner's (consent.json) are in every first load

/** Cookie settings: necessary cookies always on; statistics and marketing opt-in (TTDSG § 25). */
export default function ConsentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useConsentDialogT();
  const dispatch = useAppDispatch();
  const consent = useAppSelector((state) => state.session.consent);
  const [statistik, setStatistik] = useState(consent.statistik);
  const [marketing, setMarketing] = useState(consent.marketing);
  useEffect(() => {
    if (open) {
      setStatistik(consent.statistik);
      setMarketing(consent.marketing);
    }
  }, [open, consent]);
  const save = (values: { statistik: boolean; marketing: boolean }) => {
    dispatch(consentChosen(values));
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="consent-title" aria-describedby="consent-text">
      <DialogTitle id="consent-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography id="consent-text" sx={{ mb: 2 }}>
          {t('text')}
        </Typography>
        <FormControlLabel control={<Switch checked disabled />} label={t('necessary')} />
        <FormControlLabel
          control={<Switch checked={statistik} onChange={(e) => setStatistik(e.target.checked)} />}
          label={t('statistik')}
        />
        <FormControlLabel
          control={<Switch checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />}
          label={t('marketing')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => save({ statistik: false, marketing: false })}>{t('onlyNecessary')}</Button>
        <Button onClick={() => save({ statistik, marketing })}>{t('save')}</Button>
        <Button variant="contained" onClick={() => save({ statistik: true, marketing: true })}>
          {t('acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
