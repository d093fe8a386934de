import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { TextWithHelpLink, hotlineValues } from '../../../components/HelpLink';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { Notice } from '../../../components/feedback/Notice';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDate } from '../../../lib/dates';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { useAuthcodeQuery, useRequestAuthcodeMutation, type Authcode } from '../meineDatenApi';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/**
 * The 4-digit code the hotline asks for (beyond spec): hidden until "anzeigen" is pressed, with its
 * last valid day; a new one can be requested (the old one is void at once).
 */
export default function AuthcodePage() {
  const { t } = useMeineDatenT();
  const query = useAuthcodeQuery();
  const [requestCode] = useRequestAuthcodeMutation();
  const [visible, setVisible] = useState(false);
  const [renewed, setRenewed] = useState<Authcode | null>(null);
  // the new code voids the old one at once, so the request asks first
  const [asking, setAsking] = useState(false);

  const onRequest = async () => {
    setRenewed(null);
    try {
      const code = await requestCode().unwrap();
      setRenewed(code);
      setAsking(false);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('authcode.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>
        <TextWithHelpLink text={t('authcode.intro', hotlineValues)} />
      </Typography>
      <QueryState query={query}>
        {(code) => (
          <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 480 }}>
            <Typography id="authcode-label" sx={{ fontWeight: 600 }}>
              {t('authcode.label')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1, flexWrap: 'wrap' }}>
              <Typography
                component="p"
                sx={{ fontSize: '2rem', fontFamily: 'monospace', letterSpacing: '0.3em', m: 0 }}
                data-testid="authcode-value"
              >
                {visible ? code.authcode : t('authcode.masked')}
                {!visible && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('authcode.hiddenHint')}
                  </Box>
                )}
              </Typography>
              <Button
                variant="outlined"
                onClick={() => setVisible((v) => !v)}
                aria-pressed={visible}
                startIcon={visible ? <VisibilityOff aria-hidden="true" /> : <Visibility aria-hidden="true" />}
              >
                {t(visible ? 'authcode.hide' : 'authcode.show')}
              </Button>
            </Box>
            <Typography color="text.secondary">
              {t('authcode.validUntil', { date: formatDate(code.validUntil) })}
            </Typography>
          </Paper>
        )}
      </QueryState>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('authcode.newHeading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('authcode.newIntro')}</Typography>
      {renewed && <SuccessMessage>{t('authcode.requested', { date: formatDate(renewed.validUntil) })}</SuccessMessage>}
      {asking ? (
        <AppForm onSubmit={onRequest} ariaLabel={t('authcode.newHeading')}>
          <Notice severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
            {t('authcode.confirm')}
          </Notice>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <SubmitButton>{t('authcode.confirmYes')}</SubmitButton>
            <Button variant="outlined" onClick={() => setAsking(false)} sx={{ mt: 2 }}>
              {t('authcode.confirmNo')}
            </Button>
          </Box>
        </AppForm>
      ) : (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {t('authcode.request')}
        </Button>
      )}
      <BackToOverview />
    </PageScaffold>
  );
}
