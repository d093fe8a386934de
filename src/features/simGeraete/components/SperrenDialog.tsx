import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { required } from '../../../lib/validators';
import { SPERRGRUENDE } from '../../../lib/simRules.mjs';
import { useSimSperrenMutation } from '../simApi';
import type { Sim, SimGrund, SperreBeleg } from '../simSchemas';
import { simName } from '../simTexts';
import { useSimT } from '../../../i18n/texts/sim';

/** „SIM sperren“: the reason, then the block at once (no second factor: a block only protects). */
export function SperrenDialog({
  contractId,
  sim,
  open,
  onClose,
  onDone,
}: {
  contractId: string;
  sim: Sim;
  open: boolean;
  onClose: () => void;
  onDone: (beleg: SperreBeleg) => void;
}) {
  const { t } = useSimT();
  const id = useId();
  const [sperren] = useSimSperrenMutation();
  const onSubmit = async ({ grund }: { grund: SimGrund }) => {
    try {
      const answer = await sperren({ contractId, simId: sim.id, grund }).unwrap();
      onDone(answer.beleg);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('sperren.failed'));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('sperren.heading')}</DialogTitle>
      <DialogContent>
        <Typography>{t('sperren.intro', { sim: simName(sim, t) })}</Typography>
        <AppForm<{ grund: SimGrund }> onSubmit={onSubmit} ariaLabel={t('sperren.heading')}>
          <RadioGroupField
            name="grund"
            label={t('sperren.grund')}
            options={SPERRGRUENDE.map((g) => ({ value: g, label: t(`grund.${g}`) }))}
            required
            validate={required}
            requiredMessage="sim:sperren.grundFehlt"
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <SubmitButton color="error">{t('sperren.submit')}</SubmitButton>
            <Button onClick={onClose} sx={{ mt: 2 }}>
              {t('sperren.cancel')}
            </Button>
          </Box>
        </AppForm>
      </DialogContent>
    </Dialog>
  );
}
