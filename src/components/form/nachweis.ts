// one table with the stand-in (test/backend/lib/nachweis.mjs): the types and the 5 MB the backend accepts
import nachweis from '../../config/nachweis.json';

/**
 * A proof document as the backend takes it in a JSON body (Meine Daten's extended changes, the document an
 * order waits for): the form kit's FileField chooses it, these rules check and read it.
 */
export interface Nachweis {
  name: string;
  type: 'application/pdf' | 'image/jpeg';
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

/** Reads the file as base64 (without the data-URL prefix) for the JSON body. */
export function readNachweis(file: File): Promise<Nachweis> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        name: file.name,
        type: nachweisType(file) ?? 'application/pdf',
        base64: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}

/** "1,2 MB" / "340 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
