import { contentMatches, NachweisRefused, nachweisFieldError, readNachweis } from './nachweis';

const b64 = (text: string) => btoa(text);
const t = (key: string) => `übersetzt:${key}`;

describe('content signatures (shared with the backend, src/config/nachweis.json)', () => {
  test.each([
    ['a PDF', 'application/pdf', '%PDF-1.7 Inhalt', true],
    ['a JPEG', 'image/jpeg', '\xff\xd8\xff\xe0', true],
    ['HTML named .pdf', 'application/pdf', '<html><script>', false],
    ['a program named .pdf', 'application/pdf', 'MZ\x90\x00', false],
    ['a PDF sent as JPEG', 'image/jpeg', '%PDF-1.4', false],
    ['a PNG', 'image/png', '\x89PNG\r\n\x1a\n\x00\x00', true],
    ['HTML named .png', 'image/png', '<html><script>', false],
    ['a JPEG sent as PNG', 'image/png', '\xff\xd8\xff\xe0', false],
    ['too short', 'application/pdf', '%P', false],
  ] as const)('%s', (_name, type, content, ok) => {
    expect(contentMatches(type, b64(content))).toBe(ok);
  });
});

test('a disguised file is refused before sending, with its reason at the field', async () => {
  const script = new File(['<script>alert(1)</script>'], 'rechnung.pdf', { type: 'application/pdf' });
  const error = await readNachweis(script).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NachweisRefused);
  expect(nachweisFieldError('datei', error, t)).toEqual({ datei: 'übersetzt:common:form.file.content' });
  const pdf = await readNachweis(new File(['%PDF-1.4 x'], 'a.pdf', { type: 'application/pdf' }));
  expect(atob(pdf.base64)).toBe('%PDF-1.4 x');
});

test('a body too large for the server (413 from nginx or the backend) is the file field’s error; others are not', () => {
  expect(nachweisFieldError('nachweis', { status: 413, data: { message: 'x' } }, t)).toEqual({
    nachweis: 'übersetzt:common:form.file.size',
  });
  expect(nachweisFieldError('nachweis', { status: 500 }, t)).toBeNull();
  expect(nachweisFieldError('nachweis', new Error('x'), t)).toBeNull();
});
