import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './article.ts';
import { graphicEditSchema, graphicInputSchema } from './graphic.ts';
import { videoEditSchema, videoInputSchema } from './video.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a draft (contracts/drafts.ts)', () => {
  it('stores each blank field of the full rules empty: text as "", lists as []', () => {
    expect(
      articleInputSchema.parse({ title: ' Headline ', status: 'draft', excerpt: '  ', author: null }),
    ).toEqual({
      title: 'Headline',
      excerpt: '',
      content: '',
      author: '',
      imageUrl: '',
      category: 'news',
      featured: false,
      pullQuotes: [],
      publishedDate: undefined,
      status: 'draft',
    });
    expect(videoInputSchema.parse({ title: 'Clip', status: 'draft', creators: '' })).toMatchObject({
      description: '',
      videoUrl: '',
      creators: [],
      publishedDate: '',
      type: 'long-form',
    });
    expect(graphicInputSchema.parse({ title: 'Chart', status: 'draft' })).toMatchObject({
      description: '',
      slides: [],
      creators: [],
      imageUrl: '',
    });
  });

  it('leaves out what the edit keeps when left out, and keeps what is sent', () => {
    const edit = videoEditSchema.parse({ title: 'Clip', status: 'draft', publishedDate: '' });
    expect(edit.publishedDate).toBeUndefined();
    const graphic = graphicEditSchema.parse({ title: 'Chart', status: 'draft', additionalImages: [] });
    expect(graphic).toMatchObject({ imageUrl: '', creators: [], additionalImages: [] });
    expect(graphic.slides).toBeUndefined();
  });

  it('still checks what it holds, and its title', () => {
    const bad = articleInputSchema.safeParse({
      title: '',
      status: 'draft',
      imageUrl: 'javascript:alert(1)',
      excerpt: 'x'.repeat(1001),
    });
    expect(issuesOf(bad)).toEqual({
      title: 'Title is required',
      imageUrl: 'Image must be a valid URL',
      excerpt: 'Must be at most 1000 characters',
    });
  });
});

describe('any other status', () => {
  it('needs every field, with the messages of the full rules; no status is published', () => {
    for (const status of ['published', 'in-review', undefined]) {
      expect(issuesOf(articleInputSchema.safeParse({ title: 'Headline', status }))).toEqual({
        excerpt: 'Excerpt is required',
        content: 'Content is required',
        author: 'Author is required',
        imageUrl: 'Image is required',
      });
    }
    expect(issuesOf(graphicEditSchema.safeParse({ title: 'Chart', status: 'in-review' }))).toEqual({
      creators: 'At least one creator is required',
      imageUrl: 'Main image is required',
    });
  });

  it('names the statuses there are when it is none of them', () => {
    expect(issuesOf(articleInputSchema.safeParse({ title: 'Headline', status: 'live' }))).toEqual({
      status: 'Invalid option: expected one of "draft"|"in-review"|"published"',
    });
  });
});
