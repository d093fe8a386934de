import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField';
import { required } from '../../lib/validators';
import { useValidatePasswordMutation, type PasswordRule } from './authApi';

const DEBOUNCE_MS = 400;

/**
 * New password + repeat. While typing, the password is checked by POST user/validate-password
 * (debounced) and each rule is shown as met or not.
 */
export function NewPasswordFields({
  name = 'newPassword',
  repeatName = 'repeatPassword',
}: {
  name?: string;
  repeatName?: string;
}) {
  const { t } = useTranslation('auth');
  const { input } = useField<string>(name, { subscription: { value: true } });
  const [validate, { data }] = useValidatePasswordMutation();
  const [rules, setRules] = useState<PasswordRule[] | null>(null);
  const value = input.value ?? '';

  useEffect(() => {
    if (!value) {
      setRules(null);
      return undefined;
    }
    const timer = window.setTimeout(() => {
      validate({ pass: value })
        .unwrap()
        .then((answer) => setRules(answer.rules))
        .catch(() => setRules(null));
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, validate]);

  const serverSaysWeak = (pass: string) => (pass && data && !data.valid && rules ? 'auth:password.weak' : undefined);
  return (
    <>
      <TextField
        name={name}
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        validate={(v) => required(v) ?? serverSaysWeak(v)}
        helperText={t('password.hint')}
      />
      <List dense aria-label={t('password.rulesLabel')} aria-live="polite" sx={{ py: 0 }}>
        {(rules ?? []).map((rule) => (
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
      <TextField
        name={repeatName}
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        validate={(v, all) =>
          required(v) ?? (v !== (all as Record<string, string>)[name] ? 'auth:password.mismatch' : undefined)
        }
      />
    </>
  );
}
