/**
 * Writes the readable summary of „Meine Daten herunterladen“ in a worker thread: pdfkit takes seconds for a
 * fleet's tables, and the stand-in's one event loop must meanwhile answer the portal's other calls (and the
 * file downloads). Started when the export is prepared; `workerData` is the document ({ title, lines }).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { makePdf } from './pdf.mjs';

const pdf = await makePdf(workerData);
parentPort?.postMessage(pdf);
