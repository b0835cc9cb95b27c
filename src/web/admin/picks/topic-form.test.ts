import { describe, expect, it } from 'vitest';
import { NO_RECOMMENDATION, pickTopicInputSchema } from '../../../contracts/pick.ts';
import { dottedFieldErrors, emptyTopic, emptyTopicItem, isTopicChanged, topicBody } from './topic-form.ts';

function errorsOf(values: ReturnType<typeof emptyTopic>) {
  const result = pickTopicInputSchema.safeParse(topicBody(values));
  if (result.success) throw new Error('expected a refusal');
  return dottedFieldErrors(result.error);
}

describe('create-topic form', () => {
  it('starts on books with one empty recommendation and counts as unchanged', () => {
    const topic = emptyTopic();
    expect(topic.category).toBe('books');
    expect(topic.items).toHaveLength(1);
    expect(isTopicChanged(topic)).toBe(false);
  });

  it('counts any typed text, a new row or another category as a change', () => {
    expect(isTopicChanged({ ...emptyTopic(), title: 'T' })).toBe(true);
    expect(isTopicChanged({ ...emptyTopic(), category: 'movies' })).toBe(true);
    expect(isTopicChanged({ ...emptyTopic(), items: [emptyTopicItem(), emptyTopicItem()] })).toBe(true);
    const row = { ...emptyTopicItem(), reasoning: 'x' };
    expect(isTopicChanged({ ...emptyTopic(), items: [row] })).toBe(true);
  });

  it('gives every row its own key and sends the rows without them', () => {
    const [a, b] = [emptyTopicItem(), emptyTopicItem()];
    expect(a.key).not.toBe(b.key);
    expect(topicBody({ ...emptyTopic(), items: [a] }).items[0]).not.toHaveProperty('key');
  });

  it('keys the spec messages by field, and a row link error by its row', () => {
    expect(errorsOf(emptyTopic())).toMatchObject({
      title: 'Topic title is required',
      description: 'Topic description is required',
      imageUrl: 'Topic image is required',
    });
    const filled = { ...emptyTopic(), title: 'T', description: 'D', imageUrl: '/uploads/a.webp' };
    expect(errorsOf(filled)).toEqual({ items: NO_RECOMMENDATION });
    const badLink = { ...emptyTopicItem(), memberName: 'M', recommendationTitle: 'R', reasoning: 'W' };
    const withBadLink = {
      ...filled,
      items: [emptyTopicItem(), { ...badLink, recommendationUrl: 'not a link' }],
    };
    expect(errorsOf(withBadLink)).toEqual({ 'items.1.recommendationUrl': 'Must be a valid URL' });
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
    const parsed = pickTopicInputSchema.parse(topicBody(values));
    expect(parsed.items.map((item) => item.recommendationTitle)).toEqual(['R']);
  });
});
