import { NO_SUBSCRIPTIONS_TO_EXPORT, newsletterExportFileName } from '../../../contracts/newsletter.ts';
import { apiRequest, serverMessage } from '../../lib/api.ts';
import { downloadFile } from '../lib/download-file.ts';

// admin-area §8: 'Export successful: Newsletter subscriptions have been exported to CSV.'
export const EXPORT_SUCCESSFUL = 'Export successful: Newsletter subscriptions have been exported to CSV.';

/** A spec text 'Title: description' as a toast's two parts. */
export function toastParts(text: string): { title: string; description: string } {
  const colon = text.indexOf(': ');
  return colon < 0
    ? { title: text, description: '' }
    : { title: text.slice(0, colon), description: text.slice(colon + 2) };
}

/** The file name the server gives in `Content-Disposition: attachment; filename="…"`, if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  const name = /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? /filename=([^;\s]+)/i.exec(header ?? '')?.[1];
  // Only a plain name: never a path the browser would have to clean up.
  return name && /^[\w.-]+$/.test(name) ? name : undefined;
}

/**
 * admin-area §9: the server builds and names the file; none active is its 404 'No data to export'.
 * Resolves with the spec text to show.
 */
export async function exportSubscriptionsCsv(): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest('GET', '/api/newsletter/subscriptions/export.csv');
  } catch (error) {
    if (serverMessage(error) === NO_SUBSCRIPTIONS_TO_EXPORT) return NO_SUBSCRIPTIONS_TO_EXPORT;
    throw error;
  }
  const disposition = response.headers.get('Content-Disposition');
  downloadFile(
    await response.blob(),
    fileNameFromDisposition(disposition) ?? newsletterExportFileName(new Date()),
  );
  return EXPORT_SUCCESSFUL;
}
