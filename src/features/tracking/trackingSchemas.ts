/** POST tracking: { id } kept as previous_tracking_id (§4); a number or numeric string, else none. */
import * as v from 'valibot';
import { amount } from '../../api/schemaParts';

export const trackingAnswerSchema = v.object({ id: amount });
export type TrackingAnswer = v.InferOutput<typeof trackingAnswerSchema>;
