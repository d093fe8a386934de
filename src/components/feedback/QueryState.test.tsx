import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
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

test('a real query hook whose prefetch failed before the page showed: the page asks again and does not break', async () => {
  let calls = 0;
  const api = createApi({
    reducerPath: 'probe',
    baseQuery: fakeBaseQuery<{ status: number }>(),
    endpoints: (build) => ({
      cards: build.query<string, void>({
        queryFn: async () => (++calls === 1 ? { error: { status: 503 } } : { data: 'Karten da' }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  // the login form's prefetch: started and failed before the page subscribes
  const prefetch = store.dispatch(api.endpoints.cards.initiate());
  await prefetch;
  prefetch.unsubscribe();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  function Cards() {
    const query = api.useCardsQuery();
    return <QueryState query={query}>{(text) => text}</QueryState>;
  }
  render(
    <Provider store={store}>
      <Cards />
    </Provider>,
  );
  expect(await screen.findByText('Karten da')).toBeInTheDocument();
});
