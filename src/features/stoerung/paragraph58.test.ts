import { paragraph58, type Paragraph58Input } from './paragraph58';

// reported Monday 14 Dec 2026, 09:00 Berlin (08:00 UTC)
const BASE: Paragraph58Input = {
  gemeldetAm: '2026-12-14T08:00:00.000Z',
  stand: '2026-12-14T08:00:00.000Z',
  behobenAm: null,
  totalausfall: true,
  monatsentgelt: 29.99,
  verpassteTermine: 0,
};

describe('§ 58 TKG: days and deadlines (calendar days in Berlin)', () => {
  it.each([
    ['the day of the report', 0, '2026-12-14T22:59:00.000Z'],
    ['the first day after, just after midnight Berlin', 1, '2026-12-14T23:00:00.000Z'],
    ['the second day, last minute', 2, '2026-12-16T22:59:00.000Z'],
    ['the third day, first minute', 3, '2026-12-16T23:00:00.000Z'],
    ['a week later', 7, '2026-12-21T12:00:00.000Z'],
  ])('%s → %i days', (_, days, stand) => {
    expect(paragraph58({ ...BASE, stand }).tageSeitMeldung).toBe(days);
  });

  it('names the provider deadline, the first compensated day and the day of the higher rate', () => {
    expect(paragraph58(BASE)).toMatchObject({
      rueckmeldungBis: '2026-12-15',
      entschaedigungAb: '2026-12-17',
      erhoehtAb: '2026-12-19',
    });
  });

  it('a report late in the evening counts from its Berlin day (23:30 Berlin = 22:30 UTC)', () => {
    const late = { ...BASE, gemeldetAm: '2026-12-14T22:30:00.000Z', stand: '2026-12-14T23:30:00.000Z' };
    expect(paragraph58(late)).toMatchObject({ tageSeitMeldung: 1, entschaedigungAb: '2026-12-17' });
  });

  it('across the change to summer time (27 → 30 Mar 2027) still three days', () => {
    const dst = { ...BASE, gemeldetAm: '2027-03-27T20:00:00.000Z', stand: '2027-03-30T06:00:00.000Z' };
    expect(paragraph58(dst).tageSeitMeldung).toBe(3);
  });
});

describe('§ 58 TKG: compensation for total failure (5 € or 10 % on days 3–4, 10 € or 20 % from day 5)', () => {
  it.each([
    // stand (Berlin day), fee, days at 3–4, days from 5, amount
    ['day 2: nothing yet', '2026-12-16T12:00:00.000Z', 29.99, 0, 0, 0],
    ['day 3: one day at 5 €', '2026-12-17T12:00:00.000Z', 29.99, 1, 0, 5],
    ['day 4: two days at 5 €', '2026-12-18T12:00:00.000Z', 29.99, 2, 0, 10],
    ['day 5: plus one day at 10 €', '2026-12-19T12:00:00.000Z', 29.99, 2, 1, 20],
    ['day 7: 2 × 5 € + 3 × 10 €', '2026-12-21T12:00:00.000Z', 29.99, 2, 3, 40],
    ['50 €: 10 % equals 5 €', '2026-12-19T12:00:00.000Z', 50, 2, 1, 20],
    ['79,99 €: the percentages are higher (8,00 € / 16,00 €)', '2026-12-19T12:00:00.000Z', 79.99, 2, 1, 32],
    ['60 €: 6 € / 12 €', '2026-12-21T12:00:00.000Z', 60, 2, 3, 48],
  ])('%s', (_, stand, monatsentgelt, tageAb3, tageAb5, summe) => {
    const r = paragraph58({ ...BASE, stand, monatsentgelt });
    expect(r).toMatchObject({ tageAb3, tageAb5, summe, ausfall: summe, termine: 0 });
  });

  it('the rates at a fee above 50 € follow the fee (rounded to the cent)', () => {
    expect(paragraph58({ ...BASE, monatsentgelt: 54.99 })).toMatchObject({ satzAb3: 5.5, satzAb5: 11, satzTermin: 11 });
    expect(paragraph58({ ...BASE, monatsentgelt: 29.99 })).toMatchObject({ satzAb3: 5, satzAb5: 10, satzTermin: 10 });
  });

  it('a fixed fault stops the count at its fix day', () => {
    const r = paragraph58({ ...BASE, behobenAm: '2026-12-18T10:00:00.000Z', stand: '2026-12-23T10:00:00.000Z' });
    expect(r).toMatchObject({ tageSeitMeldung: 4, tageAb3: 2, tageAb5: 0, summe: 10 });
  });

  it('a service that is only impaired earns no daily compensation', () => {
    const r = paragraph58({ ...BASE, totalausfall: false, stand: '2026-12-21T12:00:00.000Z' });
    expect(r).toMatchObject({ tageAb3: 0, tageAb5: 0, ausfall: 0, summe: 0 });
  });

  it('an unknown monthly fee: the fixed amounts, marked as a minimum', () => {
    const r = paragraph58({ ...BASE, monatsentgelt: null, stand: '2026-12-19T12:00:00.000Z' });
    expect(r).toMatchObject({ satzAb3: 5, satzAb5: 10, summe: 20, entgeltBekannt: false });
  });
});

describe('§ 58 TKG: missed technician appointments (10 € or 20 %)', () => {
  it.each([
    [29.99, 1, 10],
    [29.99, 2, 20],
    [79.99, 1, 16],
    [null, 1, 10],
  ])('fee %p, %i missed → %p €', (monatsentgelt, verpassteTermine, termine) => {
    const r = paragraph58({ ...BASE, monatsentgelt, verpassteTermine, totalausfall: false });
    expect(r).toMatchObject({ termine, summe: termine });
  });

  it('adds to the daily compensation', () => {
    const r = paragraph58({ ...BASE, verpassteTermine: 1, stand: '2026-12-17T12:00:00.000Z' });
    expect(r).toMatchObject({ ausfall: 5, termine: 10, summe: 15 });
  });
});
