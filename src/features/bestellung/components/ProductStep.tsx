import Typography from '@mui/material/Typography';
import { useField, useFormState } from 'react-final-form';
import type { ProduktOption } from '../../../api/types';
import type { OfferedProdukt } from '../offerRules';
import type { OrderTerms } from '../orderTerms';
import { costFacts, optionCostFacts } from '../termsText';
import { OrderTotal } from './OrderTotal';
import { type PortierungWunsch, RufnummerMitnahme } from './RufnummerMitnahme';
import { auswahlHeading, auswahlParts } from '../stepHeading';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { DateField } from '../../../components/form/DateField';
import { ORDER_DISABLED_WEEKDAYS } from '../../../config/constants';
import { dateBounds } from '../../../lib/dateRanges.mjs';
import { today, toServerDate } from '../../../lib/dates';
import { required } from '../../../lib/validators';
import { useBestellungT } from '../../../i18n/texts/bestellung';

export interface ProductChoice {
  produktId: string;
  optionen: Record<string, boolean>;
  wunschtermin: string;
  /** a mobile order: „Rufnummer mitnehmen“ */
  portierung?: PortierungWunsch;
}

/** The order's terms for a tariff and the options chosen with it (orderTerms, bound to the contract and offer). */
export type TermsOf = (produkt: OfferedProdukt, optionen: ProduktOption[]) => OrderTerms;

/** Step 1: product, options, desired date. With `fixedProduct` only options are chosen (add-on order). */
export function ProductStep({
  produkte,
  termsOf,
  fixedProduct,
  initial,
  onDone,
  withDate = true,
  submitLabel,
  draftId,
  withPorting = false,
}: {
  /** a mobile order: the number can come from the old provider */
  withPorting?: boolean;
  /** keeps the choice as a draft for the return after a session expiry (the flow discards it when done) */
  draftId?: string;
  produkte: OfferedProdukt[];
  /** every price and term the step shows comes from the order's terms */
  termsOf: TermsOf;
  fixedProduct?: OfferedProdukt;
  initial?: ProductChoice;
  onDone: (choice: ProductChoice) => void | Promise<SubmitResult>;
  withDate?: boolean;
  submitLabel?: string;
}) {
  const { t } = useBestellungT();
  const initialValues: Partial<ProductChoice> = initial ?? {
    produktId: fixedProduct?.id ?? '',
    optionen: {},
    wunschtermin: '',
  };
  return (
    <AppForm<ProductChoice>
      initialValues={initialValues}
      draft={draftId ? { id: draftId, keep: true } : undefined}
      ariaLabel={auswahlHeading(t, auswahlParts({ produkte, fixedProduct, withDate }))}
      validate={(v) =>
        fixedProduct && !Object.values(v.optionen ?? {}).some(Boolean)
          ? { optionen: { [fixedProduct.options[0]?.id ?? 'x']: t('options.atLeastOne') } }
          : {}
      }
      onSubmit={(values) =>
        onDone({ ...values, produktId: fixedProduct?.id ?? values.produktId, optionen: values.optionen ?? {} })
      }
    >
      {fixedProduct ? (
        <Typography sx={{ my: 2 }}>{t('product.current', { name: fixedProduct.name })}</Typography>
      ) : (
        <RadioGroupField
          name="produktId"
          label={t('product.legend')}
          required
          validate={required}
          requiredMessage="bestellung:product.required"
          options={produkte.map((p) => ({
            value: p.id,
            // GET produkte shows little (§7): speed only when the product carries it; the costs always, as the
            // order's terms with this tariff (no cost first appears at the end)
            label: (
              <>
                {[
                  p.name || p.id,
                  p.downloadMbit !== null && p.uploadMbit !== null
                    ? t('product.speed', { down: p.downloadMbit, up: p.uploadMbit })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' – ')}
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {costFacts(t, termsOf(p, [])).join(' · ')}
                </Typography>
              </>
            ),
          }))}
        />
      )}
      <ProductOptions produkte={produkte} fixedProduct={fixedProduct} />
      {withDate && (
        <DateField
          name="wunschtermin"
          label={t('wunschtermin')}
          helperText={t('wunschterminHint')}
          required
          onlyFuture
          maxDate={dateBounds('bestellung', 'wunschtermin', toServerDate(today()))?.max}
          disabledWeekdays={ORDER_DISABLED_WEEKDAYS}
        />
      )}
      {withPorting && <RufnummerMitnahme />}
      <ChosenTotal produkte={produkte} fixedProduct={fixedProduct} termsOf={termsOf} />
      <SubmitButton>{submitLabel ?? t('next')}</SubmitButton>
    </AppForm>
  );
}

/** The options of the chosen product; renders again only when the product changes (not on a keystroke). */
function ProductOptions({ produkte, fixedProduct }: { produkte: OfferedProdukt[]; fixedProduct?: OfferedProdukt }) {
  const { t } = useBestellungT();
  const { input } = useField<string>('produktId', { subscription: { value: true } });
  const selected = fixedProduct ?? produkte.find((p) => p.id === input.value);
  // no offered product has options: the step does not mention them at all (its heading neither)
  if (!selected || !auswahlParts({ produkte, fixedProduct, withDate: false }).includes('optionen')) return null;
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('options.heading')}
      </Typography>
      {selected.options.length === 0 && <Typography>{t('options.none')}</Typography>}
      {selected.options.map((o) => (
        <CheckboxField
          key={o.id}
          name={`optionen.${o.id}`}
          label={t('options.label', { name: o.name, facts: optionCostFacts(t, o).join(' · ') })}
          summaryLabel={o.name}
        />
      ))}
    </>
  );
}

/** The terms of what is chosen, before the button: monthly and one-off costs, minimum term. */
function ChosenTotal({
  produkte,
  fixedProduct,
  termsOf,
}: {
  produkte: OfferedProdukt[];
  fixedProduct?: OfferedProdukt;
  termsOf: TermsOf;
}) {
  const { values } = useFormState<ProductChoice>({ subscription: { values: true } });
  const selected = fixedProduct ?? produkte.find((p) => p.id === values.produktId);
  const optionen = (selected?.options ?? []).filter((o) => values.optionen?.[o.id]);
  return <OrderTotal terms={selected ? termsOf(selected, optionen) : null} />;
}
