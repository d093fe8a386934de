import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useField } from 'react-final-form';
import Button from '@mui/material/Button';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../components/form/AppForm';
import { withIdempotencyKey } from '../../api/idempotency';
import { AlreadyRunning } from '../auftraege/orderMarks';
import { ANY_CONTRACT } from '../auftraege/orderOnceRule';
import { OrderOnceNotice } from '../auftraege/OrderOnceNotice';
import { useOrderOnce } from '../auftraege/useOrderOnce';
import { discardDraft } from '../../components/form/drafts';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { composeValidators, email, pattern, required } from '../../lib/validators';
import { cleanText, maxLengthOf } from '../../lib/textValidators';
import { KuendigungBestaetigung } from './KuendigungBestaetigung';
import { useKuendigenMutation, type KuendigungAnswer, type KuendigungRequest } from './kuendigungApi';
import { KUENDIGUNGSGRUENDE } from '../../lib/kuendigungsfrist.mjs';
import {
  KuendigungFrist,
  RufnummerField,
  UmzugsdatumField,
  WunschterminField,
  type KuendigungFormValues,
  type KuendigungVertrag,
} from './KuendigungFrist';
import { useKuendigungT } from '../../i18n/texts/kuendigung';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/auftraege';

export type KuendigungValues = KuendigungFormValues;

export const EMPTY_KUENDIGUNG: KuendigungValues = {
  art: 'ordentlich',
  grund: '',
  umzugsdatum: '',
  rufnummerMitnehmen: 'nein',
  vorname: '',
  nachname: '',
  firma: '',
  kundennummer: '',
  vertragsnummer: '',
  zeitpunkt: 'naechstmoeglich',
  wunschtermin: '',
  email: '',
};

const kundennummer = composeValidators(required, pattern(/^\d{5,10}$/, 'kuendigung:kundennummerFormat'));
/**
 * First and last name of the contract holder, always (also for a company): the backend cancels only when they
 * match the contract. The shared text rule of names, references and the reason.
 */
const nameField = composeValidators(required, cleanText('name'));
const grundField = composeValidators(required, cleanText('reason'));
const vertragField = composeValidators(required, cleanText('reference'));

/** Fields shown only for one choice (their validators go away with them). */
function WhenValue({ name, is, children }: { name: string; is: string; children: React.ReactNode }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  return input.value === is ? children : null;
}

/**
 * The cancellation form of § 312k BGB: only what is needed (the reason the law names, the move date for § 60
 * Abs. 2 TKG, who, which contract, when, the porting wish, e-mail for the confirmation), then "Jetzt kündigen" and
 * the confirmation. In a contract's pages `vertrag` gives the earliest end of an ordinary cancellation.
 */
export function KuendigungForm({
  initialValues,
  vertrag,
}: {
  initialValues?: Partial<KuendigungValues>;
  vertrag?: KuendigungVertrag;
}) {
  const { t } = useKuendigungT();
  const [kuendigen] = useKuendigenMutation();
  const [answer, setAnswer] = useState<KuendigungAnswer | null>(null);
  // once per contract across Back, reload and a second visit; the public form knows its contract only
  // from what is typed, so there any cancellation of this tab counts, with the way to cancel another contract
  const contract = initialValues?.vertragsnummer?.trim() || ANY_CONTRACT;
  const once = useOrderOnce('kuendigung', contract);
  const [another, setAnother] = useState(false);
  // what is typed survives a session expiry in memory
  const draftId = `kuendigung.${contract}`;

  if (answer) return <KuendigungBestaetigung answer={answer} />;
  if (once.screen.view === 'pending' || (once.screen.view === 'done' && !another))
    return (
      <OrderOnceNotice
        screen={once.screen}
        kind="kuendigung"
        action={
          once.screen.view === 'done' &&
          contract === ANY_CONTRACT && (
            <Button variant="outlined" onClick={() => setAnother(true)}>
              {t('auftraege:orderOnce.anotherContract')}
            </Button>
          )
        }
      />
    );

  const onSubmit = async (values: KuendigungValues) => {
    const body: KuendigungRequest = {
      ...values,
      grund: values.art === 'ausserordentlich' ? values.grund.trim() : '',
      umzugsdatum: values.art === 'umzug' ? values.umzugsdatum : '',
      rufnummerMitnehmen: values.rufnummerMitnehmen === 'ja',
      wunschtermin: values.zeitpunkt === 'wunschtermin' ? values.wunschtermin : '',
      kundennummer: values.kundennummer.trim(),
      vertragsnummer: values.vertragsnummer.trim(),
      email: values.email.trim(),
    };
    try {
      const answer = await once.run((key) => kuendigen(withIdempotencyKey(body, key)).unwrap(), body.vertragsnummer);
      discardDraft(draftId);
      // the receipt shows what the server confirmed; what it left out is known from what was sent
      setAnswer({
        ...answer,
        art: answer.art || body.art,
        kundennummer: answer.kundennummer || body.kundennummer,
        vertragsnummer: answer.vertragsnummer || body.vertragsnummer,
        email: answer.email || body.email,
      });
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return submitErrorOf(error, t('failed'));
    }
  };

  return (
    <AppForm<KuendigungValues>
      onSubmit={onSubmit}
      initialValues={{ ...EMPTY_KUENDIGUNG, ...initialValues }}
      ariaLabel={t('formLabel')}
      draft={{ id: draftId }}
    >
      <RadioGroupField
        name="art"
        label={t('art.label')}
        required
        validate={required}
        requiredMessage="kuendigung:art.required"
        options={KUENDIGUNGSGRUENDE.map((value) => ({ value, label: t(`art.${value}`) }))}
      />
      <WhenValue name="art" is="ausserordentlich">
        <TextField
          name="grund"
          label={t('grund')}
          helperText={t('grundHelp')}
          required
          validate={grundField}
          multiline
          rows={3}
          maxLength={maxLengthOf('reason')}
        />
      </WhenValue>
      <WhenValue name="art" is="umzug">
        <UmzugsdatumField />
      </WhenValue>

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('kunde')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('kundeHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          name="vorname"
          label={t('vorname')}
          required
          autoComplete="given-name"
          validate={nameField}
          maxLength={maxLengthOf('name')}
        />
        <TextField
          name="nachname"
          label={t('nachname')}
          required
          autoComplete="family-name"
          validate={nameField}
          maxLength={maxLengthOf('name')}
        />
      </Box>
      <TextField
        name="firma"
        label={t('firma')}
        autoComplete="organization"
        validate={cleanText('company')}
        maxLength={maxLengthOf('company')}
      />
      <TextField
        name="kundennummer"
        label={t('kundennummer')}
        helperText={t('kundennummerHelp')}
        inputMode="numeric"
        required
        validate={kundennummer}
        maxLength={10}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('vertrag')}
      </Typography>
      <TextField
        name="vertragsnummer"
        label={t('vertragsnummer')}
        helperText={t('vertragsnummerHelp')}
        required
        validate={vertragField}
        maxLength={maxLengthOf('reference')}
      />
      <KuendigungFrist vertrag={vertrag} />
      <RadioGroupField
        name="zeitpunkt"
        label={t('zeitpunkt.label')}
        required
        validate={required}
        requiredMessage="kuendigung:zeitpunkt.required"
        options={[
          { value: 'naechstmoeglich', label: t('zeitpunkt.naechstmoeglich') },
          { value: 'wunschtermin', label: t('zeitpunkt.wunschtermin') },
        ]}
      />
      <WhenValue name="zeitpunkt" is="wunschtermin">
        <WunschterminField vertrag={vertrag} />
      </WhenValue>
      <RufnummerField vertrag={vertrag} />
      <TextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        validate={composeValidators(required, email)}
      />
      <SubmitButton color="error">{t('submit')}</SubmitButton>
    </AppForm>
  );
}
