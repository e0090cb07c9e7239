import { messageFor } from '@orator/shared';
import { currentLanguage } from '../i18n/index.ts';
import { toast } from '../ui/notify.ts';
import { fileNameFromDisposition } from './fileName.ts';
import { currentSessionHeaders, fetchWithTimeout, toQueryString } from './http.ts';
import type { ClientKind } from './outcome.ts';

/**
 * Downloads a file answer (xlsx template, export) with the session headers and saves it the way a
 * link would. A JSON answer is an error envelope: its message is shown instead.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
  client: ClientKind = 'user',
): Promise<void> {
  const response = await fetchWithTimeout(path + toQueryString(query), { headers: currentSessionHeaders() }, client);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : messageFor('operationFailed', currentLanguage());
    toast.error(message);
    throw new Error(message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
