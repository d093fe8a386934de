import { i18n, registerMessages } from '../../i18n';
import bestellung from '../../i18n/de/bestellung.json';
import { required } from '../../lib/validators';
import { translateFieldError, withRequiredMessage } from './fieldError';

const t = i18n.getFixedT('de') as never;
const meta = undefined as never;
// a per-field wording lives in the feature's namespace (the order flow names the thing: a tariff)
registerMessages('bestellung', bestellung);

test.each([
  ['a radio group', 'common:validation.requiredChoice', '', 'Bitte wählen Sie eine Option.'],
  ['a checkbox', 'common:validation.requiredConfirm', false, 'Bitte bestätigen Sie dies, um fortzufahren.'],
  ['the tariff choice', 'bestellung:product.required', undefined, 'Bitte wählen Sie einen Tarif.'],
])('the required message of %s fits the control', (_what, key, value, text) => {
  const validate = withRequiredMessage(required, key);
  expect(translateFieldError(t, validate?.(value, {}, meta))).toBe(text);
});

test('other messages and valid values pass through unchanged', () => {
  const validate = withRequiredMessage<string>((v) => (v === 'x' ? 'common:validation.plz' : undefined), 'k');
  expect(validate?.('x', {}, meta)).toBe('common:validation.plz');
  expect(validate?.('ok', {}, meta)).toBeUndefined();
  expect(withRequiredMessage(undefined, 'k')).toBeUndefined();
});
