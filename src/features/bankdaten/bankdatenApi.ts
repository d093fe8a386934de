import { portalApi } from '../../api/portalApi';
import { sameOrigin } from '../../api/baseQuery';
import { API_BASE } from '../../config/constants';
import type { Bankdaten } from '../../api/types';
import { bankdatenReplaced } from './bankdatenSlice';

/** Answer of GET /bestellen/checkIban.json (the spec does not show it; the stand-in backend's shape). */
export interface IbanCheck {
  valid: boolean;
  /** normalised IBAN */
  iban: string;
  /** BIC given or derived from the German bank code ('' if unknown) */
  bic: string;
  bankName: string;
  /** German reason when not valid */
  message?: string;
}

/** Body of POST bankverbindung: the bank data object (validFrom yyyy-MM-dd). */
export interface BankdatenChange {
  accountHolder: string;
  accountNumberInternational: string;
  bic: string;
  validFrom: string;
}

export const bankdatenApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Outside the portal base path: absolute URL, no session cookie needed. */
    checkIban: build.query<IbanCheck, { iban: string; bic: string }>({
      query: ({ iban, bic }) => ({
        url: sameOrigin(API_BASE.checkIban),
        params: { IBAN: iban, BIC: bic },
        credentials: 'same-origin',
      }),
      keepUnusedDataFor: 0,
    }),
    /** The answer is the whole list, which replaces the stored one (spec §7). */
    changeBankdaten: build.mutation<Bankdaten[], BankdatenChange>({
      query: (body) => ({ url: 'bankverbindung', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Bankdaten']),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(bankdatenReplaced(data));
        } catch {
          // the page shows the error; the stored list stays as it was
        }
      },
    }),
  }),
});

export const { useLazyCheckIbanQuery, useChangeBankdatenMutation } = bankdatenApi;
