import { SALUTATIONS, TITLES, type Salutation, type Title } from './constants';

// the JSON is shared with the stand-in; its values must be exactly the ones the types name
test('salutations and titles of specConstants.json are the typed values, in the forms’ order', () => {
  const salutations: Salutation[] = ['Frau', 'Herr', 'Firma'];
  const titles: Title[] = ['', 'Dr.', 'Prof.'];
  expect(SALUTATIONS).toEqual(salutations);
  expect(TITLES).toEqual(titles);
});
