import type { TFunction } from 'i18next';

/**
 * The time left before the automatic logout as words: "43 Sekunden", "1 Minute", "1 Minute und
 * 5 Sekunden", "2 Minuten" (never "0:43 Minuten"). Plural forms come from the German resources; `t` is one of
 * the namespace "session" (useSessionT, src/i18n/texts/session.ts).
 */
export function remainingTimeText(t: TFunction, totalSeconds: number): string {
  const left = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  if (minutes === 0) return t('seconds', { count: seconds });
  if (seconds === 0) return t('minutes', { count: minutes });
  return t('minutesAndSeconds', {
    minutes: t('minutes', { count: minutes }),
    seconds: t('seconds', { count: seconds }),
  });
}
