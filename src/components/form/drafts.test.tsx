import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/jest/render';
import { AppForm } from './AppForm';
import { clearDrafts, draftCount, draftOf, draftShown, draftsBelongTo, holdDrafts, saveDraft } from './drafts';
import { TextField } from './TextField';

function PhoneForm({ keep = false }: { keep?: boolean }) {
  return (
    <AppForm<{ phone: string }>
      onSubmit={() => undefined}
      initialValues={{ phone: '0361 5550101' }}
      draft={{ id: 'telefon', keep }}
    >
      <TextField name="phone" label="Telefonnummer" />
    </AppForm>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Telefonnummer' }) as HTMLInputElement;

async function typeAndExpire() {
  const user = userEvent.setup();
  const view = renderWithProviders(<PhoneForm />);
  await user.clear(field());
  await user.type(field(), '0361 999');
  // the session expires: the form goes away with the navigation to the login
  holdDrafts();
  view.unmount();
}

describe('drafts survive a session expiry in memory', () => {
  beforeEach(() => {
    clearDrafts();
    draftsBelongTo('1000001');
  });
  afterAll(() => clearDrafts());

  test('the same customer logs in again: the typed value is back', async () => {
    await typeAndExpire();
    draftsBelongTo('1000001');
    renderWithProviders(<PhoneForm />);
    expect(field().value).toBe('0361 999');
  });

  test('another customer logs in: gone', async () => {
    await typeAndExpire();
    draftsBelongTo('1000002');
    renderWithProviders(<PhoneForm />);
    expect(field().value).toBe('0361 5550101');
    expect(draftCount()).toBe(0);
  });

  test('logout: gone from memory', async () => {
    await typeAndExpire();
    clearDrafts();
    expect(draftCount()).toBe(0);
  });

  test('after 30 minutes: gone', () => {
    const t = Date.now();
    saveDraft('telefon', { phone: '0361 1' }, t);
    holdDrafts();
    expect(draftOf('telefon', t + 30 * 60 * 1000)).toBeNull();
    saveDraft('telefon', { phone: '0361 1' }, t);
    holdDrafts();
    expect(draftOf('telefon', t + 29 * 60 * 1000)).toEqual({ phone: '0361 1' });
    // a render React throws away reads it too: only the form on the page uses it up
    expect(draftOf('telefon', t + 29 * 60 * 1000)).toEqual({ phone: '0361 1' });
    draftShown('telefon');
    // put back once
    expect(draftOf('telefon', t + 29 * 60 * 1000)).toBeNull();
  });

  test('leaving the form without an expiry drops its draft; a flow step (keep) holds it', async () => {
    const user = userEvent.setup();
    let view = renderWithProviders(<PhoneForm />);
    await user.type(field(), '1');
    view.unmount();
    expect(draftCount()).toBe(0);
    view = renderWithProviders(<PhoneForm keep />);
    await user.type(field(), '2');
    view.unmount();
    // kept for the flow, but put back only after a session expiry (a step going back starts from its own values)
    expect(draftOf('telefon')).toBeNull();
    holdDrafts();
    expect(draftOf('telefon')).toEqual({ phone: '0361 55501012' });
  });

  test('nothing is kept without a logged-in customer, and nothing untouched', async () => {
    clearDrafts();
    saveDraft('telefon', { phone: 'x' });
    expect(draftCount()).toBe(0);
    draftsBelongTo('1000001');
    const view = renderWithProviders(<PhoneForm />);
    holdDrafts();
    view.unmount();
    expect(draftCount()).toBe(0);
  });
});
