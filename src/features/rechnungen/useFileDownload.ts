import { useCallback, useState } from 'react';
import { isUnauthorized } from '../../api/errors';
import { saveFile, type DownloadedFile } from './download';

interface Unwrappable {
  unwrap(): Promise<DownloadedFile>;
}

/**
 * Runs a download mutation and saves its file. Tracks which item is loading (one spinner per row) and the
 * last error (shown with ErrorMessage); a 401 is not an error here, the session ends centrally.
 */
export function useFileDownload<A>(trigger: (arg: A) => Unwrappable) {
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = useCallback(
    async (key: string, arg: A) => {
      setPendingKey(key);
      setError(null);
      try {
        saveFile(await trigger(arg).unwrap());
      } catch (e) {
        if (!isUnauthorized(e)) setError(e);
      } finally {
        setPendingKey(null);
      }
    },
    [trigger],
  );
  return { download, pendingKey, error };
}
