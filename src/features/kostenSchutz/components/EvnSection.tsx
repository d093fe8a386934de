import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useAppDispatch } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { formatDateTime } from '../../../lib/dates';
import { loadCurrentUser } from '../../auth/startup';
import { useEvnSetzenMutation } from '../kostenSchutzApi';
import { EVN_ARTEN, type EvnArt, type Schutz } from '../kostenSchutzSchemas';
import { SchutzAbschnitt } from './SchutzAbschnitt';
import { useKostenSchutzT } from '../../../i18n/texts/kostenSchutz';

interface Values {
  art: EvnArt;
  erklaerung?: boolean;
}

/** For full numbers the declaration in text form (§ 65 Abs. 2 TKG); a business customer declares for its staff. */
function Erklaerung({ geschaeftlich }: { geschaeftlich: boolean }) {
  const { t } = useKostenSchutzT();
  const { input } = useField<EvnArt>('art', { subscription: { value: true } });
  if (input.value !== 'vollstaendig') return null;
  return (
    <CheckboxField
      name="erklaerung"
      label={t(geschaeftlich ? 'evn.erklaerungGeschaeft' : 'evn.erklaerungPrivat')}
      summaryLabel={t('evn.erklaerungLabel')}
      required
      validate={(value) => (value ? undefined : 'kostenSchutz:evn.erklaerungRequired')}
    />
  );
}

/** The itemised bill (§ 65 TKG): none, shortened or full numbers; counselling services are never listed. */
export function EvnSection({ schutz, evn }: { schutz: Schutz; evn: NonNullable<Schutz['evn']> }) {
  const { t } = useKostenSchutzT();
  const [setzen] = useEvnSetzenMutation();
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState<EvnArt | null>(null);
  const onSubmit = async (values: Values) => {
    setSaved(null);
    try {
      await setzen({
        contractId: schutz.vertragsId,
        art: values.art,
        erklaerung: values.art === 'vollstaendig' && values.erklaerung === true,
      }).unwrap();
      setSaved(values.art);
      // the call list comes with the session (user/current): read it anew, so Telefonkosten shows the new choice
      void dispatch(loadCurrentUser({ keepOnFailure: true }));
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('evn.failed'));
    }
  };
  return (
    <SchutzAbschnitt id="evn" heading={t('evn.heading')} intro={t('evn.intro')}>
      {saved && <SuccessMessage>{t('evn.saved', { art: t(`evn.${saved}`) })}</SuccessMessage>}
      {evn.art === 'vollstaendig' && evn.erklaerung && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('evn.erklaertAm', { datetime: formatDateTime(evn.erklaerung) })}
        </Typography>
      )}
      <AppForm<Values>
        onSubmit={onSubmit}
        initialValues={{ art: evn.art }}
        ariaLabel={t('evn.heading')}
        keepDirtyOnReinitialize={false}
      >
        <RadioGroupField
          name="art"
          label={t('evn.art')}
          options={EVN_ARTEN.map((art) => ({ value: art, label: t(`evn.${art}`) }))}
          required
        />
        <Erklaerung geschaeftlich={schutz.kundentyp === 'geschaeftlich'} />
        <SubmitButton>{t('evn.submit')}</SubmitButton>
      </AppForm>
    </SchutzAbschnitt>
  );
}
