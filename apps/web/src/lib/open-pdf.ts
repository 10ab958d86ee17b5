import { base64ToByteChunks } from '@igrs/domain';

/** Opens a PDF the API sent as base64 in a new browser tab. */
export function openBase64Pdf(base64: string): Window | null {
  const blob = new Blob(base64ToByteChunks(base64) as BlobPart[], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank', 'noopener');
  // The new tab has loaded the blob by then; revoking frees the memory it holds.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened;
}
