import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/jest/render';
import { Notice, NoticeTitle } from './Notice';

test('announces itself as an alert unless told otherwise, with the icon of its severity', () => {
  renderWithProviders(
    <>
      <Notice severity="error">Fehler</Notice>
      <Notice severity="info" role="status" icon={false} action={<button type="button">Zurück</button>}>
        <NoticeTitle component="h2">Hinweis</NoticeTitle>
        Text
      </Notice>
    </>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Fehler');
  expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  const status = screen.getByRole('status');
  expect(status.querySelector('svg')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Hinweis' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
});
