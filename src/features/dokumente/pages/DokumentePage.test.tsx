import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vertrag } from '../../../../test/jest/fixtures';
import { renderApp } from '../../../../test/jest/render';
import { hrefFor } from '../../../config/paths';
import { API, customerState } from '../../vertraege/test/state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let clicked: { href: string; download: string }[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const state = customerState({ contracts: [vertrag({ contractId: 'V-9', name: 'VDSL 100' })] });
const archiv = {
  vertragsId: 'V-9',
  dokumente: [
    {
      id: 'a1',
      art: 'aenderungsmitteilung',
      titel: 'Mitteilung über eine Vertragsänderung',
      datum: '2026-09-14',
      bezug: 'wirksam zum 26.10.2026',
    },
    {
      id: 'v1',
      art: 'vertragszusammenfassung',
      titel: 'Vertragszusammenfassung nach § 54 TKG',
      datum: '2025-09-01',
      bezug: 'Vertragsabschluss am 01.09.2025',
    },
    { id: 'x1', art: 'neu_im_backend', titel: 'Rundschreiben', datum: '', bezug: '' },
    { id: '', art: 'agb', titel: 'ohne id' },
    {
      id: 'f1',
      art: 'formular',
      titel: 'Grundstückseigentümererklärung (Formular)',
      datum: '2026-11-20',
      bezug: 'angefordert für Auftrag VG-1',
    },
  ],
};

test('lists the documents by group with date and reference, and saves one as a PDF download', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}user/vertraege/V-9/dokumente`, () => HttpResponse.json(archiv)),
    http.get(`${API}user/vertraege/V-9/dokumente/:dok`, ({ params }) => {
      asked.push(String(params.dok));
      return new HttpResponse('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="V-9_GEE.pdf"' },
      });
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('dokumente', { id: 'V-9' }), { preloadedState: state });
  await screen.findByRole('heading', { level: 1, name: 'Dokumente' }, { timeout: 20000 });
  const vertrag = await screen.findByRole('table', { name: 'Vertragsunterlagen' });
  const headings = within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(headings).toEqual([
    'Vertragsunterlagen',
    'Mitteilungen über Vertragsänderungen',
    'Formulare zum Ausfüllen',
    'Weitere Dokumente',
  ]);
  const row = within(vertrag).getByRole('rowheader', { name: 'Vertragszusammenfassung nach § 54 TKG' }).closest('tr');
  expect(row).toHaveTextContent('01.09.2025');
  expect(row).toHaveTextContent('Vertragsabschluss am 01.09.2025');
  // an entry without id is left out; an unknown kind is kept under „Weitere Dokumente“
  expect(screen.queryByText('ohne id')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Weitere Dokumente' })).getByText('Rundschreiben'),
  ).toBeInTheDocument();

  await user.click(
    screen.getByRole('button', {
      name: 'Grundstückseigentümererklärung (Formular) vom 20.11.2026 herunterladen (PDF)',
    }),
  );
  await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'V-9_GEE.pdf' }]));
  expect(asked).toEqual(['f1']);
});

test('a backend without the archive: a short notice instead of an error', async () => {
  server.use(
    http.get(`${API}user/vertraege/V-9/dokumente`, () => HttpResponse.json({ message: 'x' }, { status: 404 })),
  );
  renderApp(hrefFor('dokumente', { id: 'V-9' }), { preloadedState: state });
  expect(
    await screen.findByText(/Das Dokumentenarchiv ist gerade nicht verfügbar/, {}, { timeout: 20000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
