import { describe, expect, it } from 'vitest';
import { changedFields, myText, readableValue } from './conflict-fields.ts';

const labels = { title: 'Title', content: 'Content', featured: 'Featured' };

describe('the conflict view’s fields', () => {
  it('lists only the shown fields that differ, by label, in the form’s order', () => {
    const mine = { featured: false, title: 'Council votes', content: '<p>First.</p><p>Mine.</p>', id: 1 };
    const theirs = { featured: true, title: 'Council votes', content: '<p>First.</p><p>Theirs.</p>', id: 2 };
    expect(changedFields(mine, theirs, labels)).toEqual([
      { name: 'content', label: 'Content', mine: 'First.\n\nMine.', theirs: 'First.\n\nTheirs.' },
      { name: 'featured', label: 'Featured', mine: 'No', theirs: 'Yes' },
    ]);
  });

  it('reads rich text as paragraphs and lists one item a line', () => {
    expect(readableValue('<p>One <strong>bold</strong> word.</p>')).toBe('One bold word.');
    expect(readableValue(['A quote', '', 'Another'])).toBe('A quote\nAnother');
    expect(readableValue([{ url: '/a.png', caption: 'Mural' }])).toBe('/a.png · Mural');
  });

  it('counts markup that reads the same as no change', () => {
    expect(changedFields({ content: '<p>Same.</p>' }, { content: '<p>Same.</p>\n' }, labels)).toEqual([]);
  });

  it('copies the writer’s side under each label', () => {
    const fields = changedFields({ title: 'Mine', content: 'x' }, { title: 'Theirs', content: 'x' }, labels);
    expect(myText(fields)).toBe('Title:\nMine');
  });
});
