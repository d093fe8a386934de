/**
 * Consent before tracking (§ 25 TDDDG): a tracking call leaves only after the customer said yes. Until the first
 * choice an entry waits (it is sent after „Akzeptieren“ and dropped after „Ablehnen“); statistics cover the
 * tracking events, marketing the campaign record.
 */
import type { ConsentSettings } from '../session/sessionSlice';

export type TrackingErlaubnis = 'ja' | 'nein' | 'offen';

export function trackingErlaubnis(consent: ConsentSettings, zweck: 'statistik' | 'marketing'): TrackingErlaubnis {
  if (!consent.decided) return 'offen';
  return consent[zweck] ? 'ja' : 'nein';
}
