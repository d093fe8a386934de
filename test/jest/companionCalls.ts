import { http, HttpResponse } from 'msw';

const API = 'http://localhost/kundenportal-api/';

/**
 * The calls a private page's companions make on their own (the start page's notices of orders and faults, the
 * security state a sensitive change checks, the e-invoice settings beside the invoice address), for the tests of pages that do not look at them: nothing running,
 * no fault, and no security call (404, as from a backend without it). A test's own handlers come first and win.
 * Without these the mock backend reports each as an unhandled request, and real errors drown in that noise.
 */
export const companionCalls = [
  http.get(`${API}user/vorgaenge`, () => HttpResponse.json({ vorgaenge: [] })),
  http.get(`${API}user/stoerungen`, () => HttpResponse.json({ stand: '2026-11-27T08:00:00.000Z', stoerungen: [] })),
  http.get(`${API}user/sicherheit`, () => HttpResponse.json({ message: 'nicht vorhanden' }, { status: 404 })),
  http.get(`${API}user/erechnung`, () => HttpResponse.json({ message: 'nicht vorhanden' }, { status: 404 })),
];
