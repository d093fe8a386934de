import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/jest/render';
import { QueryState } from './QueryState';

const failed = (startedTimeStamp: number, refetch: () => unknown) => ({
  isLoading: false,
  isError: true,
  error: { status: 503, data: null },
  startedTimeStamp,
  refetch,
});

/** A display whose refetch starts its own call, which fails too. */
function Display({ prefetchStarted, refetch }: { prefetchStarted: number; refetch: jest.Mock }) {
  const [query, setQuery] = useState(() => failed(prefetchStarted, () => undefined));
  const ownCall = () => {
    refetch();
    setQuery(failed(Date.now(), ownCall));
  };
  return <QueryState query={{ ...query, refetch: ownCall }}>{() => 'Daten'}</QueryState>;
}

test('a failed call that started before the display showed (a prefetch) is asked once more by the display', async () => {
  const refetch = jest.fn();
  renderWithProviders(<Display prefetchStarted={Date.now() - 1000} refetch={refetch} />);
  expect(await screen.findByRole('button', { name: /Erneut versuchen/ })).toBeInTheDocument();
  // its own call failing as well is shown, not asked again
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('a call of the display itself that fails is shown without asking again', async () => {
  const refetch = jest.fn();
  renderWithProviders(<QueryState query={failed(Date.now() + 1000, refetch)}>{() => 'Daten'}</QueryState>);
  expect(await screen.findByRole('button', { name: /Erneut versuchen/ })).toBeInTheDocument();
  expect(refetch).not.toHaveBeenCalled();
});
