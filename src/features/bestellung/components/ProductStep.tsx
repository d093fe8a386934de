import Typography from '@mui/material/Typography';
import { useField, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Produkt } from '../../../api/types';
import type { OfferedProdukt } from '../offerRules';
import { costFacts, optionCostFacts } from './priceText';
import { OrderTotal } from './OrderTotal';
import { auswahlHeading, auswahlParts } from '../stepHeading';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { DateField } from '../../../components/form/DateField';
import { ORDER_DISABLED_WEEKDAYS } from '../../../config/constants';
import { required } from '../../../lib/validators';

export interface ProductChoice {
  produktId: string;
  optionen: Record<string, boolean>;
  wunschtermin: string;
}

/** Step 1: product, options, desired date. With `fixedProduct` only options are chosen (add-on order). */
export function ProductStep({
  produkte,
  fixedProduct,
  initial,
  onDone,
  withDate = true,
  submitLabel,
  draftId,
}: {
  /** keeps the choice as a draft for the return after a session expiry (the flow discards it when done) */
  draftId?: string;
  produkte: Array<Produkt | OfferedProdukt>;
  fixedProduct?: Produkt;
  initial?: ProductChoice;
  onDone: (choice: ProductChoice) => void | Promise<SubmitResult>;
  withDate?: boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation('bestellung');
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
            // GET produkte shows little (§7): speed only when the product carries it; the costs always, an
            // unknown one as "keine Angabe" (issue 32: no cost first appears at the end)
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
                  {costFacts(t, p).join(' · ')}
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
          disabledWeekdays={ORDER_DISABLED_WEEKDAYS}
        />
      )}
      <ChosenTotal produkte={produkte} fixedProduct={fixedProduct} />
      <SubmitButton>{submitLabel ?? t('next')}</SubmitButton>
    </AppForm>
  );
}

/** The options of the chosen product; renders again only when the product changes (not on a keystroke). */
function ProductOptions({
  produkte,
  fixedProduct,
}: {
  produkte: Array<Produkt | OfferedProdukt>;
  fixedProduct?: Produkt;
}) {
  const { t } = useTranslation('bestellung');
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

/** The total of what is chosen, before the button (issue 32 item 2): monthly and one-off costs. */
function ChosenTotal({
  produkte,
  fixedProduct,
}: {
  produkte: Array<Produkt | OfferedProdukt>;
  fixedProduct?: Produkt;
}) {
  const { values } = useFormState<ProductChoice>({ subscription: { values: true } });
  const selected = fixedProduct ?? produkte.find((p) => p.id === values.produktId);
  const optionen = (selected?.options ?? []).filter((o) => values.optionen?.[o.id]);
  return <OrderTotal produkt={selected ?? null} optionen={optionen} addOn={!!fixedProduct} />;
}
