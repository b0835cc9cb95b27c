import type { PickTopicCategory } from '../../../contracts/pick.ts';

/** One recommendation row of the create-topic form, as typed. */
export interface TopicItemValues {
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
  items: TopicItemValues[];
}

export function emptyTopicItem(): TopicItemValues {
  return { memberName: '', recommendationTitle: '', recommendationUrl: '', reasoning: '' };
}

/** admin-area §9: the category starts at books; one empty recommendation is ready to fill. */
export function emptyTopic(): TopicFormValues {
  return { title: '', description: '', category: 'books', imageUrl: '', items: [emptyTopicItem()] };
}
