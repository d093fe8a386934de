import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { useConfirmEmailUpdateMutation } from '../meineDatenApi';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** The link from the confirmation mail: POST user/confirm-email-update with the token, once. */
export default function ValidateEmailUpdatePage() {
  const { t } = useMeineDatenT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm, result] = useConfirmEmailUpdateMutation();
  // a token is single-use: StrictMode's second effect run must not send it again
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ token });
  }, [token, confirm]);

  let body: ReactNode;
  if (!token) body = <ErrorMessage error={undefined} fallbackKey="meineDaten:validateEmail.noToken" />;
  else if (result.isSuccess)
    body = <SuccessMessage>{t('validateEmail.success', { email: result.data.email })}</SuccessMessage>;
  else if (result.isError) body = <ErrorMessage error={result.error} fallbackKey="meineDaten:validateEmail.failed" />;
  else body = <Pending label={t('validateEmail.pending')} />;

  return (
    <PageScaffold>
      {body}
      <BackToOverview />
    </PageScaffold>
  );
}
