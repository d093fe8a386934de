/** The two entry points of pdfkit the PDF writer uses (the package ships no types; the writer is plain JS). */
declare module 'pdfkit' {
  // biome-ignore lint/suspicious/noExplicitAny: pdfkit's document, used only by pdfWriter.mjs (JSDoc any)
  const PDFDocument: any;
  export default PDFDocument;
}
declare module 'pdfkit/output' {
  export function toBytes(document: unknown): Promise<Uint8Array>;
}
/** fontkit (pdfkit's font engine), whose font the writer hands to pdfkit; the package ships no types. */
declare module 'fontkit' {
  export function create(data: Uint8Array): unknown;
}
