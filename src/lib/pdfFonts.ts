import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import type { PdfFonts } from './pdfWriter.mjs';

let loading: Promise<PdfFonts> | null = null;

async function fetchFont(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The PDF writer's fonts (DejaVu Sans, embedded into every PDF the portal writes): hashed build assets, fetched
 * on the first PDF download only and kept for the next one; a failed fetch is tried again next time.
 */
export function loadPdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
