import { Eye } from 'lucide-react';
import { PREVIEW_LINK_INVALID } from '../../../contracts/preview.ts';

/** Above an item shown through a preview link: readers never see this item until it is published. */
export function PreviewBanner({ item }: { item: 'article' | 'video' | 'graphic' }) {
  return (
    <div role="note" aria-label="Preview" className="bg-ink text-paper">
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
