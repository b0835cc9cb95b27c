import { describe, expect, it } from 'vitest';
import { NO_RECOMMENDATION, pickTopicInputSchema } from '../../../contracts/pick.ts';
import { contractResolver, errorAt } from '../lib/admin-form.ts';
import { emptyTopic, emptyTopicItem, type TopicFormValues } from './topic-form.ts';

const resolve = contractResolver(pickTopicInputSchema, (values: TopicFormValues) => values);
const errorsOf = async (values: TopicFormValues) =>
  (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;

describe('create-topic form', () => {
  it('starts on books with one empty recommendation', () => {
    const topic = emptyTopic();
    expect(topic.category).toBe('books');
    expect(topic.items).toEqual([emptyTopicItem()]);
  });

  it('puts the spec messages on their fields, and a row link error on its row', async () => {
    const empty = await errorsOf(emptyTopic());
    expect(errorAt(empty, 'title')).toBe('Topic title is required');
    expect(errorAt(empty, 'description')).toBe('Topic description is required');
    expect(errorAt(empty, 'imageUrl')).toBe('Topic image is required');
    const filled = { ...emptyTopic(), title: 'T', description: 'D', imageUrl: '/uploads/a.webp' };
    expect(errorAt(await errorsOf(filled), 'items')).toBe(NO_RECOMMENDATION);
    const badLink = {
      memberName: 'M',
      recommendationTitle: 'R',
      reasoning: 'W',
      recommendationUrl: 'not a link',
    };
    const errors = await errorsOf({ ...filled, items: [emptyTopicItem(), badLink] });
    expect(errorAt(errors, 'items.1.recommendationUrl')).toBe('Must be a valid URL');
    expect(errorAt(errors, 'title')).toBeUndefined();
  });

  it('drops incomplete rows and keeps complete ones in order', () => {
    const done = { ...emptyTopicItem(), memberName: 'M', recommendationTitle: 'R', reasoning: 'W' };
    const half = { ...emptyTopicItem(), memberName: 'Only a name' };
    const values = {
      ...emptyTopic(),
      title: 'T',
      description: 'D',
      imageUrl: '/uploads/a.webp',
      items: [half, done],
    };
    const parsed = pickTopicInputSchema.parse(values);
    expect(parsed.items.map((item) => item.recommendationTitle)).toEqual(['R']);
  });
});
