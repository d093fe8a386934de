import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/dates';
import { makePdf } from '../../lib/pdfWriter.mjs';
import { contractSummaryRows, legalLinks, type SummaryInput, withdrawalForm, withdrawalText } from './contractSummary';

/**
 * The pre-contract information as a durable medium (PDF, built in the browser so it works with any backend).
 * Loaded only when the customer asks for the file: the writer stays out of the order screens' chunks.
 */
export function summaryPdf(input: SummaryInput, t: TFunction): { blob: Blob; fileName: string } {
  const heading = (text: string) => [{ text: '' }, { text, bold: true, size: 13 }];
  const { paragraphs } = withdrawalText(t);
  const lines = [
    { text: t('bestellung:summary.pdfCreated', { date: formatDateTime(new Date().toISOString()) }), size: 9 },
    ...heading(t('bestellung:summary.heading')),
    ...contractSummaryRows(input, t).map((row) => `${row.label}: ${row.value}`),
    t('bestellung:summary.pricesHint'),
    ...heading(t('bestellung:widerruf.heading')),
    ...paragraphs.map((text, i) => (i === 0 || i === 4 ? { text, bold: true } : text)),
    ...heading(t('bestellung:widerruf.formularHeading')),
    ...withdrawalForm(t, input.terms),
    ...heading(t('bestellung:rechtliches.heading')),
    ...legalLinks(t).map((link) => `${link.label}: ${link.href}`),
  ];
  const bytes = makePdf({ title: t('bestellung:summary.pdfTitle'), lines });
  const name = input.auftrag?.auftragsnummer ?? input.terms.tarif.name;
  return {
    blob: new Blob([bytes], { type: 'application/pdf' }),
    fileName: t('bestellung:summary.pdfFile', { name: name.replace(/[^\wÄÖÜäöüß.-]+/g, '_') }),
  };
}
