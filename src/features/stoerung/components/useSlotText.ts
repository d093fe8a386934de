import { formatDate } from '../../../lib/dates';
import type { Slot } from '../stoerungSchemas';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/**
 * "Mi., 23.12.2026, 12:00–17:00 Uhr (nachmittags)" of an appointment. A file of its own: the start page's
 * notices use it without loading the ticket view (its chip and data list).
 */
export function useSlotText() {
  const { t } = useStoerungT();
  return (slot: Pick<Slot, 'datum' | 'fenster' | 'von' | 'bis'>) =>
    t('fenster.wert', {
      datum: formatDate(slot.datum),
      von: slot.von,
      bis: slot.bis,
      fenster: t(`fenster.${slot.fenster}`),
    });
}
