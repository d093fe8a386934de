import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/jest/render';
import { createInitialSessionState } from '../../features/session/sessionSlice';
import { ConsentBanner } from './ConsentBanner';

beforeEach(() => window.localStorage.clear());

test('first visit: equal „Ablehnen“ and „Akzeptieren“; the choice is kept and the banner goes', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ConsentBanner />);
  const banner = await screen.findByRole('region', { name: 'Ihre Einwilligung' });
  const [ablehnen, akzeptieren] = within(banner).getAllByRole('button');
  expect([ablehnen.textContent, akzeptieren.textContent]).toEqual(['Ablehnen', 'Akzeptieren']);
  // the same variant, colour and size: declining is as easy as accepting
  expect(ablehnen.className.replace(/kp-\S+/g, '')).toBe(akzeptieren.className.replace(/kp-\S+/g, ''));
  await user.click(ablehnen);
  expect(store.getState().session.consent).toEqual({ decided: true, statistik: false, marketing: false });
  expect(JSON.parse(window.localStorage.getItem('kundenportal.consent') ?? '{}')).toEqual({
    statistik: false,
    marketing: false,
  });
  expect(screen.queryByRole('region', { name: 'Ihre Einwilligung' })).not.toBeInTheDocument();
});

test('a stored choice: no banner', () => {
  renderWithProviders(<ConsentBanner />, {
    preloadedState: {
      session: createInitialSessionState({ consent: { decided: true, statistik: true, marketing: true } }),
    },
  });
  expect(screen.queryByRole('region', { name: 'Ihre Einwilligung' })).not.toBeInTheDocument();
});
