import Button from '@mui/material/Button';
import { isCustomerText } from '../../../api/errors';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { withIdempotencyKey } from '../../../api/idempotency';
import { AlreadyRunning } from '../../auftraege/orderMarks';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { composeValidators, macAddress, required } from '../../../lib/validators';
import { loadCurrentUser } from '../../auth/startup';
import { normalizeMac } from '../mac';
import { useActivateRouterMutation } from '../vertraegeApi';
import { useVertraegeT } from '../../../i18n/texts/vertraege';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../../i18n/texts/auftraege';

interface Values {
  mac: string;
}

const validateMac = composeValidators(required, macAddress);

/** Router activation: checks the MAC format, POST vertrag/activate-router, shows the server's answer. */
export default function RouterAktivierenPage() {
  const { t } = useVertraegeT();
  const dispatch = useAppDispatch();
  const { mac = '' } = useParams();
  const [params] = useSearchParams();
  const contractId = params.get('vertrag') ?? undefined;
  const knows = useAppSelector((state) => !contractId || state.contracts.list.some((v) => v.contractId === contractId));
  const [activate] = useActivateRouterMutation();
  const [message, setMessage] = useState<string | null>(null);
  // once per contract (or router) across Back, reload and a second visit
  const once = useOrderOnce('router', contractId ?? normalizeMac(mac));

  const onSubmit = async (values: Values) => {
    try {
      const body = { contractId: knows ? contractId : undefined, mac: normalizeMac(values.mac) };
      const answer = await once.run((key) => activate(withIdempotencyKey(body, key)).unwrap(), contractId ?? body.mac);
      // activated (2xx): the server's text when it is one for customers, else ours
      setMessage(isCustomerText(answer.message) ? answer.message : t('router.activatedHint'));
      // the server's state of contracts and router after the change; a failure keeps what is shown
      void dispatch(loadCurrentUser({ keepOnFailure: true }));
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return submitErrorOf(error, t('router.failed'));
    }
  };

  return (
    <PageScaffold>
      {!message && once.screen.view !== 'form' ? (
        <OrderOnceNotice screen={once.screen} kind="router" />
      ) : message ? (
        <>
          <SuccessMessage>{message}</SuccessMessage>
          {contractId && knows && (
            <Button variant="outlined" component={RouterLink} to={hrefFor('vertrag.router', { id: contractId })}>
              {t('router.toContract')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('router.intro')}</Typography>
          <AppForm<Values> onSubmit={onSubmit} initialValues={{ mac }} ariaLabel={t('router.submit')}>
            <TextField
              name="mac"
              label={t('router.mac')}
              required
              validate={validateMac}
              maxLength={17}
              autoComplete="off"
            />
            <SubmitButton>{t('router.submit')}</SubmitButton>
          </AppForm>
        </>
      )}
    </PageScaffold>
  );
}
