import type { UseQueryResult } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { PREVIEW_LINK_INVALID } from '../../../contracts/preview-values.ts';

type PreviewedItemName = 'article' | 'video' | 'graphic';

/**
 * Above an item shown through a preview link (docs/decisions/011): readers never see it until it is
 * published. The page is kept out of search engines (the server says so in a header as well).
 */
export function PreviewBanner({ item }: { item: PreviewedItemName }) {
  return (
    <div role="note" aria-label="Preview" className="bg-ink text-paper">
      <meta name="robots" content="noindex" />
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Preview</strong>
          {` of an unpublished ${item}. Readers cannot see it until it is published; this link expires.`}
        </span>
      </p>
    </div>
  );
}

/** Where an item's read refused its preview token: said plainly, with nothing about the item. */
export function PreviewLinkInvalid() {
  return (
    <p role="alert" className="mt-4 rounded-md border border-rule-strong bg-paper-soft px-4 py-3 text-ink">
      {PREVIEW_LINK_INVALID} Ask an editor for a new one.
    </p>
  );
}

/**
 * On a list page (videos, graphics), the item its address previews, above the list, as its card:
 * opening it shows it as readers will see it. Nothing while the address previews nothing.
 */
export function PreviewedItem<T>({
  item,
  read,
  children,
}: {
  item: PreviewedItemName;
  read: UseQueryResult<T> | undefined;
  children: (data: T) => ReactNode;
}) {
  if (!read || read.isPending) return null;
  if (!read.data)
    return (
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <PreviewLinkInvalid />
      </div>
    );
  return (
    <>
      <PreviewBanner item={item} />
      <section
        aria-label={`Preview of an unpublished ${item}`}
        className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8"
      >
        <div className="max-w-sm">{children(read.data)}</div>
      </section>
    </>
  );
}
