import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test, unique } from '../fixtures.ts';
import { createThrough } from './admin.ts';

export interface CreatedArticle {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  imageUrl: string;
}

/** Publishes a news article through the admin API, for a public page to show; `overrides` set any field. */
export function createArticle(admin: APIRequestContext, overrides: Record<string, unknown> = {}) {
  return createThrough<CreatedArticle>(admin, '/api/admin/articles', {
    title: unique('Story'),
    excerpt: 'A dek that sums up the story in one line.',
    content: 'First paragraph of the story.\n\nSecond paragraph of the story.\n\nThird paragraph.',
    author: unique('Writer'),
    imageUrl: '/og-default.png',
    category: 'news',
    ...overrides,
  });
}

export interface PickItem {
  memberName: string;
  recommendationTitle: string;
  recommendationUrl?: string;
  reasoning: string;
}

/** Publishes a picks topic through the admin API, each of its `items` becoming a pick (decision 002). */
export function createPickTopic(
  admin: APIRequestContext,
  items: PickItem[],
  overrides: Record<string, unknown> = {},
) {
  return createThrough<{ picks: { id: number; title: string }[] }>(admin, '/api/admin/nabj-picks', {
    title: unique('Topic'),
    description: 'What members recommend.',
    imageUrl: '/og-default.png',
    items,
    ...overrides,
  });
}

/** The story categories readers see, by label and path, in the order of the menus (public-site §1). */
export const STORY_CATEGORIES = [
  ['All Stories', '/writing'],
  ['News', '/writing/news'],
  ['Our 2¢', '/writing/our-2-cents'],
  ['Health is Wealth', '/writing/health'],
  ['Tapped In', '/writing/entertainment'],
  ['Cola Up Close', '/writing/local'],
] as const;

/** Votes in a poll as a new visitor each time (a vote is one per visitor), one vote for each option index. */
export async function voteAsVisitors(
  poll: { id: number; options: { id: number }[] },
  optionIndexes: number[],
): Promise<void> {
  for (const option of optionIndexes) {
    const visitor = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const vote = await visitor.post('/api/polls/vote', {
      data: { pollId: poll.id, optionId: poll.options[option]!.id },
    });
    expect(vote.status()).toBe(200);
    await visitor.dispose();
  }
}
