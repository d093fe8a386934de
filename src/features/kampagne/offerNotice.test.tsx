import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { companionCalls } from '../../../test/jest/companionCalls';
import { kundendaten, vertrag } from '../../../test/jest/fixtures';
import { renderApp } from '../../../test/jest/render';
import { PRODUCT_TYPE } from '../../config/constants';
import { initialContractsState } from '../eligibility/contractsSlice';
import { createInitialSessionState } from '../session/sessionSlice';
import { offerNotAvailableOf, offerNotAvailableState } from './offerNotice';
import { resetTrackedEntries } from './deepLinkThunks';

const server = setupServer(
  http.post('http://localhost/kundenportal-api/tracking', () => HttpResponse.json({ id: 1 })),
  http.post('http://localhost/kundenportal-api/tracking/kampagne', () => HttpResponse.json({ success: true })),
  http.get('http://localhost/portal/startseite.json', () => HttpResponse.json([])),
  http.get('http://localhost/order-api/v1/produktpruefung', ({ request }) =>
    HttpResponse.json({
      matchByClientId: true,
      produktnummer: new URL(request.url).searchParams.get('produktnummer'),
      produktart: PRODUCT_TYPE.FESTNETZ_DSL,
    }),
  ),
  ...companionCalls,
);
jest.setTimeout(60000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetTrackedEntries());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test.each([
  [offerNotAvailableState('treueangebot'), 'treueangebot'],
  [{ notice: 'offerNotAvailable', campaign: 'unbekannt' }, null],
  [{ notice: 'etwas anderes', campaign: 'umzug' }, null],
  [null, null],
  ['treueangebot', null],
])('router state %j → campaign %s', (state, campaign) => {
  expect(offerNotAvailableOf(state)).toBe(campaign);
});

test('an offer link without an eligible contract lands on the start page with the reason; dismissible', async () => {
  const { router } = renderApp('/treueangebot?kampagne=herbst', {
    preloadedState: {
      session: createInitialSessionState({ status: 'loggedIn', kundendaten: kundendaten() }),
      // every contract has a bundle: no loyalty offer (§4 "contract without a bundle")
      contracts: { ...initialContractsState, list: [vertrag({ TEAGCustomerId: 'B-1' })], firstContractId: 'V-1' },
    },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/private/dashboard/startseite'), { timeout: 20000 });
  const text = await screen.findByText(
    /Das Angebot „Treueangebot“ aus Ihrem Link ist für Ihre Verträge nicht verfügbar/,
    undefined,
    {
      timeout: 15000,
    },
  );
  expect(text).toHaveTextContent('nicht Teil eines Bundles');
  expect(text.closest('[role="status"]')).not.toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Ausblenden' }));
  await waitFor(() => expect(screen.queryByText(/Das Angebot „Treueangebot“/)).not.toBeInTheDocument());
  expect(router.state.location.state).toBeNull();
});
