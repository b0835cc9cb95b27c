import type { z } from 'zod';
import type { PickTopicCategory, PickTopicItemInput } from '../../../contracts/pick.ts';
import type { FieldErrors } from '../lib/form-errors.ts';

/** One recommendation row of the create-topic form; `key` only tells React which row is which. */
export interface TopicItemRow {
  key: number;
  memberName: string;
  recommendationTitle: string;
  recommendationUrl: string;
  reasoning: string;
}

export interface TopicFormValues {
  title: string;
  description: string;
  category: PickTopicCategory;
  imageUrl: string;
  items: TopicItemRow[];
}

let nextKey = 0;

export function emptyTopicItem(): TopicItemRow {
  nextKey += 1;
  return { key: nextKey, memberName: '', recommendationTitle: '', recommendationUrl: '', reasoning: '' };
}

/** admin-area §9: the category starts at books; one empty recommendation is ready to fill. */
export function emptyTopic(): TopicFormValues {
  return { title: '', description: '', category: 'books', imageUrl: '', items: [emptyTopicItem()] };
}

/** The request body: the rows without their React keys (the schema drops incomplete ones). */
export function topicBody(
  values: TopicFormValues,
): Omit<TopicFormValues, 'items'> & { items: PickTopicItemInput[] } {
  return { ...values, items: values.items.map(({ key: _key, ...item }) => item) };
}

/** True while anything differs from a fresh form, so leaving asks first. */
export function isTopicChanged(values: TopicFormValues): boolean {
  const fresh = emptyTopic();
  return (
    values.title !== fresh.title ||
    values.description !== fresh.description ||
    values.category !== fresh.category ||
    values.imageUrl !== fresh.imageUrl ||
    values.items.length !== 1 ||
    values.items.some(
      (item) => item.memberName || item.recommendationTitle || item.recommendationUrl || item.reasoning,
    )
  );
}

/**
 * Messages keyed by their dotted path ("title", "items", "items.2.recommendationUrl"), the same keys
 * the server's 400 answer uses, so a row's link error lands on that row.
 */
export function dottedFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
