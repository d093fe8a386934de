/**
 * Answer schemas of the contract screens' own calls: router activation and the loyalty-offer request. The
 * contract itself: src/api/vertragSchema.ts.
 */
import * as v from 'valibot';
import { flag, text } from '../../api/schemaParts';

export const activateRouterAnswerSchema = v.object({ success: v.optional(flag, true), message: text });
export type ActivateRouterAnswer = v.InferOutput<typeof activateRouterAnswerSchema>;

export const treueangebotAnswerSchema = v.object({ success: v.optional(flag, true), vorgangsnummer: text });
export type TreueangebotAnswer = v.InferOutput<typeof treueangebotAnswerSchema>;
