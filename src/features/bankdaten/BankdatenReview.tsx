import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PROVIDER_NAME, SEPA_CREDITOR_ID } from '../../config/constants';
import { AppForm, FORM_ERROR, submitErrorOf, type SubmitResult } from '../../components/form/AppForm';
import { withIdempotencyKey } from '../../api/idempotency';
import { AlreadyRunning } from '../auftraege/orderMarks';
import { BackButton } from '../../components/form/BackButton';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { formatDate } from '../../lib/dates';
import { groupIban, required } from '../../lib/validators';
import { DataList } from '../../components/layout/DataList';
import { useChangeBankdatenMutation } from './bankdatenApi';
import { stepUpCancelledError, useStepUp } from '../sicherheit/useStepUp';
import type { BankdatenDraft } from './BankdatenEditForm';
import { useMeineDatenT } from '../../i18n/texts/meineDaten';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/auftraege';

/**
 * Step 2 (WCAG 3.3.4, financial data): the customer sees exactly what was typed and will be sent (the whole
 * IBAN in groups of four, so a typo can be spotted; it is their own new account, nothing to hide), gives the
 * SEPA mandate and only then commits; "Ändern" returns to the filled form.
 */
export function BankdatenReview({
  draft,
  run,
  onBack,
  onSaved,
}: {
  draft: BankdatenDraft;
  /** the "must not run twice" rule's sender (useOrderOnce) */
  run: <T>(send: (key: string) => Promise<T>) => Promise<T>;
  onBack: () => void;
  onSaved: (validFrom: string) => void;
}) {
  const { t } = useMeineDatenT();
  const [change] = useChangeBankdatenMutation();
  // in mode „nur bei kritischen Änderungen“ a code first (the backend insists with 403 otherwise)
  const stepUp = useStepUp('bankdaten');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (): Promise<SubmitResult> => {
    const body = {
      accountHolder: draft.accountHolder,
      accountNumberInternational: draft.iban,
      bic: draft.bic,
      validFrom: draft.validFrom,
    };
    try {
      await stepUp.send(() => run((key) => change(withIdempotencyKey(body, key)).unwrap()));
      onSaved(draft.validFrom);
      return undefined;
    } catch (error) {
      const cancelled = stepUpCancelledError(error, t);
      if (cancelled) return cancelled;
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return submitErrorOf(error, t('bank.failed'));
    }
  };

  return (
    <section aria-labelledby="bank-review-heading">
      <Typography
        id="bank-review-heading"
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ mt: 4, mb: 1, outline: 'none' }}
      >
        {t('bank.reviewHeading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('bank.reviewIntro')}</Typography>
      <DataList
        rows={[
          { label: t('bank.holder'), value: draft.accountHolder },
          { label: t('bank.iban'), value: groupIban(draft.iban) },
          { label: t('bank.bic'), value: draft.bic || t('bank.bicNone') },
          ...(draft.bankName ? [{ label: t('bank.bankName'), value: draft.bankName }] : []),
          { label: t('bank.validFrom'), value: formatDate(draft.validFrom) },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2, my: 2, bgcolor: 'background.default' }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('bank.mandateHeading')}
        </Typography>
        <Typography variant="body2">
          {t('bank.mandateText', { provider: PROVIDER_NAME, creditorId: SEPA_CREDITOR_ID })}
        </Typography>
      </Paper>
      <AppForm onSubmit={onSubmit} ariaLabel={t('bank.mandateHeading')}>
        <CheckboxField
          name="mandate"
          label={t('bank.mandateConsent')}
          summaryLabel={t('bank.mandateConsentShort')}
          required
          validate={required as never}
          requiredMessage="meineDaten:bank.mandateRequired"
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <BackButton onClick={onBack}>{t('bank.back')}</BackButton>
          <SubmitButton>{t('bank.submit')}</SubmitButton>
        </Box>
      </AppForm>
      {stepUp.dialog}
    </section>
  );
}
