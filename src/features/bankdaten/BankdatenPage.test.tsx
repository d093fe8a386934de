import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { renderApp } from '../../../test/jest/render';
import { bankdaten } from '../../../test/jest/fixtures';
import { hrefFor } from '../../config/paths';
import { setClock } from '../../lib/dates';
import { resetHolidayTable } from '../../lib/holidays';
import { API, loggedIn } from '../meineDaten/test/setup';

const CHECK = 'http://localhost/bestellen/checkIban.json';
const server = setupServer(...companionCalls);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setClock(() => new Date(2027, 8, 15, 10, 0)); // Wednesday 15.09.2027
  resetHolidayTable();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setClock(null);
});

async function openPage(list = [bankdaten('2026-01-01')]) {
  const user = userEvent.setup();
  const view = renderApp(hrefFor('meinedaten.bankdaten'), { preloadedState: loggedIn({ bankdaten: list }) });
  await screen.findByRole('heading', { level: 1, name: 'Bankverbindung' });
  return { user, ...view };
}

const ibanField = () => screen.getByRole('textbox', { name: /^IBAN/ });
const IBAN_ERROR = 'Bitte geben Sie eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.';

async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('Bankverbindung', () => {
  it('shows the current connection masked with its validFrom date', async () => {
    await openPage([
      bankdaten('2020-01-01', 'DE02120300000000202051'),
      bankdaten('2026-01-01', 'DE89370400440532013000'),
    ]);
    expect(screen.getByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
    expect(screen.getByText('01.01.2026')).toBeInTheDocument();
    expect(screen.queryByText(/DE89370400440532013000/)).not.toBeInTheDocument();
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['de02120300000000202051', true],
    ['AT611904300234573201', true],
    ['NL91ABNA0417164300', true],
    ['DE89370400440532013001', false], // one digit changed: mod 97 fails
    ['DE98370400440532013000', false], // check digits swapped
    ['DE8937040044053201300', false], // one digit short
    ['XX89370400440532013000', false], // unknown country
  ])('checks %s on input (valid: %s)', async (value, valid) => {
    const { user } = await openPage();
    await typeInto(user, ibanField(), value);
    if (valid) expect(screen.queryByText(IBAN_ERROR)).not.toBeInTheDocument();
    else expect(await screen.findByText(IBAN_ERROR)).toBeInTheDocument();
    expect(ibanField()).toHaveAttribute('aria-invalid', String(!valid));
  });

  it('asks for a BIC only for IBANs from outside Germany', async () => {
    const { user } = await openPage();
    await typeInto(user, ibanField(), 'AT611904300234573201');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' }));
    expect(await screen.findByRole('link', { name: /^BIC: Für IBANs außerhalb Deutschlands/ })).toBeInTheDocument();
    await typeInto(user, ibanField(), 'DE89370400440532013000');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^BIC:/ })).not.toBeInTheDocument());
  });

  it('shows the reason of checkIban.json at the IBAN field and stays on the form', async () => {
    server.use(
      http.get(CHECK, () =>
        HttpResponse.json({
          valid: false,
          iban: 'DE89370400440532013000',
          bic: '',
          bankName: '',
          message: 'IBANs aus diesem Land werden nicht unterstützt.',
        }),
      ),
    );
    const { user } = await openPage();
    await typeInto(user, screen.getByRole('textbox', { name: /^Kontoinhaber/ }), 'Anna Schmidt');
    await typeInto(user, ibanField(), 'DE89370400440532013000');
    await screen.findByRole('button', { name: /Datum auswählen/ });
    await typeInto(user, screen.getByRole('textbox', { name: /^Gültig ab/ }), '16.09.2027');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' }));
    expect(
      await screen.findByRole('link', { name: 'IBAN: IBANs aus diesem Land werden nicht unterstützt.' }),
    ).toBeInTheDocument();
    expect(ibanField()).toHaveValue('DE89370400440532013000');
    expect(screen.queryByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).not.toBeInTheDocument();
  });

  it('checks, reviews with SEPA consent, sends, replaces the list and then locks the form', async () => {
    const checked: string[] = [];
    let posted: unknown = null;
    server.use(
      http.get(CHECK, ({ request }) => {
        checked.push(new URL(request.url).search);
        return HttpResponse.json({
          valid: true,
          iban: 'DE02120300000000202051',
          bic: 'BYLADEM1001',
          bankName: 'Deutsche Kreditbank Berlin',
        });
      }),
      http.post(`${API}bankverbindung`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json([bankdaten('2026-01-01'), bankdaten('2027-09-16', 'DE02120300000000202051')]);
      }),
    );
    const { user, store } = await openPage();
    await typeInto(user, screen.getByRole('textbox', { name: /^Kontoinhaber/ }), 'Anna Schmidt');
    await typeInto(user, ibanField(), 'DE02 1203 0000 0000 2020 51');
    await screen.findByRole('button', { name: /Datum auswählen/ });
    await typeInto(user, screen.getByRole('textbox', { name: /^Gültig ab/ }), '16.09.2027');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' }));

    expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toHaveFocus();
    expect(checked).toEqual(['?IBAN=DE02120300000000202051&BIC=']);
    // exactly what was typed, the whole IBAN in groups of four (a typo must be visible)
    expect(screen.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    expect(screen.getByText('BYLADEM1001')).toBeInTheDocument();
    const review = within(screen.getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }));
    expect(review.getByText('Anna Schmidt')).toBeInTheDocument();
    expect(review.getByText('16.09.2027')).toBeInTheDocument();
    expect(
      review.getByText(/Ich ermächtige TEAG \(Gläubiger-Identifikationsnummer DE98ZZZ09999999999\), Zahlungen/),
    ).toBeInTheDocument();

    // consent is required
    await user.click(screen.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }));
    expect(
      await screen.findByRole('link', {
        name: 'SEPA-Lastschriftmandat: Bitte bestätigen Sie das SEPA-Lastschriftmandat.',
      }),
    ).toBeInTheDocument();
    expect(posted).toBeNull();

    // "Ändern" goes back and keeps the input
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    expect(ibanField()).toHaveValue('DE02120300000000202051');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await screen.findByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }));
    await user.click(screen.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }));

    expect(
      await screen.findByText('Ihre neue Bankverbindung ist gespeichert und gilt ab dem 16.09.2027.'),
    ).toBeInTheDocument();
    expect(posted).toEqual({
      accountHolder: 'Anna Schmidt',
      accountNumberInternational: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      validFrom: '2027-09-16',
    });
    expect(store.getState().bankdaten.list).toHaveLength(2);
    // the new account starts tomorrow: shown as "gilt ab", the old one stays the current one until then
    expect(screen.getByRole('heading', { name: 'Neue Bankverbindung – gilt ab 16.09.2027' })).toBeInTheDocument();
    expect(screen.getByText('DE02 **** **** **** **20 51')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aktuelle Bankverbindung' })).toBeInTheDocument();
    expect(screen.getByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
    expect(screen.getByText(/Ihre zuletzt eingegebene Bankverbindung gilt ab dem 16.09.2027/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).not.toBeInTheDocument();
  });

  it('shows the server’s 400 message in the review step and keeps it', async () => {
    server.use(
      http.get(CHECK, () =>
        HttpResponse.json({ valid: true, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' }),
      ),
      http.post(`${API}bankverbindung`, () =>
        HttpResponse.json(
          { message: 'Das Datum „gültig ab“ darf nicht in der Vergangenheit liegen.' },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await openPage();
    await typeInto(user, screen.getByRole('textbox', { name: /^Kontoinhaber/ }), 'Anna Schmidt');
    await typeInto(user, ibanField(), 'DE89370400440532013000');
    await screen.findByRole('button', { name: /Datum auswählen/ });
    await typeInto(user, screen.getByRole('textbox', { name: /^Gültig ab/ }), '16.09.2027');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' }));
    await user.click(await screen.findByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ }));
    await user.click(screen.getByRole('button', { name: 'Bankverbindung verbindlich ändern' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Das Datum „gültig ab“ darf nicht in der Vergangenheit liegen.')),
      ).toBe(true),
    );
    expect(screen.getByRole('checkbox', { name: /Ich erteile das SEPA-Lastschriftmandat/ })).toBeChecked();
    expect(store.getState().bankdaten.list).toHaveLength(1);
  });

  it.each([
    [
      'valid since today',
      '2027-09-15',
      'Ihre aktuelle Bankverbindung gilt seit heute, dem 15.09.2027.*ab morgen, dem 16.09.2027',
    ],
    [
      'valid from a future day',
      '2027-10-01',
      'Ihre zuletzt eingegebene Bankverbindung gilt ab dem 01.10.2027.*ab dem 02.10.2027 möglich',
    ],
  ])('replaces the form by an explanation when the current connection is %s', async (_, validFrom, text) => {
    await openPage([bankdaten('2020-01-01'), bankdaten(validFrom)]);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).not.toBeInTheDocument();
  });

  it('offers the form when no connection exists yet', async () => {
    await openPage([]);
    expect(screen.getByText('Es ist noch keine Bankverbindung hinterlegt.')).toBeInTheDocument();
    expect(ibanField()).toBeInTheDocument();
  });
});
