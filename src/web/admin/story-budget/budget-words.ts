import { type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import type { BudgetStage } from '../../../contracts/story-budget.ts';
import { listKinds } from '../lib/content-kinds.ts';

/** The board's column headings, in the order a story moves through them. */
export const stageLabels: Record<BudgetStage, string> = {
  pitched: 'Pitched',
  assigned: 'Assigned',
  drafting: 'Drafting',
  'in-review': 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** "Article", "Video", "Graphic": the kinds' own names from the admin's description of them. */
export const kindLabel = (kind: PublishedKind) => listKinds[kind].item;
export const kindOptions = publishedKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/** The edit screen of a pitch's draft. */
export const draftHref = (item: { kind: PublishedKind; id: number }) =>
  listKinds[item.kind].editHref(item.id);
