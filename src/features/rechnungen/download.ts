import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { bodyOf } from '../../api/baseQuery';

/**
 * File downloads through the portal API (invoices, contract documents, cancellation confirmations).
 * The file is fetched by the shared baseQuery (so a 401 ends the session like every call) and saved as
 * a real download; the store only keeps the object URL and the file name (serialisable strings).
 */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** PDFs as blob; error answers as JSON (the server's German message) or text. */
export function downloadArgs(url: string, params?: Record<string, string>): FetchArgs {
  return {
    url,
    params,
    headers: { Accept: 'application/pdf, application/json' },
    responseHandler: async (response: Response) => {
      if (response.ok) return bodyOf(response);
      const text = await bodyOf(response).text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
  };
}

/** `attachment; filename="Rechnung_1.pdf"` (or filename*=UTF-8''…) → the file name. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return sanitizeFileName(decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')), fallback);
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return sanitizeFileName(plain ? (plain[2] ?? plain[1]).trim() : '', fallback);
}

/** No path parts, no control characters: the name is only a suggestion for the save dialog. */
function sanitizeFileName(name: string, fallback: string): string {
  const clean = name.replace(/[\\/\p{Cc}]/gu, '_').trim();
  return clean || fallback;
}

/** transformResponse of a download endpoint. */
export function toDownloadedFile(blob: Blob, meta: unknown, fallbackName: string): DownloadedFile {
  const response = (meta as FetchBaseQueryMeta | undefined)?.response;
  const fileName = fileNameFromDisposition(response?.headers.get('Content-Disposition'), fallbackName);
  return { url: URL.createObjectURL(blob), fileName };
}

/** Saves the file with the browser's download (no navigation) and releases the object URL. */
export function saveFile({ url, fileName }: DownloadedFile): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // give the browser time to start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves text made in the browser (CSV exports) as a download. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveFile({ url: URL.createObjectURL(new Blob([text], { type })), fileName });
}
