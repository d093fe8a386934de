import type { ConsentSettings } from './sessionSlice';

const KEY = 'kundenportal.consent';

export function loadConsent(): ConsentSettings | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentSettings>;
    return { decided: true, statistik: !!parsed.statistik, marketing: !!parsed.marketing };
  } catch {
    return null;
  }
}

export function saveConsent(consent: Omit<ConsentSettings, 'decided'>): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(consent));
  } catch {
    // private mode or storage full: the choice then lasts for this visit only
  }
}
