import type { TFunction } from 'i18next';
import { berlinDateTime, formatDate, formatDateTime } from '../../lib/dates';
import { makePdf } from '../../lib/pdfWriter.mjs';
import { belegZeilen } from './belegZeilen';
import type { Beleg } from './widerrufSchemas';

/**
 * The receipt as a durable medium (PDF built in the browser with the project's one writer, so it works with
 * any backend); the same content the screen shows. Loaded only when the customer asks for it.
 */
export function belegPdf(beleg: Beleg, t: TFunction): { blob: Blob; fileName: string } {
  const eingang = berlinDateTime(beleg.eingangAm);
  const lines = [
    { text: t('widerruf:pdfCreated', { datetime: formatDateTime(new Date().toISOString()) }), size: 9 },
    { text: '' },
    { text: eingang ? t('widerruf:belegEingang', eingang) : '', bold: true },
    { text: '' },
    ...belegZeilen(beleg, t).map(([label, value]) => `${label}: ${value}`),
    { text: '' },
    beleg.fristEnde ? `${t('widerruf:fristEnde')}: ${formatDate(beleg.fristEnde)}` : '',
    t('widerruf:belegMail'),
  ];
  const bytes = makePdf({ title: t('widerruf:pdfTitle'), lines });
  return {
    blob: new Blob([bytes], { type: 'application/pdf' }),
    fileName: t('widerruf:pdfFile', { nummer: beleg.belegnummer.replace(/[^\w.-]+/g, '_') }),
  };
}
