import { render, screen } from '@testing-library/react';
import '../../i18n';
import { SectionBoundary } from './SectionBoundary';

function Broken(): never {
  throw new Error('kaputt');
}

describe('SectionBoundary', () => {
  it('one broken section shows a small German notice; its neighbours render', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <SectionBoundary name="Karte 1">
          <p>Erste Karte</p>
        </SectionBoundary>
        <SectionBoundary name="Karte 2">
          <Broken />
        </SectionBoundary>
        <SectionBoundary name="Karte 3">
          <p>Dritte Karte</p>
        </SectionBoundary>
      </>,
    );
    expect(screen.getByText('Erste Karte')).toBeInTheDocument();
    expect(screen.getByText('Dritte Karte')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Bereich kann gerade nicht angezeigt werden.');
    error.mockRestore();
  });

  it('a table row is replaced by a row (the table stays valid)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <table>
        <tbody>
          <SectionBoundary
            name="Zeile"
            fallback={(notice) => (
              <tr>
                <td>{notice}</td>
              </tr>
            )}
          >
            <Broken />
          </SectionBoundary>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('cell')).toHaveTextContent('Dieser Bereich kann gerade nicht angezeigt werden.');
    error.mockRestore();
  });
});
