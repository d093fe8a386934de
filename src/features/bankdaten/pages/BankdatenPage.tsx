import { Notice } from '../../../components/feedback/Notice';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { TextWithHelpLink, hotlineValues } from '../../../components/HelpLink';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDate, today } from '../../../lib/dates';
import { maskIban } from '../../../lib/validators';
import { BANK_DRAFT_ID, BankdatenEditForm, type BankdatenDraft } from '../BankdatenEditForm';
import { discardDraft } from '../../../components/form/drafts';
import { BankdatenReview } from '../BankdatenReview';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { bankChangeOutcome, bankConnectionsView } from '../bankRule';
import type { Bankdaten } from '../../../api/types';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { DataList } from '../../../components/layout/DataList';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

type Step = { name: 'edit'; draft?: BankdatenDraft } | { name: 'review'; draft: BankdatenDraft };

/**
 * The connection in effect today and any that start later ("gilt ab"), and, where the §4 rule allows (current =
 * latest validFrom, before today), the change in two steps.
 */
export default function BankdatenPage() {
  const { t } = useMeineDatenT();
  const list = useAppSelector((state) => state.bankdaten.list);
  const { inEffect, upcoming } = bankConnectionsView(list, today());
  const outcome = bankChangeOutcome(list, today());
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const [savedFrom, setSavedFrom] = useState<string | null>(null);
  const changeHeading = useRef<HTMLHeadingElement>(null);
  // once across Back, reload and a second visit; a change that arrived locks the form by the bank rule
  const once = useOrderOnce('bankdaten', '');

  return (
    <PageScaffold>
      {savedFrom && <SuccessMessage>{t('bank.success', { date: formatDate(savedFrom) })}</SuccessMessage>}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('bank.inEffectHeading')}
      </Typography>
      {inEffect ? (
        <BankRows entry={inEffect} />
      ) : (
        <Typography>{t(list.length ? 'bank.noneInEffect' : 'bank.none')}</Typography>
      )}
      {upcoming.map((entry) => (
        <section key={`${entry.validFrom}-${entry.accountNumberInternational}`}>
          <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('bank.upcomingHeading', { date: formatDate(entry.validFrom) })}
          </Typography>
          <Typography>{t('bank.upcomingText')}</Typography>
          <BankRows entry={entry} />
        </section>
      ))}

      {outcome.kind === 'allowed' && once.screen.view === 'pending' ? (
        // a change sent before a reload: its answer did not reach this page; the bank data shown are the ones
        // loaded at start (a change that arrived locks the form by the bank rule instead)
        <OrderOnceNotice screen={once.screen} kind="bankdaten" hint={t('bank.pendingHint')} showAuftraege={false} />
      ) : outcome.kind !== 'allowed' ? (
        <Notice severity="info" sx={{ my: 3 }}>
          <TextWithHelpLink
            text={t(`bank.locked.${outcome.kind}`, {
              validFrom: formatDate(outcome.validFrom),
              possibleFrom: formatDate(outcome.possibleFrom),
              ...hotlineValues,
            })}
          />
        </Notice>
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
              run={once.run}
              onBack={() => {
                setStep({ name: 'edit', draft: step.draft });
                window.setTimeout(() => changeHeading.current?.focus());
              }}
              onSaved={(date) => {
                discardDraft(BANK_DRAFT_ID);
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

/** A stored connection: IBAN masked (it is on screen again on every visit), holder, bank, valid-from. */
function BankRows({ entry }: { entry: Bankdaten }) {
  const { t } = useMeineDatenT();
  return (
    <DataList
      rows={[
        { label: t('bank.holder'), value: entry.accountHolder || t('empty') },
        { label: t('bank.iban'), value: maskIban(entry.accountNumberInternational) },
        ...(entry.bankName ? [{ label: t('bank.bankName'), value: entry.bankName }] : []),
        { label: t('bank.validFrom'), value: formatDate(entry.validFrom) },
      ]}
    />
  );
}
