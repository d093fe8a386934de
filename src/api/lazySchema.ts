import type { StandardSchemaV1 } from '@standard-schema/spec';
import { freeze } from '@reduxjs/toolkit';
import { yieldToVisiblePage } from '../lib/browserTasks';

/**
 * A response schema whose module is loaded when first needed. The session calls (login, user/current)
 * are on the first-load path of /login and the start page; their schemas (and valibot) load alongside
 * the request instead (`preload` when the query starts: the module arrives with the answer). RTK Query
 * awaits `validate`, which may return a promise (Standard Schema). On a visible page the check, the freezing
 * and the store update with its render each run in a task of their own: the user load of a customer with 120 contracts
 * was one long task of parsing, checking, storing and rendering (docs/performance.md).
 */
export function lazySchema<T>(load: () => Promise<StandardSchemaV1<T>>): StandardSchemaV1<T> & { preload(): void } {
  let loading: Promise<StandardSchemaV1<T>> | null = null;
  const get = () => {
    loading ??= load();
    return loading;
  };
  return {
    preload: () => void get().catch(() => undefined),
    '~standard': {
      version: 1,
      vendor: 'kundenportal',
      validate: async (value) => {
        const schema = await get();
        await yieldToVisiblePage();
        const result = await schema['~standard'].validate(value);
        await yieldToVisiblePage();
        // frozen here, in a task of its own: the store (immer) then takes the answer as it is instead of walking
        // all of it in the update's task (docs/performance.md). The big lists come frozen already (inSlices).
        if (!result.issues) freeze(result.value, true);
        await yieldToVisiblePage();
        return result;
      },
    },
  };
}

/** Answers the spec does not show and nobody reads (logout, tracking/kampagne): only the HTTP status counts. */
export const anyAnswer: StandardSchemaV1<unknown> = {
  '~standard': { version: 1, vendor: 'kundenportal', validate: (value) => ({ value }) },
};
