import { errorMessageText } from './errorMessageText';

describe('the German text of a failed call', () => {
  it.each([
    [
      { status: 429, data: { retryAfterSeconds: 300 } },
      'Zu viele Versuche. Bitte versuchen Sie es in 5 Minuten erneut.',
    ],
    [
      { status: 429, data: { retryAfterSeconds: 20 } },
      'Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.',
    ],
    [{ status: 429, data: { retryAfterSeconds: null } }, 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
    [{ status: 400, data: { message: 'Vertrag nicht gefunden' } }, 'Vertrag nicht gefunden'],
    [{ status: 500, data: { message: 'java.lang.IllegalStateException: x' } }, 'Eigener Text'],
    [
      { status: 'CUSTOM_ERROR', error: 'UNUSABLE_ANSWER' },
      'Die Antwort unseres Systems war unvollständig. Bitte versuchen Sie es später erneut.',
    ],
  ])('%p → %p', (error, text) => {
    expect(errorMessageText(error, 'Eigener Text')).toBe(text);
  });
  it('without a fallback the general text', () => {
    expect(errorMessageText({ status: 502, data: '<html>' })).toBe(
      'Das hat leider nicht geklappt. Bitte versuchen Sie es später erneut.',
    );
  });
});
