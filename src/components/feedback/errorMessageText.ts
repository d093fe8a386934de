import { errorText } from '../../api/errors';
import { i18n } from '../../i18n';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The German text of a failed call: the server's customer-facing message (errors.ts decides), a wait
 * message on 429 ("Zu viele Versuche …", with the minutes of Retry-After), our text for an unusable
 * answer, else the given fallback (or the general text).
 */
export function errorMessageText(error: unknown, fallback?: string, t: Translate = i18n.t.bind(i18n) as Translate) {
  const described = errorText(error);
  switch (described.kind) {
    case 'server':
      return described.text;
    case 'tooManyAttempts':
      return described.retryAfterSeconds === null
        ? t('common:errors.tooManyAttempts')
        : t('common:errors.tooManyAttemptsWait', { count: Math.max(1, Math.ceil(described.retryAfterSeconds / 60)) });
    case 'unusableAnswer':
      return t('common:errors.unusableAnswer');
    default:
      return fallback ?? t('common:errors.generic');
  }
}
