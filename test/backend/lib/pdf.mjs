/**
 * Tiny PDF writer: text lines in Helvetica (WinAnsiEncoding, so umlauts and € work), A4, several pages.
 * Offsets in the xref table are byte-exact (the file is written in latin1 / cp1252).
 */

const WIN_ANSI_EXTRA = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

/** Encodes a JS string as a PDF literal string body in WinAnsi bytes (escaped). */
function pdfText(s) {
  let out = '';
  for (const ch of String(s)) {
    let code = ch.codePointAt(0);
    if (WIN_ANSI_EXTRA[ch]) code = WIN_ANSI_EXTRA[ch];
    else if (code > 0xff || (code < 0x20 && code !== 9)) code = 0x3f; // '?'
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else out += String.fromCharCode(code);
  }
  return out;
}

/**
 * @param {{ title: string, lines: Array<string | { text: string, bold?: boolean, size?: number }> }} doc
 * @returns {Buffer}
 */
export function makePdf({ title, lines }) {
  const all = [{ text: title, bold: true, size: 16 }, '', ...lines];
  const perPage = 48;
  const pages = [];
  for (let i = 0; i < all.length; i += perPage) pages.push(all.slice(i, i + perPage));

  /** @type {string[]} object bodies, index 0 = object 1 */
  const objs = [];
  const add = (body) => {
    objs.push(body);
    return objs.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = [];
  pages.forEach((pageLines, p) => {
    let y = 800;
    let content = 'BT\n';
    for (const l of pageLines) {
      const line = typeof l === 'string' ? { text: l } : l;
      const size = line.size ?? 11;
      content += `/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 56 ${y} Tm (${pdfText(line.text)}) Tj\n`;
      y -= size + 5;
    }
    content += `/F1 8 Tf 1 0 0 1 56 30 Tm (${pdfText(`Seite ${p + 1} von ${pages.length}`)}) Tj\nET`;
    const len = Buffer.byteLength(content, 'latin1');
    const contentId = add(`<< /Length ${len} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objs[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objs[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title (${pdfText(title)}) /Producer (Kundenportal Stand-in) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Sends a PDF as a download. */
export function sendPdf(reply, filename, doc) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(makePdf(doc));
}
