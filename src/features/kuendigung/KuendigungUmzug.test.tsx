import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../test/jest/render';
import { hrefFor } from '../../config/paths';
import { setClock } from '../../lib/dates';
import { API, customerState } from '../vertraege/test/state';
import { contracts, useContractsServer } from '../vertraege/test/server';

const server = useContractsServer();
beforeAll(() => setClock(() => new Date(2026, 10, 28, 10, 0)));
afterAll(() => setClock(null));

test('a move without service (§ 60 Abs. 2 TKG): reason and move date carried in, one month proposed, receipt names both', async () => {
  let sent: Record<string, unknown> | null = null;
  server.use(
    http.post(`${API}kuendigung`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({
        id: 'K-2026-000007',
        eingangAm: '2026-11-28T09:00:00Z',
        beendigungZum: '2026-12-28',
        art: 'umzug',
        regel: 'umzug',
        umzugsdatum: '2026-12-15',
        rufnummerMitnehmen: true,
        portierung: 'bis',
        portierungBis: '2027-01-28',
        vertragsnummer: 'V-1',
        kundennummer: '1000003',
        email: 'a@b.de',
        pdfToken: 't',
      });
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('vertrag.kuendigung', { id: 'V-1' }, { grund: 'umzug', umzugsdatum: '2026-12-15' }), {
    preloadedState: customerState({ contracts }),
  });
  expect(await screen.findByRole('radio', { name: /^Umzug: Leistung am neuen Wohnsitz/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /^Datum Ihres Umzugs/ })).toHaveValue('15.12.2026');
  // the move is sooner than a month: one month after the declaration
  expect(screen.getByText(/Frühestmögliches Vertragsende: 28\.12\.2026/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /^Ja, ich möchte meine Rufnummer/ }));
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  const done = await screen.findByRole('region', { name: 'Ihre Kündigung ist bei uns eingegangen' });
  expect(sent).toMatchObject({ art: 'umzug', umzugsdatum: '2026-12-15', rufnummerMitnehmen: true });
  expect(within(done).getByText(/^Umzug: Leistung am neuen Wohnsitz nicht verfügbar/)).toBeInTheDocument();
  expect(within(done).getByText('ein Monat, frühestens zum Umzugstermin (§ 60 Abs. 2 TKG)')).toBeInTheDocument();
  expect(within(done).getByText('15.12.2026')).toBeInTheDocument();
  expect(within(done).getByText('28.12.2026')).toBeInTheDocument();
  expect(within(done).getByText(/bis spätestens 28\.01\.2027/)).toBeInTheDocument();
});

test('a wish before the move date is refused at the field, nothing sent', async () => {
  let posts = 0;
  server.use(
    http.post(`${API}kuendigung`, () => {
      posts += 1;
      return HttpResponse.json({});
    }),
  );
  const user = userEvent.setup();
  renderApp(hrefFor('vertrag.kuendigung', { id: 'V-1' }, { grund: 'umzug', umzugsdatum: '2027-02-15' }), {
    preloadedState: customerState({ contracts }),
  });
  expect(await screen.findByText(/Frühestmögliches Vertragsende: 15\.02\.2027/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Zu einem Wunschtermin' }));
  await user.type(await screen.findByRole('textbox', { name: /^Wunschtermin/ }), '31.01.2027');
  await user.click(screen.getByRole('button', { name: 'Jetzt kündigen' }));
  expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeInTheDocument();
  expect(posts).toBe(0);
});
