import { currentLanguage } from '../i18n/index.ts';
import { ApiRequestError, apiUrl, type RequestOptions } from './api-client.ts';
import { whileBusy } from './busy.ts';
import { storedLogin } from './session.ts';

/**
 * Fetches a file the API answers (a PDF, a CSV). A link cannot carry the
 * token of a signed-in user, so the file comes through fetch; an error answer
 * becomes the same ApiRequestError every other call throws.
 */
export async function fetchFile(path: string, options: Pick<RequestOptions, 'method' | 'body' | 'query' | 'bearer'> & { accept: string }): Promise<{ blob: Blob; headers: Headers }> {
  return whileBusy(async () => {
    const token = options.bearer ?? storedLogin.get()?.token;
    const response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        Accept: options.accept,
        'Accept-Language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { error?: { code: string; message: string } } | undefined;
      throw new ApiRequestError(response.status, body?.error?.code ?? 'INTERNAL', body?.error?.message ?? response.statusText);
    }
    return { blob: await response.blob(), headers: response.headers };
  });
}

/** Hands a fetched file to the browser to save under the name given. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; revoking frees the memory it holds.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
