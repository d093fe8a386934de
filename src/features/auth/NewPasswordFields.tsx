import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from '../session/sessionSlice';
import { PasswordField } from '../../components/form/PasswordField';
import { required } from '../../lib/validators';
import { type PasswordValidation, useValidatePasswordMutation } from './passwordApi';
import { checkPassword } from './passwordRules';
import { useAuthT } from '../../i18n/texts/auth';

const DEBOUNCE_MS = 400;

/** A server answer together with the value it belongs to: an answer for an older value is never shown. */
interface ServerAnswer {
  pass: string;
  result: PasswordValidation;
}

/**
 * New password + repeat. The client-side rules (passwordRules.ts) describe exactly the current value on every
 * keystroke and decide the field error, so submitting is possible exactly when the current value passes. With a
 * session, POST user/validate-password checks the latest value as well (debounced); an answer that arrives for
 * an older value is dropped (the request is aborted and the value compared), and a "not valid" answer for the
 * current value blocks it too. Without a session (new-password page) only the client rules apply.
 */
export function NewPasswordFields({
  name = 'newPassword',
  repeatName = 'repeatPassword',
}: {
  name?: string;
  repeatName?: string;
}) {
  const { t } = useAuthT();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const loggedIn = useAppSelector(selectLoggedIn);
  const [validate] = useValidatePasswordMutation();
  const [server, setServer] = useState<ServerAnswer | null>(null);
  // the server's verdicts by value, read by the field validator (which final-form calls with the value)
  const verdicts = useRef(new Map<string, boolean>());
  const value = input.value ?? '';

  useEffect(() => {
    if (!loggedIn || !value) return undefined;
    let current = true;
    let request: ReturnType<typeof validate> | undefined;
    const timer = window.setTimeout(() => {
      request = validate({ pass: value });
      request
        .unwrap()
        .then((result) => {
          verdicts.current.set(value, result.valid);
          if (current) setServer({ pass: value, result });
        })
        // a failed or aborted check leaves the client rules in charge
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      request?.abort();
    };
  }, [value, loggedIn, validate]);

  const shown = server && server.pass === value ? server.result : checkPassword(value);
  const validatePassword = (pass: string) =>
    required(pass) ??
    (checkPassword(pass).valid && verdicts.current.get(pass) !== false ? undefined : 'auth:password.weak');

  return (
    <>
      <PasswordField
        name={name}
        label={t('password.new')}
        autoComplete="new-password"
        required
        validate={validatePassword}
        helperText={t('password.hint')}
      />
      <List dense aria-label={t('password.rulesLabel')} sx={{ py: 0 }}>
        {shown.rules.map((rule) => (
          <ListItem key={rule.id} sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {rule.ok ? (
                <CheckCircle color="success" fontSize="small" aria-hidden="true" />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${t(`password.rules.${rule.id}`)} – ${t(rule.ok ? 'password.ruleMet' : 'password.ruleOpen')}`}
            />
          </ListItem>
        ))}
      </List>
      <PasswordField
        name={repeatName}
        label={t('password.repeat')}
        autoComplete="new-password"
        required
        validate={(v, all) =>
          required(v) ?? (v !== (all as Record<string, string>)[name] ? 'auth:password.mismatch' : undefined)
        }
      />
    </>
  );
}

/** The current password, asked before a change (first-time change, "Passwort ändern"): never trimmed. */
export function CurrentPasswordField({ name = 'oldPassword' }: { name?: string }) {
  const { t } = useAuthT();
  return (
    <PasswordField name={name} label={t('password.old')} autoComplete="current-password" required validate={required} />
  );
}
