import type { PickTopicCategory } from '../../../contracts/pick.ts';

/** One recommendation row of the create-topic form, as typed. */
export function emptyTopicItem() {
  return { memberName: '', recommendationTitle: '', recommendationUrl: '', reasoning: '' };
}

/** admin-area §9: the category starts at books; one empty recommendation is ready to fill. */
export function emptyTopic() {
  const category: PickTopicCategory = 'books';
  return { title: '', description: '', category, imageUrl: '', items: [emptyTopicItem()] };
}
export type TopicFormValues = ReturnType<typeof emptyTopic>;
