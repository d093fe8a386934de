import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { draftShown, formLeft, saveDraft } from './drafts';

/**
 * Inside a form: keeps what is typed as the form's draft (drafts.ts; AppForm puts a kept draft into the
 * initial values). Renders nothing and never re-renders on a keystroke.
 */
export function DraftKeeper({ id, keep }: { id: string; keep: boolean }) {
  const form = useForm();
  useEffect(() => {
    draftShown(id);
    const stop = form.subscribe(
      ({ values, dirty }) => {
        if (dirty) saveDraft(id, values as Record<string, unknown>);
      },
      { values: true, dirty: true },
    );
    return () => {
      stop();
      formLeft(id, keep);
    };
  }, [form, id, keep]);
  return null;
}
