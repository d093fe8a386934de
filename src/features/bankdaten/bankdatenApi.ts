import { portalApi } from '../../api/portalApi';
import { answerOf } from '../../api/schemaParts';
import { bankCheckBaseApi, CHECK_IBAN_FILE } from '../../api/siteApis';
import type { Bankdaten } from '../../api/types';
import { bankdatenListSchema } from '../../api/bankdatenSchema';
import { ibanCheckSchema, type IbanCheck } from './bankdatenSchemas';
import { bankdatenReplaced } from './bankdatenSlice';

export type { IbanCheck };

/** Body of POST bankverbindung: the bank data object (validFrom yyyy-MM-dd). */
export interface BankdatenChange {
  accountHolder: string;
  accountNumberInternational: string;
  bic: string;
  validFrom: string;
}

/** GET /bestellen/checkIban.json (§7 "Other calls"): its own slice, no session cookie needed. */
export const ibanCheckApi = bankCheckBaseApi.injectEndpoints({
  endpoints: (build) => ({
    checkIban: build.query<IbanCheck, { iban: string; bic: string }>({
      query: ({ iban, bic }) => ({ url: CHECK_IBAN_FILE, params: { IBAN: iban, BIC: bic } }),
      responseSchema: answerOf(ibanCheckSchema),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const bankdatenApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The answer is the whole list, which replaces the stored one (spec §7). */
    changeBankdaten: build.mutation<Bankdaten[], BankdatenChange>({
      query: (body) => ({ url: 'bankverbindung', method: 'POST', body }),
      responseSchema: answerOf(bankdatenListSchema),
      async onQueryStarted(sent, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // the change went through (2xx); an answer without the list keeps the stored one plus the new entry
          const list = (getState() as unknown as { bankdaten: { list: Bankdaten[] } }).bankdaten.list;
          dispatch(bankdatenReplaced(data.length ? data : [...list, { ...sent, bankName: '' }]));
        } catch {
          // the page shows the error; the stored list stays as it was
        }
      },
    }),
  }),
});

export const { useLazyCheckIbanQuery } = ibanCheckApi;
export const { useChangeBankdatenMutation } = bankdatenApi;
