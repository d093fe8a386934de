import Link from '@mui/material/Link';
import { type RefObject, useEffect, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { fieldId, translateFieldError } from './fieldError';
import { useLabels } from './LabelRegistry';
import { Notice, NoticeTitle } from '../feedback/Notice';

/** Flattens final-form's nested errors object into [name, error] pairs. */
function flatten(errors: unknown, prefix = ''): [string, unknown][] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !('key' in (value as object))) return flatten(value, name);
    return [[name, value] as [string, unknown]];
  });
}

/**
 * GOV.UK-style error summary: after a failed submit it lists every invalid field with a link to it
 * and takes the focus, so the customer hears what to fix. The message also stays at each field.
 */
export function FormErrorSummary({ focusAtSubmit }: { focusAtSubmit: RefObject<Element | null> }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { submitFailed, errors, submitErrors, hasValidationErrors, submitting } = useFormState({
    subscription: { submitFailed: true, errors: true, submitErrors: true, hasValidationErrors: true, submitting: true },
  });
  const ref = useRef<HTMLDivElement>(null);
  // the form-level submit error is shown by AppForm itself, not as a field entry
  const fieldSubmitErrors = { ...submitErrors };
  delete fieldSubmitErrors[FORM_ERROR];
  const entries = hasValidationErrors ? flatten(errors) : flatten(fieldSubmitErrors);
  const visible = submitFailed && !submitting && entries.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a second failed submit focuses the summary again
  useEffect(() => {
    if (!visible) return;
    // after the frame that shows the errors: focusing (and scrolling to) the summary inside the click's task
    // would delay that frame by a forced layout (INP of a failing submit)
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // a customer who has moved on since the submit (clicked into a field) keeps the focus
        const active = document.activeElement;
        if (active === focusAtSubmit.current || active === document.body || active === null) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [visible, submitFailed, focusAtSubmit]);
  if (!visible) return null;
  return (
    <Notice severity="error" ref={ref} tabIndex={-1} sx={{ mb: 2 }} aria-labelledby="form-error-summary-title">
      <NoticeTitle id="form-error-summary-title" component="h2">
        {t('form.errorSummary')}
      </NoticeTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {entries
          .filter(([, error]) => Boolean(error))
          .map(([name, error]) => (
            <li key={name}>
              <Link href={`#${fieldId(name)}`} color="inherit">
                {labels.get(name) ? `${labels.get(name)}: ` : ''}
                {translateFieldError(t as never, error)}
              </Link>
            </li>
          ))}
      </ul>
    </Notice>
  );
}
