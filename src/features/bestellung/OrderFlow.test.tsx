import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { bankdaten, vertrag } from '../../../test/jest/fixtures';
import { renderApp } from '../../../test/jest/render';
import type { Bankdaten, Produkt } from '../../api/types';
import { hrefFor } from '../../config/paths';
import { setClock } from '../../lib/dates';
import { resetHolidayTable } from '../../lib/holidays';
import { loggedIn } from '../meineDaten/test/setup';

const ORDER = 'http://localhost/order-api/v1';
const PORTAL = 'http://localhost/kundenportal-api';
const VDSL100: Produkt = {
  id: 'PRD-10100',
  name: 'VDSL 100',
  produktnummer: '10100',
  technologie: 'vdsl',
  downloadMbit: 100,
  uploadMbit: 40,
  monthlyPrice: 39.99,
  oneTimePrice: 49.99,
  minimumTermMonths: 24,
  noticePeriodMonths: 1,
  options: [],
};
const contract = vertrag({ contractId: 'V-1', number: '10050', technologie: 'vdsl', downloadMbit: 50 });

let orders = 0;
let release: () => void = () => undefined;
const server = setupServer(
  http.get(`${ORDER}/produkte`, () =>
    HttpResponse.json({
      verfuegbar: true,
      technologie: 'vdsl',
      umzugWechsel: { code: 1, text: '' },
      produkte: [VDSL100],
    }),
  ),
  http.get(`${ORDER}/schreibweisen/convert`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({ plz: q.get('plz'), ort: q.get('ort'), strasse: q.get('str'), hnr: q.get('hnr') });
  }),
  http.get(`${PORTAL}/hmac/encrypt-bystring`, () => HttpResponse.json({ hmac: 'ab' })),
  // the confirmation's „Vertrag widerrufen“ slot
  http.get(`${PORTAL}/widerruf`, () => HttpResponse.json({ stand: '', auftraege: [] })),
  // no two-step login here (a backend without the calls): an order asks for no code
  http.get(`${PORTAL}/user/sicherheit`, () => HttpResponse.json({ message: 'x' }, { status: 404 })),
  http.post(`${ORDER}/artikelhinzuproduktwechsel`, async () => {
    orders += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return HttpResponse.json({ auftragsnummer: 'A-2027-000123', eingangAm: '2027-09-15T10:00:00Z' });
  }),
  ...companionCalls,
);
jest.setTimeout(60000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  orders = 0;
  setClock(() => new Date(2027, 8, 15, 10, 0)); // Wednesday 15.09.2027
  resetHolidayTable();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setClock(null);
});

async function toReview(bank: Bankdaten[]) {
  const user = userEvent.setup();
  renderApp(hrefFor('vertragdetail.produktwechsel.bestellung', { id: 'V-1' }), {
    preloadedState: loggedIn({ contracts: [contract], bankdaten: bank }),
  });
  // the first render loads the page's lazy chunks: give it time on a busy machine
  await user.click(await screen.findByRole('radio', { name: /VDSL 100/ }, { timeout: 15000 }));
  const date = await screen.findByRole('textbox', { name: /Wunschtermin/ });
  await waitFor(() => expect(date).toBeEnabled());
  await user.type(date, '22.09.2027');
  await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
  await screen.findByRole('heading', { name: 'Vertragszusammenfassung (§ 54 TKG)' });
  return user;
}

test('while the order is sent, "Angaben ändern" and the order button are disabled: one order only', async () => {
  const user = await toReview([bankdaten('2026-01-01')]);
  const submit = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await user.click(submit);
  await waitFor(() => expect(orders).toBe(1));
  // the pending state renders as a transition after the submit (AppForm): on a busy machine a moment after
  // the request has gone out; a second submit meanwhile is refused by final-form (below)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Angaben ändern' })).toBeDisabled());
  expect(submit).toBeDisabled();
  // a submit that gets past the buttons (Enter, a script) is refused as well
  fireEvent.submit(screen.getByRole('form', { name: '2. Angaben prüfen und bestellen' }));
  release();
  expect(await screen.findByText(/Ihre Auftragsnummer lautet A-2027-000123/)).toBeInTheDocument();
  expect(orders).toBe(1);
});

test('without an IBAN the direct-debit order is blocked, with the reason and a link to the bank data', async () => {
  await toReview([]);
  const submit = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  expect(submit).toBeDisabled();
  expect(screen.getByText(/ohne IBAN können wir Ihre Bestellung nicht annehmen/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Jetzt Bankverbindung hinterlegen/ })).toHaveAttribute(
    'href',
    hrefFor('meinedaten.bankdaten'),
  );
  fireEvent.submit(screen.getByRole('form', { name: '2. Angaben prüfen und bestellen' }));
  expect(await screen.findAllByText(/ohne IBAN können wir Ihre Bestellung nicht annehmen/)).not.toHaveLength(0);
  expect(orders).toBe(0);
});

test('two-step login „nur bei kritischen Änderungen“: the order asks for a code first, sent only after it', async () => {
  const codes: string[] = [];
  server.use(
    http.get(`${PORTAL}/user/sicherheit`, () =>
      HttpResponse.json({ passkeys: [], zweiFaktor: { aktiv: true, modus: 'kritisch', backupCodesUebrig: 10 } }),
    ),
    http.post(`${PORTAL}/user/zwei-faktor/bestaetigen`, async ({ request }) => {
      codes.push(((await request.json()) as { code: string }).code);
      return HttpResponse.json({ gueltigBis: '2099-01-01T00:00:00.000Z' });
    }),
  );
  const user = await toReview([bankdaten('2026-01-01')]);
  await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Änderung bestätigen' });
  expect(orders).toBe(0);
  await user.type(within(dialog).getByRole('textbox', { name: /Sicherheitscode/ }), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  await waitFor(() => expect(orders).toBe(1));
  expect(codes).toEqual(['123456']);
  release();
  expect(await screen.findByText(/Ihre Auftragsnummer lautet A-2027-000123/)).toBeInTheDocument();
});
