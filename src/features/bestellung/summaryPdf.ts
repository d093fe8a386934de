import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/dates';
import { makePdf, type PdfFonts } from '../../lib/pdfWriter.mjs';
import { contractSummaryRows, legalLinks, type SummaryInput, withdrawalForm, withdrawalText } from './contractSummary';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

/**
 * The pre-contract information as a durable medium (PDF, built in the browser so it works with any backend).
 * Loaded only when the customer asks for the file: the writer stays out of the order screens' chunks. The summary
 * is a table with a row header per line, so a screen reader names each value.
 */
export async function summaryPdf(
  input: SummaryInput,
  t: TFunction,
  fonts: PdfFonts,
): Promise<{ blob: Blob; fileName: string }> {
  const heading = (text: string) => [{ text: '' }, { text, bold: true, size: 13 }];
  const { paragraphs } = withdrawalText(t);
  const lines = [
    { text: t('bestellung:summary.pdfCreated', { date: formatDateTime(new Date().toISOString()) }), size: 9 },
    ...heading(t('bestellung:summary.heading')),
    { table: { rowHeaders: true, rows: contractSummaryRows(input, t).map((row) => [row.label, row.value]) } },
    t('bestellung:summary.pricesHint'),
    ...heading(t('bestellung:widerruf.heading')),
    ...paragraphs.map((text, i) => (i === 0 || i === 4 ? { text, bold: true } : text)),
    ...heading(t('bestellung:widerruf.formularHeading')),
    ...withdrawalForm(t, input.terms),
    ...heading(t('bestellung:rechtliches.heading')),
    ...legalLinks(t).map((link) => `${link.label}: ${link.href}`),
  ];
  const bytes = await makePdf({ title: t('bestellung:summary.pdfTitle'), lines }, fonts);
  const name = input.auftrag?.auftragsnummer ?? input.terms.tarif.name;
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    fileName: t('bestellung:summary.pdfFile', { name: name.replace(/[^\wÄÖÜäöüß.-]+/g, '_') }),
  };
}
