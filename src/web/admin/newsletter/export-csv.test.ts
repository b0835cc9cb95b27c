import { describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTIONS_TO_EXPORT } from '../../../contracts/newsletter.ts';
import { EXPORT_SUCCESSFUL, fileNameFromDisposition, toastParts } from './export-csv.ts';

describe('toastParts', () => {
  it('puts the words before the colon in the title and the rest in the description (admin-area §8)', () => {
    expect(toastParts(EXPORT_SUCCESSFUL)).toEqual({
      title: 'Export successful',
      description: 'Newsletter subscriptions have been exported to CSV.',
    });
    expect(toastParts(NO_SUBSCRIPTIONS_TO_EXPORT)).toEqual({
      title: 'No data to export',
      description: 'There are no active subscriptions to export.',
    });
  });

  it('keeps a text without a colon as the title', () => {
    expect(toastParts('Done')).toEqual({ title: 'Done', description: '' });
  });
});

describe('fileNameFromDisposition', () => {
  it('reads the quoted or bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="newsletter-subscriptions-2026-11-22.csv"')).toBe(
      'newsletter-subscriptions-2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=list.csv')).toBe('list.csv');
  });

  it('gives nothing for a missing header or a name that is not plain', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename="../etc/passwd"')).toBeUndefined();
  });
});
