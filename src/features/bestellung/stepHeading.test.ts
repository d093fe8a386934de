import { listText } from '../../lib/listText';
import { auswahlParts } from './stepHeading';

const option = { id: 'o', name: 'Festnetz-Flat', monthlyPrice: 5 };
const withOptions = { options: [option] };
const without = { options: [] };

// A past bug: the heading was always „1. Tarif, Optionen und Wunschtermin": rows 2, 4 and 5 failed there.
test.each([
  ['tariffs with options', [withOptions, without], null, true, 'Tarif, Optionen und Wunschtermin'],
  ['tariffs without options', [without, without], null, true, 'Tarif und Wunschtermin'],
  ['add-on order (fixed product)', [], withOptions, true, 'Optionen und Wunschtermin'],
  ['move follow-up: the move date is the date', [without], null, false, 'Tarif'],
  ['move follow-up with options', [withOptions], null, false, 'Tarif und Optionen'],
] as const)('%s → „1. %s"', (_name, produkte, fixedProduct, withDate, heading) => {
  const names = { tarif: 'Tarif', optionen: 'Optionen', wunschtermin: 'Wunschtermin' };
  expect(listText(auswahlParts({ produkte, fixedProduct, withDate }).map((p) => names[p]))).toBe(heading);
});
