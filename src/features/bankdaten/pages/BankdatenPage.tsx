import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import meineDaten from '../../../i18n/de/meineDaten.json';
import { addDays, formatDate, parseServerDate, today } from '../../../lib/dates';
import { maskIban } from '../../../lib/validators';
import { BankdatenEditForm, type BankdatenDraft } from '../BankdatenEditForm';
import { BankdatenReview } from '../BankdatenReview';
import { canChangeBankdaten, currentBankdaten } from '../bankRule';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { DataList } from '../../../components/layout/DataList';

registerMessages('meineDaten', meineDaten);

type Step = { name: 'edit'; draft?: BankdatenDraft } | { name: 'review'; draft: BankdatenDraft };

/** Current connection (§4: latest validFrom) and, where the rule allows, the change in two steps. */
export default function BankdatenPage() {
  const { t } = useTranslation('meineDaten');
  const list = useAppSelector((state) => state.bankdaten.list);
  const current = currentBankdaten(list);
  const allowed = canChangeBankdaten(list, today());
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const [savedFrom, setSavedFrom] = useState<string | null>(null);
  const changeHeading = useRef<HTMLHeadingElement>(null);

  const validFrom = current ? formatDate(current.validFrom) : '';
  const possibleFrom = current ? formatDate(addDays(parseServerDate(current.validFrom) ?? today(), 1)) : '';

  return (
    <PageScaffold>
      {savedFrom && <SuccessMessage>{t('bank.success', { date: formatDate(savedFrom) })}</SuccessMessage>}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('bank.currentHeading')}
      </Typography>
      {current ? (
        <DataList
          rows={[
            { label: t('bank.holder'), value: current.accountHolder || t('empty') },
            { label: t('bank.iban'), value: maskIban(current.accountNumberInternational) },
            ...(current.bankName ? [{ label: t('bank.bankName'), value: current.bankName }] : []),
            { label: t('bank.validFrom'), value: validFrom },
          ]}
        />
      ) : (
        <Typography>{t('bank.none')}</Typography>
      )}

      {!allowed ? (
        <Alert severity="info" sx={{ my: 3 }}>
          {t('bank.locked', { validFrom, possibleFrom })}
        </Alert>
      ) : (
        <>
          {step.name === 'edit' && (
            <>
              <Typography
                ref={changeHeading}
                tabIndex={-1}
                variant="h5"
                component="h2"
                sx={{ mt: 4, mb: 1, outline: 'none' }}
              >
                {t('bank.changeHeading')}
              </Typography>
              <Typography sx={{ mb: 1 }}>{t('bank.intro')}</Typography>
              <BankdatenEditForm
                initialValues={step.draft}
                onChecked={(draft) => {
                  setSavedFrom(null);
                  setStep({ name: 'review', draft });
                }}
              />
            </>
          )}
          {step.name === 'review' && (
            <BankdatenReview
              draft={step.draft}
              onBack={() => {
                setStep({ name: 'edit', draft: step.draft });
                window.setTimeout(() => changeHeading.current?.focus());
              }}
              onSaved={(date) => {
                setSavedFrom(date);
                setStep({ name: 'edit' });
              }}
            />
          )}
        </>
      )}
      <BackToOverview />
    </PageScaffold>
  );
}
