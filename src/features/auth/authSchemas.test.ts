import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { loginResponse } from '../../../test/jest/fixtures';
import { resetWarnOnce } from '../../lib/warnOnce';
import { currentUserResponseSchema, kundendatenSchema, loginResponseSchema } from '../../api/accountSchema';
import { currentUserAnswer, loginAnswer, passwordValidationSchema } from './authSchemas';

/** A full account answer: every list has an entry, so every nested field is covered. */
function fullAnswer() {
  return {
    ...loginResponse({
      zelos_vertragsdokumente: [{ id: 'ZD-1', title: 'Auftrag', date: '2026-01-02', contractId: 'V-1' }],
      rechnungen: [
        {
          id: 'R-1',
          number: '2026-001',
          date: '2026-01-31',
          periodFrom: '2026-01-01',
          periodTo: '2026-01-31',
          amount: 29.99,
          status: 'bezahlt',
          contractId: 'V-1',
        },
      ],
      telefonkosten: [
        {
          month: '2026-01',
          contractId: 'V-1',
          phoneNumber: '0361 1234567',
          total: 1.2,
          calls: [
            {
              date: '2026-01-03',
              time: '10:00:00',
              number: '0361999',
              durationSeconds: 60,
              cost: 0.1,
              zone: 'Festnetz',
            },
          ],
        },
      ],
      kundenspezialangebot: {
        id: 'SA-1',
        contractId: 'V-1',
        title: 'VDSL 100',
        text: 'Jetzt',
        monthlyPrice: 30,
        seen: false,
      },
    }),
    kampagnendaten: { kampagne: 'sommer', path: '/umzug' },
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnOnce();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('account answer (POST login, GET user/current)', () => {
  it('reads our own answer unchanged', () => {
    const answer = fullAnswer();
    expect(v.parse(currentUserResponseSchema, answer)).toEqual(answer);
    const { kampagnendaten: _, ...login } = answer;
    expect(v.parse(loginResponseSchema, login)).toEqual(login);
  });

  it('reads the odd reading: numeric ids, customerType codes, unknown fields', () => {
    const answer = withUnknownFields(fullAnswer()) as ReturnType<typeof fullAnswer> & Record<string, unknown>;
    const odd = {
      ...answer,
      kundendaten: { ...answer.kundendaten, number: 1000004, customerType: 2 },
      kundenprodukte: [{ ...answer.kundenprodukte[0], contractId: 100001, customerId: 1000004, contractAddressId: 7 }],
      rechnungen: [{ id: 1000001202611 }],
    };
    const parsed = v.parse(currentUserResponseSchema, odd);
    expect(parsed.kundendaten.number).toBe('1000004');
    expect(parsed.kundendaten.customerType).toBe('business');
    expect(parsed.kundenprodukte[0]).toMatchObject({
      contractId: '100001',
      customerId: '1000004',
      contractAddressId: '7',
    });
    expect(parsed.rechnungen[0]).toMatchObject({ id: '1000001202611', number: '', amount: null, status: 'unbekannt' });
    expect(parsed).not.toHaveProperty('meta');
    expect(parsed.kundendaten).not.toHaveProperty('unbekanntesFeld');
  });

  it.each(eachFieldMissing(fullAnswer(), ['kundendaten', 'kundendaten.number']))(
    'an answer without %s is still read',
    (_name, answer) => {
      expect(v.safeParse(currentUserResponseSchema, answer).issues).toBeUndefined();
    },
  );

  it('fills what is missing with empty values, never with made-up data', () => {
    const parsed = v.parse(currentUserResponseSchema, { kundendaten: { number: '1' } });
    expect(parsed).toMatchObject({
      kundenprodukte: [],
      bankdaten: [],
      rechnungen: [],
      telefonkosten: [],
      zelos_vertragsdokumente: [],
      kundenspezialangebot: null,
      kampagnendaten: null,
      dev_kundenportal: false,
      session_idle_seconds: 900,
    });
    expect(parsed.kundendaten).toMatchObject({ email: '', salutation: '', passwortwechsel_erzwingen: false });
  });

  it.each([
    ['no kundendaten', { kundenprodukte: [] }],
    ['kundendaten without customer number', { kundendaten: { firstname: 'Anna' } }],
    ['not an object', 'Wartungsarbeiten'],
    ['null', null],
  ])('an unusable answer (%s) fails the schema (a typed error for the caller)', (_name, answer) => {
    expect(v.safeParse(currentUserResponseSchema, answer).success).toBe(false);
  });

  it('customer data of the user/* changes read the same way', () => {
    expect(v.parse(kundendatenSchema, { number: 5, customerType: '1', unbekannt: true })).toMatchObject({
      number: '5',
      customerType: 'privat',
    });
  });
});

describe('password validation', () => {
  it('reads our answer, and a bare 2xx as valid', () => {
    expect(v.parse(passwordValidationSchema, { valid: false, rules: [{ id: 'length', ok: false }] })).toEqual({
      valid: false,
      rules: [{ id: 'length', ok: false }],
    });
    expect(v.parse(passwordValidationSchema, {})).toEqual({ valid: true, rules: [] });
  });
});

describe('the session answer read in slices (inSlices)', () => {
  it('gives what the schema gives, for big lists with unreadable entries and for lists that are not lists', async () => {
    const answer = fullAnswer();
    const contract = answer.kundenprodukte[0];
    const big = {
      ...answer,
      kampagnendaten: null,
      kundenprodukte: Array.from({ length: 95 }, (_, i) =>
        // every seventh contract has no id: left out, in any slice
        i % 7 === 0 ? { ...contract, contractId: null } : { ...contract, contractId: i % 2 ? `V-${i}` : i },
      ),
      rechnungen: 'keine',
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const whole = v.parse(currentUserResponseSchema, big);
    const sliced = await currentUserAnswer['~standard'].validate(big);
    warn.mockRestore();
    expect(sliced.issues).toBeUndefined();
    expect((sliced as { value: unknown }).value).toEqual(whole);
    expect(whole.kundenprodukte).toHaveLength(81);
    expect(whole.rechnungen).toEqual([]);
    // the entries come frozen, so that the store does not walk the whole answer in one task to freeze it
    const read = (sliced as { value: typeof whole }).value.kundenprodukte;
    expect(read.every((entry) => Object.isFrozen(entry))).toBe(true);
  });

  it('fails where the schema fails: an answer without customer data', async () => {
    const { kundendaten: _, ...withoutCustomer } = fullAnswer();
    const sliced = await loginAnswer['~standard'].validate(withoutCustomer);
    expect(sliced.issues?.length).toBeGreaterThan(0);
    expect(v.safeParse(loginResponseSchema, withoutCustomer).success).toBe(false);
  });
});
