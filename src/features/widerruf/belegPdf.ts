import type { TFunction } from 'i18next';
import { berlinDateTime, formatDate, formatDateTime } from '../../lib/dates';
import { makePdf, type PdfFonts } from '../../lib/pdfWriter.mjs';
import { belegZeilen } from './belegZeilen';
import type { Beleg } from './widerrufSchemas';
// the texts of the „widerruf:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/widerruf';

/**
 * The receipt as a durable medium (PDF built in the browser with the project's one writer, so it works with
 * any backend); the same content the screen shows, the declaration as a table with row headers. Loaded only when
 * the customer asks for it.
 */
export async function belegPdf(beleg: Beleg, t: TFunction, fonts: PdfFonts): Promise<{ blob: Blob; fileName: string }> {
  const eingang = berlinDateTime(beleg.eingangAm);
  const lines = [
    { text: t('widerruf:pdfCreated', { datetime: formatDateTime(new Date().toISOString()) }), size: 9 },
    { text: '' },
    { text: eingang ? t('widerruf:belegEingang', eingang) : '', bold: true },
    { text: '' },
    { table: { rowHeaders: true, rows: belegZeilen(beleg, t) } },
    { text: '' },
    beleg.fristEnde ? `${t('widerruf:fristEnde')}: ${formatDate(beleg.fristEnde)}` : '',
    t('widerruf:belegMail'),
  ];
  const bytes = await makePdf({ title: t('widerruf:pdfTitle'), lines }, fonts);
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    fileName: t('widerruf:pdfFile', { nummer: beleg.belegnummer.replace(/[^\w.-]+/g, '_') }),
  };
}
