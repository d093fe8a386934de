import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Kundendaten, OrderAddress } from '../../../api/types';
import { AppForm, type SubmitResult } from '../../../components/form/AppForm';
import { BackButton } from '../../../components/form/BackButton';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { formatDate } from '../../../lib/dates';
import { maskIban, required } from '../../../lib/validators';
import { DataList } from '../../../components/layout/DataList';
import { MissingIbanNotice } from './MissingIbanNotice';
import { PreContractInfo } from './PreContractInfo';
import type { SummaryInput } from '../contractSummary';
import { termAgreementText } from '../termsText';
import { useBestellungT } from '../../../i18n/texts/bestellung';

export const formatAddress = (a: OrderAddress) => `${a.strasse} ${a.hausnummer}, ${a.plz} ${a.ort}`;

/**
 * Step 2: personal data, addresses, payment, then the pre-contract information (contract summary, withdrawal, terms) and the order button
 * labelled as § 312j BGB requires. The submit error (server message) keeps everything as it is.
 */
export function ReviewStep({
  kundendaten: k,
  summary,
  verbrauchsstelle,
  rechnung,
  wohnadresse,
  iban,
  downgradeAllowed,
  onBack,
  onOrder,
}: {
  kundendaten: Kundendaten;
  /** the order's terms and the flow's own rows (a move's address and date) */
  summary: SummaryInput;
  verbrauchsstelle: OrderAddress;
  rechnung: OrderAddress;
  wohnadresse: OrderAddress;
  iban: string | null;
  downgradeAllowed: boolean;
  onBack: () => void;
  /** `agreed`: the customer ticked the express agreement to a new minimum term (asked only when the order starts one) */
  onOrder: (agreed: boolean) => Promise<SubmitResult>;
}) {
  const { t } = useBestellungT();
  const name = [k.titel, k.firstname, k.lastname].filter(Boolean).join(' ') + (k.company ? ` (${k.company})` : '');
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.persoenlich')}
      </Typography>
      <DataList
        rows={[
          [t('review.name'), name],
          [t('review.birthday'), formatDate(k.birthday)],
          [t('review.email'), k.email],
          [t('review.phone'), [k.phone, k.phone2].filter(Boolean).join(', ')],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.adressen')}
      </Typography>
      <DataList
        rows={[
          [t('review.wohnadresse'), formatAddress(wohnadresse)],
          [t('review.verbrauchsstelle'), formatAddress(verbrauchsstelle)],
          [t('review.rechnungsanschrift'), formatAddress(rechnung)],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('review.zahlung')}
      </Typography>
      <DataList
        rows={[
          [t('review.zahlung'), t('review.lastschrift')],
          [t('review.iban'), iban ? maskIban(iban) : t('review.noIban')],
        ]}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('review.changeHint')}
      </Typography>

      <PreContractInfo input={summary} downgradeAllowed={downgradeAllowed} />

      {/* the offline notice's „send again“ is this same button (§ 312j Abs. 3 BGB) */}
      <AppForm<{ mindestlaufzeitZustimmung?: boolean }>
        onSubmit={(values) => onOrder(values.mindestlaufzeitZustimmung === true)}
        ariaLabel={t('step.pruefen')}
        resendLabel={t('order')}
      >
        {!iban && <MissingIbanNotice />}
        {/* a new minimum term on a contract the customer has: only with an express, separate agreement */}
        {summary.terms.minimumTerm.needsAgreement && (
          <Box component="fieldset" sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 2, mb: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {t('zustimmung.heading')}
            </Typography>
            <CheckboxField
              name="mindestlaufzeitZustimmung"
              label={termAgreementText(t, summary.terms)}
              summaryLabel={t('zustimmung.short')}
              helperText={t('zustimmung.hint')}
              required
              validate={required as never}
              requiredMessage="bestellung:zustimmung.required"
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <BackButton onClick={onBack}>{t('back')}</BackButton>
          {/* direct debit needs an IBAN (§3): without one the order cannot go out */}
          <SubmitButton disabled={!iban}>{t('order')}</SubmitButton>
        </Box>
      </AppForm>
    </>
  );
}
