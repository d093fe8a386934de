import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../../test/jest/companionCalls';
import { renderApp } from '../../../../test/jest/render';
import { kundendaten, vertrag } from '../../../../test/jest/fixtures';
import { hrefFor } from '../../../config/paths';
import { setClock } from '../../../lib/dates';
import { API, customerState } from '../../vertraege/test/state';

const cards = [
  {
    id: 'c1',
    title: 'Glasfaser',
    text: 'Mit <b>Tempo</b><img src=x onerror=alert(1)><script>alert(2)</script>',
    image: '/portal/img/a.svg',
    imageAlt: 'Kabel',
    link: '/kundenportal/private/dashboard/rechnungen',
    linkText: 'Zu den Rechnungen',
  },
];
const server = setupServer(
  http.get('http://localhost/portal/startseite.json', () => HttpResponse.json(cards)),
  ...companionCalls,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setClock(null);
});
afterAll(() => server.close());

const offer = {
  id: 'SA-1',
  contractId: 'V-1',
  title: 'Glasfaser 500',
  text: 'Jetzt wechseln.',
  monthlyPrice: 39.99,
  seen: false,
};

test('greets by time of day, shows shortcuts and sanitised editorial cards', async () => {
  setClock(() => new Date(2026, 2, 2, 8, 0));
  renderApp(hrefFor('private.dashboard.startseite'), {
    preloadedState: customerState({ kundendaten: kundendaten({ salutation: 'Herr', titel: 'Dr.', lastname: 'Weiß' }) }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' })).toBeInTheDocument();
  expect(screen.getByText('Guten Morgen, Herr Dr. Weiß')).toBeInTheDocument();
  expect(screen.getByText('Kundennummer: 1000001')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Bankverbindung ändern/ })).toHaveAttribute(
    'href',
    hrefFor('meinedaten.bankdaten'),
  );
  const card = await screen.findByRole('heading', { name: 'Glasfaser' });
  const article = card.closest('article')!;
  expect(article.querySelector('b')).toHaveTextContent('Tempo');
  expect(article.querySelector('script, img[onerror], img[src="x"]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Zu den Rechnungen' })).toHaveAttribute(
    'href',
    '/private/dashboard/rechnungen',
  );
});

test('special offer banner until marked seen', async () => {
  let calls = 0;
  server.use(
    http.post(`${API}user/kundenspezialangebot/gesehen`, () => {
      calls += 1;
      return HttpResponse.json({ ...offer, seen: true });
    }),
  );
  const user = userEvent.setup();
  const { store } = renderApp(hrefFor('private.dashboard.startseite'), {
    preloadedState: customerState({ contracts: [vertrag()], offer }),
  });
  const banner = await screen.findByRole('region', { name: /Persönliches Angebot: Glasfaser 500/ });
  expect(banner).toHaveTextContent('39,99 €');
  expect(screen.getByRole('link', { name: 'Angebot ansehen' })).toHaveAttribute(
    'href',
    hrefFor('vertrag.spezialangebot', { id: 'V-1' }),
  );
  await user.click(screen.getByRole('button', { name: 'Gesehen – ausblenden' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /Persönliches Angebot/ })).not.toBeInTheDocument());
  expect(calls).toBe(1);
  expect(store.getState().specialOffer.offer?.seen).toBe(true);
});
