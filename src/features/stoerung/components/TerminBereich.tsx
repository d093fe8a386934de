import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { DateField } from '../../../components/form/DateField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { required } from '../../../lib/validators';
import { useTermineQuery, useTerminAbsagenMutation, useTerminBuchenMutation } from '../stoerungApi';
import type { Slot, Stoerung } from '../stoerungSchemas';
import { slotRange, slotsOfDay, terminChangeable } from '../stoerungRules';
import { FAULT_NUMBER } from '../stoerungTexts';
import { useSlotText } from './useSlotText';
import { useStoerungT } from '../../../i18n/texts/stoerung';

const WEEKEND = [0, 6];

interface TerminValues {
  datum: string;
  fenster: string;
}

/**
 * The technician appointment of a ticket: book one of the offered half-day slots with the portal's one date
 * picker (weekends and holidays blocked by its own rules, days without a slot refused), move or cancel it until
 * the day before; afterwards the fault line.
 */
export function TerminBereich({ stoerung: s, stand }: { stoerung: Stoerung; stand: string | null }) {
  const { t } = useStoerungT();
  const slotText = useSlotText();
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [done, setDone] = useState<string | null>(null);
  const [absagen, absage] = useTerminAbsagenMutation();
  const changeable = terminChangeable(s, stand);

  const cancel = async () => {
    const answer = await absagen(s.nummer)
      .unwrap()
      .catch(() => null);
    if (answer) {
      setMode('view');
      setDone(t('termin.abgesagtOk'));
    }
  };

  return (
    <Box component="section" aria-labelledby="termin-heading" sx={{ my: 3, maxWidth: 720 }}>
      <Typography id="termin-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('termin.heading')}
      </Typography>
      {done && <SuccessMessage>{done}</SuccessMessage>}
      {s.termin && mode !== 'move' ? (
        <>
          <Typography sx={{ mb: 1, fontWeight: 700 }}>{t('termin.gebucht', { termin: slotText(s.termin) })}</Typography>
          {!changeable ? (
            <Typography>{t('termin.bisVortag', { nummer: FAULT_NUMBER })}</Typography>
          ) : mode === 'cancel' ? (
            <Notice severity="warning" role="status">
              <Typography sx={{ mb: 1 }}>{t('termin.absagenFrage', { termin: slotText(s.termin) })}</Typography>
              {absage.isError && <ErrorMessage error={absage.error} fallbackKey="stoerung:termin.absagenFailed" />}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" color="error" onClick={() => void cancel()} disabled={absage.isLoading}>
                  {t('termin.absagenJa')}
                </Button>
                <Button onClick={() => setMode('view')}>{t('termin.abbrechen')}</Button>
              </Box>
            </Notice>
          ) : (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => {
                  setDone(null);
                  setMode('move');
                }}
              >
                {t('termin.verschieben')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setMode('cancel')}>
                {t('termin.absagen')}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <TerminForm
          stoerung={s}
          moving={mode === 'move'}
          onCancel={() => setMode('view')}
          onBooked={(text) => {
            setMode('view');
            setDone(text);
          }}
        />
      )}
    </Box>
  );
}

function TerminForm({
  stoerung: s,
  moving,
  onCancel,
  onBooked,
}: {
  stoerung: Stoerung;
  moving: boolean;
  onCancel: () => void;
  onBooked: (text: string) => void;
}) {
  const { t } = useStoerungT();
  const slotText = useSlotText();
  const termine = useTermineQuery(s.nummer, { refetchOnMountOrArgChange: true });
  const [buchen] = useTerminBuchenMutation();
  if (termine.isLoading) return <Pending label={t('termin.loading')} />;
  if (termine.isError || !termine.data) {
    return <ErrorMessage error={termine.error} onRetry={() => void termine.refetch()} />;
  }
  const slots = termine.data;
  const range = slotRange(slots);
  if (!range) return <Notice severity="info">{t('termin.keine', { nummer: FAULT_NUMBER })}</Notice>;

  const onSubmit = async (values: TerminValues) => {
    try {
      const answer = await buchen({ nummer: s.nummer, datum: values.datum, fenster: values.fenster }).unwrap();
      const booked =
        answer.stoerung.termin ?? slots.find((x) => x.datum === values.datum && x.fenster === values.fenster);
      onBooked(t(moving ? 'termin.verschobenOk' : 'termin.gebuchtOk', { termin: booked ? slotText(booked) : '' }));
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('termin.failed'));
    }
  };
  const hasSlot = (value: string) =>
    value && !slotsOfDay(slots, value).length ? 'stoerung:termin.keinSlot' : undefined;

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('termin.waehlen')}</Typography>
      <AppForm<TerminValues> onSubmit={onSubmit} ariaLabel={moving ? t('termin.verschieben') : t('termin.buchen')}>
        <DateField
          name="datum"
          label={t('termin.datum')}
          required
          helperText={t('termin.datumHelp')}
          minDate={range.min}
          maxDate={range.max}
          disabledWeekdays={WEEKEND}
          validate={hasSlot}
        />
        <Fenster slots={slots} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <SubmitButton>{moving ? t('termin.verschiebenSubmit') : t('termin.buchen')}</SubmitButton>
          {moving && (
            <Button onClick={onCancel} sx={{ mt: 2 }}>
              {t('termin.abbrechen')}
            </Button>
          )}
        </Box>
      </AppForm>
    </>
  );
}

/** The half-day windows of the chosen day. */
function Fenster({ slots }: { slots: readonly Slot[] }) {
  const { t } = useStoerungT();
  const { input } = useField<string>('datum', { subscription: { value: true } });
  const ofDay = slotsOfDay(slots, input.value ?? '');
  if (!ofDay.length) return <Typography sx={{ my: 2 }}>{t('termin.fensterErst')}</Typography>;
  return (
    <RadioGroupField
      key={input.value}
      name="fenster"
      label={t('termin.fenster')}
      required
      validate={required}
      requiredMessage="stoerung:termin.fensterRequired"
      options={ofDay.map((x) => ({
        value: x.fenster,
        label: t('fenster.option', { fenster: t(`fenster.${x.fenster}`), von: x.von, bis: x.bis }),
      }))}
    />
  );
}
