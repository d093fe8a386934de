import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { campaignOfPath, hrefFor } from '../../../config/paths';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { safeRedir } from '../../../lib/redir';
import { required } from '../../../lib/validators';
import { useLoginMutation } from '../authApi';
import type { LoginResponse } from '../../../api/types';
import { PasskeySignIn } from '../PasskeySignIn';
import { LazyPartBoundary, retryableLazy } from '../../../components/feedback/LazyPart';
import { Notice } from '../../../components/feedback/Notice';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { loadCurrentUser } from '../startup';
import { useHydrated } from '../../../components/form/useHydrated';
import { useLoginT } from '../../../i18n/texts/login';

// the login's own namespace: the texts of the other auth screens stay off the first load of /login

// the code step of two-step login is needed after a password only for some: a chunk of its own
const CodeStep = retryableLazy(() => import('../CodeStep'));

/** MUI Paper's outlined look on a box: Paper's module would be on the login's first load for this one card. */
const cardSx = {
  p: 3,
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
};

/**
 * The start-up's session check failed for another reason than a missing session (server error, no
 * connection): the customer may still be logged in. Says so and retries; a found session goes on to the
 * target like any other (the effect in LoginPage).
 */
function SessionCheckFailed() {
  const { t } = useLoginT();
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.session.loadError);
  const [pending, setPending] = useState(false);
  if (!error) return null;
  const retry = async () => {
    setPending(true);
    await dispatch(loadCurrentUser());
    setPending(false);
  };
  return (
    <Notice
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} loading={pending}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {errorMessageText(error, t('checkFailed'), t as never)}
    </Notice>
  );
}

interface LoginValues {
  username: string;
  password: string;
}

/** Login; in session-expired mode it says why the customer is here. */
export default function LoginPage({ sessionExpired = false }: { sessionExpired?: boolean }) {
  const { t } = useLoginT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const status = useAppSelector((state) => state.session.status);
  const redir = safeRedir(params.get('redir'));
  const target = redir ?? hrefFor('private.dashboard.startseite');
  // an anonymous campaign deep link: say which offer waits after the login. The prerendered /login
  // has no query: the notice joins after hydration, so the hydrated tree matches that HTML
  const hydrated = useHydrated();
  const campaign = redir && hydrated ? campaignOfPath(redir) : null;

  // already logged in (start-up found a session): on to the target. An effect rather than rendering a
  // redirect, so the page's first render matches its prerendered HTML (hydration).
  const submitted = useRef(false);
  useEffect(() => {
    if (status === 'loggedIn' && !submitted.current) void navigate(target, { replace: true });
  }, [status, navigate, target]);

  // two-step login: the password was right, the code step follows on this page
  const [codeStep, setCodeStep] = useState(false);

  /** Every way in (password, password + code, passkey) ends here: the same start-up, redir and forced change. */
  const loggedIn = async (data: LoginResponse) => {
    submitted.current = true;
    const forcedChange = data.kundendaten.passwortwechsel_erzwingen;
    // logged in: a target the router refuses is no login failure, the start page is the fallback
    const home = hrefFor('private.dashboard.startseite');
    try {
      await navigate(forcedChange ? hrefFor('firstTimePasswordChange') : target, { replace: true });
    } catch {
      await navigate(home, { replace: true });
    }
  };

  const onSubmit = async (values: LoginValues) => {
    submitted.current = true;
    let data: Awaited<ReturnType<ReturnType<typeof login>['unwrap']>>;
    try {
      data = await login({ username: values.username.trim(), password: values.password }).unwrap();
    } catch (error) {
      return submitErrorOf(error, t('failed'));
    }
    if (!('kundendaten' in data)) {
      setCodeStep(true);
      return undefined;
    }
    await loggedIn(data);
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <PageScaffold heading={codeStep ? t('code.heading') : t(sessionExpired ? 'headingExpired' : 'heading')}>
        {sessionExpired && (
          <Notice severity="info" sx={{ mb: 2 }}>
            {t('expiredInfo')}
          </Notice>
        )}
        {campaign && (
          <Notice severity="info" sx={{ mb: 2 }}>
            {t('campaignWaiting', { offer: t(`common:campaignOffers.${campaign}`) })}
          </Notice>
        )}
        <SessionCheckFailed />
        {codeStep ? (
          <Box sx={cardSx}>
            <LazyPartBoundary
              part={CodeStep}
              name="Code-Schritt"
              fallback={<Notice severity="error">{t('common:errors.generic')}</Notice>}
            >
              <CodeStep onLoggedIn={loggedIn} onRestart={() => setCodeStep(false)} />
            </LazyPartBoundary>
          </Box>
        ) : (
          // data-prefetch: the screens the login leads to load while the customer types (app/prefetchOnIntent)
          <Box sx={cardSx} data-prefetch={target}>
            <AppForm<LoginValues> onSubmit={onSubmit} ariaLabel={t('heading')}>
              <TextField
                name="username"
                label={t('username')}
                autoComplete="username webauthn"
                required
                validate={required}
              />
              <PasswordField
                name="password"
                label={t('password')}
                autoComplete="current-password"
                required
                validate={required}
              />
              <SubmitButton fullWidth>{t('submit')}</SubmitButton>
            </AppForm>
            <PasskeySignIn onLoggedIn={loggedIn} />
            <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Link component={RouterLink} to={hrefFor('forgotPassword')}>
                {t('forgot')}
              </Link>
              <Link component={RouterLink} to={hrefFor('kuendigen')}>
                {t('kuendigen')}
              </Link>
            </Box>
          </Box>
        )}
      </PageScaffold>
    </Box>
  );
}
