import type { Kundendaten } from '../../api/types';

export type GreetingKey = 'morning' | 'day' | 'evening';

/** Greeting by the local time of day: until 10:59 morning, until 17:59 day, then evening. */
export function greetingKey(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour >= 4 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 18) return 'day';
  return 'evening';
}

/** "Herr Dr. Weiß", "Frau Schmidt"; business customers by company name. */
export function addressName(k: Kundendaten | null): string {
  if (!k) return '';
  if (k.customerType === 'business' || k.salutation === 'Firma') {
    return k.company || `${k.firstname} ${k.lastname}`.trim();
  }
  return [k.salutation, k.titel, k.lastname].filter(Boolean).join(' ');
}
