import {
  errorText,
  isCustomerText,
  isMissingCall,
  isStepUpRequired,
  isTooManyAttempts,
  retryAfterSeconds,
  serverMessage,
} from './errors';
import { UNUSABLE_ANSWER } from './schemaFailure';

describe('which server texts a customer sees', () => {
  it.each([
    'Vertrag nicht gefunden',
    'Das Passwort ist falsch.',
    'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 …).',
    'Die Bankverbindung kann frühestens morgen geändert werden.',
  ])('customer text: %p', (text) => {
    expect(isCustomerText(text)).toBe(true);
  });
  it.each([
    'java.lang.IllegalStateException: contract 4711 not loaded',
    'NullPointerException at de.teag.portal.ContractService.load(ContractService.java:42)',
    'org.hibernate.exception.ConstraintViolationException',
    '<html><body><h1>502 Bad Gateway</h1></body></html>',
    'Error: connect ECONNREFUSED 10.0.0.1:5432',
    'TypeError: Cannot read properties of undefined (reading "x")',
    "SELECT * FROM kunden WHERE id = '1'",
    '{"error":"x"}',
    '',
    'x'.repeat(400),
  ])('technical, never shown: %p', (text) => {
    expect(isCustomerText(text)).toBe(false);
  });

  it.each([
    [{ status: 400, data: { message: 'Vertrag nicht gefunden' } }, 'Vertrag nicht gefunden'],
    [{ status: 403, data: { message: ' Nicht erlaubt. ' } }, 'Nicht erlaubt.'],
    [{ status: 500, data: { message: 'Interner Fehler' } }, undefined],
    [{ status: 503, data: '<html>Wartung</html>' }, undefined],
    [{ status: 400, data: { message: 'java.lang.IllegalStateException: kaputt' } }, undefined],
    [{ status: 400, data: 'Vertrag nicht gefunden' }, undefined],
    [{ status: 'PARSING_ERROR', originalStatus: 500, data: 'java.lang.X', error: 'SyntaxError' }, undefined],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, undefined],
    [undefined, undefined],
  ])('%p → %p', (error, text) => {
    expect(serverMessage(error)).toBe(text);
  });

  it('429: the wait time of Retry-After; an unusable answer: its own kind', () => {
    expect(errorText({ status: 429, data: { retryAfterSeconds: 300 } })).toEqual({
      kind: 'tooManyAttempts',
      retryAfterSeconds: 300,
    });
    expect(errorText({ status: 429, data: { retryAfterSeconds: null } })).toEqual({
      kind: 'tooManyAttempts',
      retryAfterSeconds: null,
    });
    expect(errorText({ status: 'CUSTOM_ERROR', error: UNUSABLE_ANSWER })).toEqual({ kind: 'unusableAnswer' });
  });

  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Mon, 23 Nov 2026 00:05:00 GMT', 300],
    ['Mon, 23 Nov 2026 00:00:00 GMT', 0],
    ['bald', null],
    [null, null],
  ])('Retry-After %p → %p seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('2026-11-23T00:00:00Z'))).toBe(seconds);
  });
});

describe('answer readings', () => {
  test.each([
    [{ status: 429 }, true, false, false],
    [{ status: 404 }, false, true, false],
    [{ status: 501 }, false, true, false],
    [{ status: 403, data: { code: 'ZWEITER_FAKTOR' } }, false, false, true],
    [{ status: 403, data: { code: 'ANDERES' } }, false, false, false],
    [{ status: 400 }, false, false, false],
    [{ status: 500 }, false, false, false],
    [null, false, false, false],
    ['x', false, false, false],
  ])('%j', (error, tooMany, missing, stepUp) => {
    expect(isTooManyAttempts(error)).toBe(tooMany);
    expect(isMissingCall(error)).toBe(missing);
    expect(isStepUpRequired(error)).toBe(stepUp);
  });
});
