import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { LazyPartBoundary, retryableLazy } from './LazyPart';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

test('a failed load shows the fallback instead of throwing; a new retryKey loads the part again', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
  const Part = retryableLazy<{ name: string }>(load);
  const ui = (attempt: number) => (
    <main>
      <h1>Seite</h1>
      <LazyPartBoundary part={Part} name="Test" retryKey={attempt} fallback={<p>nicht geladen</p>}>
        <Suspense fallback={<p>lädt</p>}>
          <Part name="Anna" />
        </Suspense>
      </LazyPartBoundary>
    </main>
  );
  const { rerender } = render(ui(1));
  expect(await screen.findByText('nicht geladen')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Seite' })).toBeInTheDocument();
  // the same attempt does not load again
  rerender(ui(1));
  expect(load).toHaveBeenCalledTimes(1);
  rerender(ui(2));
  expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('without a fallback a failed part renders nothing and the page stays', async () => {
  const Part = retryableLazy<{ name: string }>(() => Promise.reject(new Error('offline')));
  render(
    <main>
      <h1>Seite</h1>
      <LazyPartBoundary part={Part} name="Test">
        <Suspense fallback={null}>
          <Part name="Anna" />
        </Suspense>
      </LazyPartBoundary>
    </main>,
  );
  await screen.findByRole('heading', { name: 'Seite' });
  await waitFor(() =>
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('Teil „Test“ konnte nicht geladen werden'),
      expect.anything(),
      expect.anything(),
    ),
  );
  expect(screen.queryByText(/Hallo/)).toBeNull();
  expect(screen.getByRole('heading', { name: 'Seite' })).toBeInTheDocument();
});
