import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../contracts/article.ts';
import {
  articleCategoryOptions,
  articleFormValues,
  articleRequestOf,
  editorHtmlOf,
} from './article-form-values.ts';

describe('articleCategoryOptions', () => {
  it('names every category as the public site does', () => {
    expect(articleCategoryOptions.map((option) => option.label)).toEqual([
      'News',
      'Our 2¢',
      'Health is Wealth',
      'Tapped In',
      'Cola Up Close',
    ]);
  });
});

describe('editorHtmlOf', () => {
  it('opens plain text of older records as escaped paragraphs with their line breaks', () => {
    expect(editorHtmlOf('Fish & chips < $5\nsame paragraph\n\n  Second.  ')).toBe(
      '<p>Fish &amp; chips &lt; $5<br>same paragraph</p><p>Second.</p>',
    );
  });

  it('leaves HTML as it is', () => {
    expect(editorHtmlOf('<p>a</p>')).toBe('<p>a</p>');
  });
});

describe('form values', () => {
  const article: AdminArticle = {
    id: 4,
    createdBy: 2,
    title: 'T',
    excerpt: 'E',
    content: '<p>C</p>',
    author: 'A',
    imageUrl: '/uploads/a.png',
    category: 'health',
    featured: true,
    pullQuotes: ['Q'],
    publishedDate: '2026-03-05T14:07:45.123Z',
    status: 'draft',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    firstPublishedAt: null,
    version: 1,
  };

  it('fills the form from a record, the time in minutes on the chapter’s clock, and sends it back as ISO', () => {
    const values = articleFormValues('America/New_York', article);
    expect(values).toMatchObject({ category: 'health', featured: true, status: 'draft', pullQuotes: ['Q'] });
    expect(values.publishedDate).toBe('2026-03-05T09:07');
    const sent = articleRequestOf(values, 'America/New_York');
    expect(sent.status).toBe('draft');
    expect(sent.publishedDate).toBe('2026-03-05T14:07:00.000Z');
  });

  it('sends an empty time as empty (now), with the defaults of admin-area §9 and a new article as a draft', () => {
    expect(articleRequestOf(articleFormValues('America/New_York'), 'America/New_York')).toMatchObject({
      category: 'news',
      featured: false,
      status: 'draft',
      publishedDate: '',
    });
  });
});
