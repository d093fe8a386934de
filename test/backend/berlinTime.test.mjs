/** @jest-environment node */
import { api, makeApp } from './helpers.mjs';
import { berlinDateTime } from './lib/berlinTime.mjs';
import { pdfText } from '../jest/pdfCheck.mjs';

test.each([
  ['2026-11-22T21:56:00Z', '22.11.2026', '22:56'], // winter: UTC+1
  ['2027-07-01T21:56:00Z', '01.07.2027', '23:56'], // summer: UTC+2
  ['2026-12-31T23:30:00Z', '01.01.2027', '00:30'], // the Berlin day (and year) has already changed
])('berlinDateTime(%s) = %s %s', (instant, date, time) => {
  expect(berlinDateTime(instant)).toEqual({ date, time });
});

test('the cancellation PDF prints the receipt time in Berlin time (21:56 UTC in winter = 22:56)', async () => {
  const app = await makeApp({ now: () => Date.parse('2026-11-22T21:56:30Z') });
  try {
    const r = await api(app, 'POST', 'kuendigung', {
      body: {
        art: 'ordentlich',
        kundennummer: '1000001',
        vorname: 'Thomas',
        nachname: 'Müller',
        vertragsnummer: 'V-100001',
        zeitpunkt: 'naechstmoeglich',
        email: 'thomas.mueller@example.org',
      },
    });
    expect(r.json.eingangAm).toBe('2026-11-22T21:56:30.000Z');
    const pdf = pdfText((await api(app, 'GET', `kuendigung/${r.json.id}/pdf?token=${r.json.pdfToken}`)).res.rawPayload);
    expect(pdf).toContain('Eingegangen am: 22.11.2026 um 22:56 Uhr');
    expect(pdf).not.toContain('21:56');
  } finally {
    await app.close();
  }
});
