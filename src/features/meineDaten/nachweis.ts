import type { Nachweis } from './meineDatenApi';

export const NACHWEIS_TYPES = ['application/pdf', 'image/jpeg'] as const;
export const NACHWEIS_ACCEPT = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg';
/** 5 MB, what the backend accepts for a proof document */
export const NACHWEIS_MAX_BYTES = 5 * 1024 * 1024;

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
  if (!nachweisType(file)) return 'meineDaten:erweiterteAenderungen.nachweisType';
  if (file.size === 0) return 'meineDaten:erweiterteAenderungen.nachweisEmpty';
  if (file.size > NACHWEIS_MAX_BYTES) return 'meineDaten:erweiterteAenderungen.nachweisSize';
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
