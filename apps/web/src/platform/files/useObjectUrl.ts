import { useEffect, useState } from 'react';
import { downloadObject } from '../../lib/api/storage.ts';

/**
 * A blob: URL for a stored object, fetched with the session headers (an <img src> cannot
 * send them). Refetched when the ETag changes; revoked when the row goes away.
 */
export function useObjectUrl(key: string, etag: string, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let created: string | null = null;
    downloadObject(key)
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => setUrl(null));
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [key, etag, enabled]);
  return url;
}

export async function saveObject(key: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await downloadObject(key));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
