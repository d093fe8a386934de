import { WIDERRUFSFRIST_TAGE, dayIn, widerrufsfrist } from './widerrufsfrist.mjs';

const TZ = 'Europe/Berlin';

describe('widerrufsfrist (§ 355 BGB: 14 days, the day of conclusion not counted, Europe/Berlin)', () => {
  test.each([
    // conclusion (instant)           now (instant)                    end           open   left
    ['2026-11-26T10:00:00Z', '2026-11-26T10:00:01Z', '2026-12-10', true, 14],
    ['2026-11-26T10:00:00Z', '2026-12-10T22:59:59Z', '2026-12-10', true, 0], // 23:59:59 Berlin on day 14
    ['2026-11-26T10:00:00Z', '2026-12-10T23:00:00Z', '2026-12-10', false, -1], // 00:00 Berlin on day 15
    ['2026-11-26T10:00:00Z', '2026-12-11T10:00:00Z', '2026-12-10', false, -1],
    // concluded at 00:30 Berlin on 27 Nov (still 26 Nov in UTC): the Berlin day counts
    ['2026-11-26T23:30:00Z', '2026-12-11T22:00:00Z', '2026-12-11', true, 0],
    ['2026-11-26T23:30:00Z', '2026-12-11T23:00:00Z', '2026-12-11', false, -1],
    // concluded at 23:59 Berlin: the whole day of conclusion is not counted
    ['2026-11-26T22:59:00Z', '2026-12-10T22:59:00Z', '2026-12-10', true, 0],
    // summer time (UTC+2): midnight Berlin is 22:00 UTC
    ['2026-06-19T08:00:00Z', '2026-07-03T21:59:59Z', '2026-07-03', true, 0],
    ['2026-06-19T08:00:00Z', '2026-07-03T22:00:00Z', '2026-07-03', false, -1],
    // across the change to winter time (25 Oct 2026) and the turn of the year
    ['2026-10-20T12:00:00Z', '2026-11-03T22:59:59Z', '2026-11-03', true, 0],
    ['2026-12-24T12:00:00Z', '2027-01-07T12:00:00Z', '2027-01-07', true, 0],
    // across February of a leap year
    ['2028-02-20T12:00:00Z', '2028-03-05T12:00:00Z', '2028-03-05', true, 0],
    // a now before the conclusion (a clock off by a little) keeps it open
    ['2026-11-26T10:00:00Z', '2026-11-26T09:00:00Z', '2026-12-10', true, 14],
  ])('concluded %s, now %s → ends %s, open %s, %s days left', (abschluss, jetzt, fristEnde, offen, restTage) => {
    expect(widerrufsfrist(abschluss, jetzt, TZ)).toEqual({ fristEnde, offen, restTage });
  });

  test('an unreadable instant is never open', () => {
    expect(widerrufsfrist('kaputt', '2026-11-26T10:00:00Z', TZ)).toEqual({ fristEnde: '', offen: false, restTage: -1 });
    expect(widerrufsfrist('2026-11-26T10:00:00Z', Number.NaN, TZ).offen).toBe(false);
  });

  test('14 days; the Berlin day of an instant', () => {
    expect(WIDERRUFSFRIST_TAGE).toBe(14);
    expect(dayIn('2026-11-26T23:00:00Z', TZ)).toBe('2026-11-27');
    expect(dayIn('2026-11-26T22:59:59Z', TZ)).toBe('2026-11-26');
  });
});
