import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MainNavEntry } from './mainSections';
import { useMainNavEntries } from './useMainNavEntries';

const seen: MainNavEntry[][] = [];

function Probe() {
  seen.push(useMainNavEntries());
  return null;
}

function renderAt(path: string) {
  seen.length = 0;
  const leaf = (p: string, name: string) => ({ path: p, handle: { name }, element: <Probe /> });
  const router = createMemoryRouter(
    [
      leaf('/start', 'private.dashboard.startseite'),
      leaf('/rechnungen', 'rechnungen.rechnungen'),
      leaf('/telefonkosten', 'rechnungen.telefonkosten'),
      leaf('/vertrag/:id', 'vertrag.allgemeineDaten'),
      leaf('/hilfe', 'hilfe'),
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const currentOf = (entries: MainNavEntry[]) => entries.filter((e) => e.current).map((e) => e.key);

test('marks the section of the matched route; an address outside every section counts as the start page', async () => {
  const router = renderAt('/vertrag/V-1');
  expect(currentOf(seen.at(-1) ?? [])).toEqual(['vertraege']);
  expect(seen.at(-1)?.map((e) => e.label)).toEqual([
    'Startseite',
    'Meine Daten',
    'Rechnungen',
    'Verträge',
    'Meine Aufträge',
  ]);
  await act(() => router.navigate('/hilfe'));
  expect(currentOf(seen.at(-1) ?? [])).toEqual(['startseite']);
});
