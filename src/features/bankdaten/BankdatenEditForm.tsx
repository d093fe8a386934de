import { useLazyCheckIbanQuery } from './bankdatenApi';
import { AppForm, FORM_ERROR, submitErrorOf, type SubmitResult } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { DateField } from '../../components/form/DateField';
import { composeValidators, isEmpty, normalizeIban, required, type FieldValidator } from '../../lib/validators';
import { cleanText, maxLengthOf } from '../../lib/textValidators';

/** what is typed survives a session expiry in memory, also past the review step; gone once saved */
export const BANK_DRAFT_ID = 'bankdaten';

/** SEPA character set and length (the stand-in checks the same rule) */
const validateHolder = composeValidators(required, cleanText('holder'));
import { dateBounds } from '../../lib/dateRanges.mjs';
import { today, toServerDate } from '../../lib/dates';
import { bic, iban } from '../../lib/ibanValidators';
import { useMeineDatenT } from '../../i18n/texts/meineDaten';

export interface BankdatenDraft {
  accountHolder: string;
  iban: string;
  bic: string;
  validFrom: string;
  /** from the IBAN check, shown in the review */
  bankName?: string;
}

/** A BIC is only needed for IBANs from outside Germany (inside SEPA the bank code identifies the bank). */
const bicWhereNeeded: FieldValidator = (value, allValues) => {
  const country = normalizeIban((allValues as Partial<BankdatenDraft> | undefined)?.iban).slice(0, 2);
  if (/^[A-Z]{2}$/.test(country) && country !== 'DE' && isEmpty(value)) return 'meineDaten:bank.bicRequired';
  return bic(value);
};

/**
 * Step 1 of the bank change: holder, IBAN (mod-97 on input), BIC where needed, valid-from date.
 * Before going on, the IBAN is checked by /bestellen/checkIban.json; its German reason is shown at
 * the IBAN field.
 */
export function BankdatenEditForm({
  initialValues,
  onChecked,
}: {
  initialValues?: Partial<BankdatenDraft>;
  onChecked: (draft: BankdatenDraft) => void;
}) {
  const { t } = useMeineDatenT();
  const [checkIban] = useLazyCheckIbanQuery();

  const onSubmit = async (values: BankdatenDraft): Promise<SubmitResult> => {
    const ibanValue = normalizeIban(values.iban);
    const bicValue = (values.bic ?? '').replace(/\s+/g, '').toUpperCase();
    try {
      const answer = await checkIban({ iban: ibanValue, bic: bicValue }).unwrap();
      if (!answer.valid) {
        const onBic = /BIC/.test(answer.message);
        return { [onBic ? 'bic' : 'iban']: answer.message || 'common:validation.iban' };
      }
      onChecked({
        accountHolder: values.accountHolder.trim(),
        iban: answer.iban || ibanValue,
        bic: answer.bic || bicValue,
        validFrom: values.validFrom,
        bankName: answer.bankName,
      });
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('bank.checkFailed')) ?? { [FORM_ERROR]: t('bank.checkFailed') };
    }
  };

  return (
    <AppForm<BankdatenDraft>
      onSubmit={onSubmit}
      initialValues={initialValues}
      ariaLabel={t('bank.changeHeading')}
      draft={{ id: BANK_DRAFT_ID, keep: true }}
    >
      <TextField
        name="accountHolder"
        label={t('bank.holderLabel')}
        autoComplete="name"
        required
        validate={validateHolder}
        maxLength={maxLengthOf('holder')}
      />
      <TextField
        name="iban"
        label={t('bank.ibanLabel')}
        helperText={t('bank.ibanHelp')}
        autoComplete="off"
        required
        validate={composeValidators(required, iban)}
        maxLength={42}
      />
      <TextField
        name="bic"
        label={t('bank.bicLabel')}
        helperText={t('bank.bicHelp')}
        autoComplete="off"
        validate={bicWhereNeeded}
        maxLength={11}
      />
      <DateField
        name="validFrom"
        label={t('bank.validFromLabel')}
        helperText={t('bank.validFromHelp')}
        onlyFuture
        // the range the server accepts for this call (src/config/dateRanges.json)
        maxDate={dateBounds('bankverbindung', 'validFrom', toServerDate(today()))?.max}
        required
      />
      <SubmitButton>{t('bank.next')}</SubmitButton>
    </AppForm>
  );
}
