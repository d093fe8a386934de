// one table with the stand-in (test/backend/lib/nachweis.mjs): the types and the 5 MB the backend accepts
import nachweis from '../../config/nachweis.json';

/**
 * A proof document as the backend takes it in a JSON body (Meine Daten's extended changes, the document an
 * order waits for): the form kit's FileField chooses it, these rules check and read it.
 */
export interface Nachweis {
  name: string;
  type: 'application/pdf' | 'image/jpeg' | 'image/png';
  base64: string;
}

export const NACHWEIS_TYPES = nachweis.types as readonly Nachweis['type'][];
export const NACHWEIS_ACCEPT = nachweis.accept;
export const NACHWEIS_MAX_BYTES = nachweis.maxBytes;

/** Some systems report no MIME type: then the file ending decides. */
export function nachweisType(file: File): Nachweis['type'] | null {
  if ((NACHWEIS_TYPES as readonly string[]).includes(file.type)) return file.type as Nachweis['type'];
  if (file.type) return null;
  const ending = file.name.toLowerCase().split('.').pop();
  if (ending === 'pdf') return 'application/pdf';
  if (ending === 'jpg' || ending === 'jpeg') return 'image/jpeg';
  if (ending === 'png') return 'image/png';
  return null;
}

/** i18n key of what is wrong with the chosen file, or undefined (no file is fine: it is optional). */
export function validateNachweis(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!nachweisType(file)) return 'common:form.file.type';
  if (file.size === 0) return 'common:form.file.empty';
  if (file.size > NACHWEIS_MAX_BYTES) return 'common:form.file.size';
  return undefined;
}

/** The chosen file cannot be sent: `key` is the i18n key of the reason, shown at the file field. */
export class NachweisRefused extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'NachweisRefused';
  }
}

const SIGNATURES: Record<string, string> = nachweis.signatures;

/** Whether the content begins with its type's signature (a script renamed to .pdf is no PDF). */
export function contentMatches(type: Nachweis['type'], base64: string): boolean {
  const signature = SIGNATURES[type] ?? '';
  // whole base64 groups covering the signature's bytes
  const head = atob(base64.slice(0, Math.ceil(signature.length / 2 / 3) * 4));
  const hex = Array.from(head, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return signature.length > 0 && hex.startsWith(signature);
}

/**
 * Reads the file as base64 (without the data-URL prefix) for the JSON body; rejects with NachweisRefused when its
 * content is not what its type says (the backend checks the same signatures, src/config/nachweis.json).
 */
export function readNachweis(file: File): Promise<Nachweis> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const url = String(reader.result);
      const read: Nachweis = {
        name: file.name,
        type: nachweisType(file) ?? 'application/pdf',
        base64: url.slice(url.indexOf(',') + 1),
      };
      if (contentMatches(read.type, read.base64)) resolve(read);
      else reject(new NachweisRefused('common:form.file.content'));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * The error of a failed upload at its file field: a refused file before sending, or a body too large for the
 * server (413, from nginx or the backend); null for every other failure (the form's own message).
 */
export function nachweisFieldError(field: string, error: unknown, t: (key: string) => string) {
  if (error instanceof NachweisRefused) return { [field]: t(error.key) };
  if ((error as { status?: unknown } | null)?.status === 413) return { [field]: t('common:form.file.size') };
  return null;
}

/** "1,2 MB" / "340 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
