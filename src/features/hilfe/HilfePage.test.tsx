import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/jest/render';
import { bankdaten } from '../../../test/jest/fixtures';
import { FAQ_LINKS, FAULT_LINE, HOTLINE, POSTAL_ADDRESS } from '../../config/contact';
import { FOOTER_LINKS } from '../../config/constants';
import { hrefFor } from '../../config/paths';
import { setClock } from '../../lib/dates';
import { createInitialSessionState } from '../session/sessionSlice';
import { loggedIn } from '../meineDaten/test/setup';

// lazily loaded pages take long on a busy 2-core machine
jest.setTimeout(40000);
afterEach(() => setClock(null));

describe('Hilfe & Kontakt', () => {
  it('is open without a session and shows hotline, hours, fault line, address and FAQ from the config', async () => {
    renderApp(hrefFor('hilfe'), { preloadedState: { session: createInitialSessionState({ status: 'loggedOut' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Hilfe & Kontakt' }, { timeout: 20000 });
    const hotline = within(screen.getByRole('region', { name: 'Kundenhotline' }));
    expect(hotline.getByRole('link', { name: `Anrufen: ${HOTLINE.display}` })).toHaveAttribute(
      'href',
      `tel:${HOTLINE.tel}`,
    );
    expect(hotline.getByText('Montag bis Freitag: 08:00 bis 20:00 Uhr')).toBeInTheDocument();
    const fault = within(screen.getByRole('region', { name: 'Störung melden' }));
    expect(fault.getByRole('link', { name: `Anrufen: ${FAULT_LINE.display}` })).toBeInTheDocument();
    expect(fault.getByText('rund um die Uhr, auch an Sonn- und Feiertagen')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(POSTAL_ADDRESS.box))).toBeInTheDocument();
    const faq = within(screen.getByRole('region', { name: 'Häufige Fragen' })).getAllByRole('link');
    expect(faq.map((link) => link.getAttribute('href'))).toEqual(FAQ_LINKS.map((f) => f.href));
    expect(faq[0]).toHaveAttribute('target', '_blank');
  });

  it('is linked from header and footer; the legal links come from the config', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(hrefFor('kuendigen'), {
      preloadedState: { session: createInitialSessionState({ status: 'loggedOut' }) },
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 20000 });
    const footer = within(screen.getByRole('navigation', { name: 'Rechtliches und Service' }));
    expect(footer.getByRole('link', { name: /^Impressum/ })).toHaveAttribute('href', FOOTER_LINKS.impressum);
    expect(footer.getByRole('link', { name: /^AGB/ })).toHaveAttribute('href', FOOTER_LINKS.agb);
    await user.click(footer.getByRole('link', { name: 'Hilfe & Kontakt' }));
    await screen.findByRole('heading', { level: 1, name: 'Hilfe & Kontakt' });
    expect(router.state.location.pathname).toBe('/hilfe');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hilfe & Kontakt' })).toHaveAttribute(
      'href',
      '/hilfe',
    );
  });

  it('a message that mentions the hotline gives its number and links to the help page', async () => {
    setClock(() => new Date(2027, 8, 15, 10, 0));
    renderApp(hrefFor('meinedaten.bankdaten'), { preloadedState: loggedIn({ bankdaten: [bankdaten('2027-09-15')] }) });
    const link = await screen.findByRole('link', { name: `Kundenhotline (${HOTLINE.display})` }, { timeout: 20000 });
    expect(link).toHaveAttribute('href', '/hilfe');
  });
});
