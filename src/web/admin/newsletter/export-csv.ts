import { NO_SUBSCRIPTIONS_TO_EXPORT, newsletterExportFileName } from '../../../contracts/newsletter.ts';
import { apiRequest, serverMessage } from '../../lib/api.ts';

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

export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'empty' };

/** admin-area §9: the server builds and names the file; none active is its 404 'No data to export'. */
export async function exportSubscriptionsCsv(): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await apiRequest('GET', '/api/newsletter/subscriptions/export.csv');
  } catch (error) {
    if (serverMessage(error) === NO_SUBSCRIPTIONS_TO_EXPORT) return { kind: 'empty' };
    throw error;
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    newsletterExportFileName(new Date());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return { kind: 'saved', fileName };
}
