import Box from '@mui/material/Box';
import { FORM_ERROR, type Config, type FormApi, type SubmissionErrors } from 'final-form';
import { type ReactNode, startTransition, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { isOnline } from '../../lib/online';
import { DraftKeeper } from './DraftKeeper';
import { OfflineNotice } from './OfflineNotice';
import { draftOf } from './drafts';
import { FormErrorSummary } from './FormErrorSummary';
import { LabelRegistryProvider } from './LabelRegistry';
import { errorMessageText } from '../feedback/errorMessageText';
import { Notice } from '../feedback/Notice';

export type SubmitResult = SubmissionErrors | undefined | void;

export interface AppFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmitResult> | SubmitResult;
  initialValues?: Partial<V>;
  validate?: Config<V>['validate'];
  /** The fields: each subscribes to its own state (useField, useFormState), so typing re-renders one field. */
  children: ReactNode;
  /** accessible name of the form */
  ariaLabel?: string;
  keepDirtyOnReinitialize?: boolean;
  /**
   * Keeps what is typed as a draft under this id (drafts.ts): back in the form after a session-expired login
   * of the same customer. `keep`: the draft outlives the form (a step of a flow; the page discards it at the end).
   */
  draft?: { id: string; keep?: boolean };
  /**
   * The label of the form's own send button when it places a paid order (§ 312j Abs. 3 BGB: only a button that
   * says so may): the offline notice then offers no send button of its own and points to this one.
   */
  resendLabel?: string;
}

/**
 * The portal's one form frame: final-form state (never in Redux), an error summary at the top, the
 * server's message for a failed submit (input is kept), native validation off in favour of ours.
 * The frame itself renders again only when the submit error changes, never on a keystroke: a re-render
 * of a whole form (a date picker, a list of options) per keystroke is what made typing slow at 4× CPU.
 */
export function AppForm<V extends object>({
  onSubmit,
  initialValues,
  validate,
  children,
  ariaLabel,
  keepDirtyOnReinitialize = true,
  draft,
  resendLabel,
}: AppFormProps<V>) {
  const focusAtSubmit = useRef<Element | null>(null);
  // a draft kept across a session expiry (drafts.ts) is what the form starts with, over the server's values
  const [kept] = useState(() => (draft ? draftOf(draft.id) : null));
  const startValues = useMemo(
    () => (kept ? ({ ...initialValues, ...kept } as Partial<V>) : initialValues),
    [initialValues, kept],
  );
  return (
    <LabelRegistryProvider>
      <Form<V>
        onSubmit={onSubmit}
        initialValues={startValues}
        validate={validate}
        keepDirtyOnReinitialize={keepDirtyOnReinitialize}
        subscription={{ submitError: true, dirtySinceLastSubmit: true }}
        render={(props) => (
          <Box
            component="form"
            method="post"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              focusAtSubmit.current = document.activeElement;
              // the form's answer to the click (errors at every field, the review step) renders as a
              // transition: the browser paints the pressed button first instead of after one long render
              // (INP of a submit); final-form itself refuses a second submit while one runs.
              // Started after the event: one started inside it would make React treat the submit as a form
              // action (useFormStatus), which we do not use
              queueMicrotask(() => startTransition(() => void props.handleSubmit()));
            }}
            aria-label={ariaLabel}
            sx={{ maxWidth: 640 }}
          >
            {draft && <DraftKeeper id={draft.id} keep={draft.keep ?? false} />}
            <FormErrorSummary focusAtSubmit={focusAtSubmit} />
            {props.submitError === OFFLINE_SUBMIT_ERROR && !props.dirtySinceLastSubmit ? (
              <OfflineNotice
                sendButton={resendLabel}
                onRetry={() => queueMicrotask(() => startTransition(() => void props.handleSubmit()))}
              />
            ) : (
              props.submitError &&
              !props.dirtySinceLastSubmit && (
                <Notice severity="error" role="alert" sx={{ mb: 2 }}>
                  {props.submitError}
                </Notice>
              )
            )}
            {children}
          </Box>
        )}
      />
    </LabelRegistryProvider>
  );
}

/**
 * Turns a failed call into final-form's submit error: the server's customer-facing message, the wait
 * message of a 429, or the fallback (errorMessageText).
 */
export function submitErrorOf(error: unknown, fallback: string): SubmissionErrors {
  if (isOfflineFailure(error)) return { [FORM_ERROR]: OFFLINE_SUBMIT_ERROR };
  return { [FORM_ERROR]: errorMessageText(error, fallback) };
}

/**
 * The submit error of a call that could not be sent because the device is offline: AppForm shows the offline
 * notice (OfflineNotice) instead of a failure, and offers to send again once the connection is back.
 */
export const OFFLINE_SUBMIT_ERROR = 'kundenportal:offline';

/**
 * A call that got no answer (a failed fetch, or a step before it that failed for that reason, e.g. the order's
 * address conversion) while the browser knows it is offline: nothing reached the server. An answer of the
 * server (a numeric status) is never one.
 */
export function isOfflineFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' && !isOnline();
}

export { FORM_ERROR };
