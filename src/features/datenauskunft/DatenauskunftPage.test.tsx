import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { API, loggedIn } from '../meineDaten/test/setup';
import { TABELLEN } from './datenauskunftSchema';

const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const prepared = {
  id: 'abc',
  erstelltAm: '2026-05-04T08:00:00.000Z',
  gueltigBis: '2026-05-04T08:15:00.000Z',
  tabellen: TABELLEN.map((name, i) => ({ name, zeilen: name === 'vertraege' ? 5000 : i })),
  pdf: true,
};

async function openPage() {
  const user = userEvent.setup();
  renderApp(hrefFor('meinedaten.datenauskunft'), { preloadedState: loggedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Meine Daten herunterladen' }, { timeout: 20000 });
  return user;
}

describe('Meine Daten herunterladen', () => {
  it('prepares the files on the server and links the JSON, the PDF summary and each CSV as downloads', async () => {
    server.use(http.post(`${API}user/datenauskunft`, () => HttpResponse.json(prepared)));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Daten zusammenstellen' }));
    await screen.findByText(/Ihre Daten sind bereit \(Stand 04\.05\.2026 10:00\)/);
    const table = screen.getByRole('table', { name: 'Einzelne Tabellen als CSV' });
    expect(within(table).getAllByRole('row')).toHaveLength(TABELLEN.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Verträge' }).closest('tr')).toHaveTextContent('5.000');
    // plain links: the browser streams each file to disk, the page never reads it
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Alle Daten als JSON')).toHaveAttribute('href', '/kundenportal-api/user/datenauskunft/abc/json');
    expect(link('Übersicht als PDF')).toHaveAttribute('href', '/kundenportal-api/user/datenauskunft/abc/pdf');
    expect(link('Verträge (CSV) herunterladen')).toHaveAttribute(
      'href',
      '/kundenportal-api/user/datenauskunft/abc/csv/vertraege',
    );
    for (const a of screen.getAllByRole('link', { name: /JSON|PDF|CSV/ })) expect(a).toHaveAttribute('download');
  });

  it('offers no PDF summary when the backend has none', async () => {
    server.use(http.post(`${API}user/datenauskunft`, () => HttpResponse.json({ ...prepared, pdf: undefined })));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Daten zusammenstellen' }));
    await screen.findByRole('link', { name: 'Alle Daten als JSON' });
    expect(screen.queryByRole('link', { name: 'Übersicht als PDF' })).not.toBeInTheDocument();
  });

  it('says what to do when the sign-in is too old', async () => {
    server.use(
      http.post(`${API}user/datenauskunft`, () =>
        HttpResponse.json(
          { code: 'ANMELDUNG_ERNEUERN', message: 'Bitte melden Sie sich ab und wieder an.' },
          { status: 403 },
        ),
      ),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Daten zusammenstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte melden Sie sich ab und wieder an.');
    expect(screen.getByRole('button', { name: 'Abmelden, um sich neu anzumelden' })).toBeInTheDocument();
  });

  it('explains the hotline way when the backend has no download', async () => {
    server.use(http.post(`${API}user/datenauskunft`, () => HttpResponse.json({}, { status: 404 })));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Daten zusammenstellen' }));
    await screen.findByText(/Der Download Ihrer Daten ist gerade nicht verfügbar/);
    expect(screen.queryByRole('button', { name: 'Daten zusammenstellen' })).not.toBeInTheDocument();
  });
});
