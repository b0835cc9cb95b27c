import type { ArticleInput } from '../src/contracts/article.ts';
import type { ContributorInput } from '../src/contracts/contributor.ts';
import type { CrosswordInput } from '../src/contracts/crossword.ts';
import type { EventInput } from '../src/contracts/event.ts';
import type {
  EmbedGraphicInput,
  Graphic,
  GraphicEditInput,
  GraphicInput,
  SlideInput,
} from '../src/contracts/graphic.ts';
import type { MemberOfTheMonthInput } from '../src/contracts/member-of-the-month.ts';
import type { PickInput, PickTopicInput, PickTopicItemInput } from '../src/contracts/pick.ts';
import type { PollCreateInput } from '../src/contracts/poll.ts';
import type { VideoEditInput, VideoInput } from '../src/contracts/video.ts';

// Valid request bodies for every kind the admin API creates and edits, each with a number of its
// own so that titles and names differ; `overrides` sets the fields a test is about.
let counter = 0;

const DAY = 24 * 3600_000;

// C A T
// A # O
// R E D   → 1 across CAT, 3 across RED, 1 down CAR, 2 down TOD
export const crosswordGrid = [
  ['c', 'A', 'T'],
  ['A', '#', 'O'],
  ['R', 'E', 'D'],
];
export const crosswordClues = { A1: 'Pet', A3: 'Colour', D1: 'Vehicle', D2: 'Toe, sort of' };

export function buildArticle(overrides: Partial<ArticleInput> = {}): ArticleInput {
  counter++;
  return {
    title: `Story ${counter}`,
    excerpt: `Excerpt ${counter}`,
    content: `Content of story ${counter}`,
    author: 'Maya Brooks',
    imageUrl: '/uploads/story.webp',
    category: 'news',
    ...overrides,
  };
}

export function buildVideo(overrides: Partial<VideoInput> = {}): VideoInput {
  counter++;
  return {
    title: `Episode ${counter}`,
    description: `What episode ${counter} is about`,
    videoUrl: `https://cdn.example.org/videos/episode-${counter}.mp4`,
    type: 'long-form',
    duration: '5:30',
    creators: 'Kiara Johnson',
    publishedDate: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export function buildVideoEdit(overrides: Partial<VideoEditInput> = {}): VideoEditInput {
  counter++;
  return {
    title: `Edited episode ${counter}`,
    description: 'An edited description',
    videoUrl: `https://cdn.example.org/videos/edited-${counter}.mp4`,
    type: 'short-form',
    duration: '1:05',
    creators: ['Darius Coleman'],
    ...overrides,
  };
}

export function buildSlide(overrides: Partial<SlideInput> = {}): SlideInput {
  counter++;
  return {
    url: `/uploads/slide-${counter}.webp`,
    mimeType: 'image/webp',
    originalName: `slide-${counter}.webp`,
    ...overrides,
  };
}

export function buildGraphic(overrides: Partial<GraphicInput> = {}): GraphicInput {
  counter++;
  return {
    title: `Graphic ${counter}`,
    description: `What graphic ${counter} shows`,
    type: 'infographic',
    slides: [buildSlide({ order: 0 })],
    creators: 'Jalen Price',
    publishedDate: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A graphic as the API answers it (no slides, no creators), for the web's own unit tests. */
export function graphicRecord(overrides: Partial<Graphic> = {}): Graphic {
  counter++;
  return {
    id: counter,
    title: 'Untitled',
    description: '',
    type: 'illustration',
    transitionEffect: 'normal',
    imageUrl: '',
    additionalImages: [],
    slides: [],
    embedCode: null,
    creators: [],
    tags: [],
    publishedDate: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildGraphicEdit(overrides: Partial<GraphicEditInput> = {}): GraphicEditInput {
  counter++;
  return {
    title: `Edited graphic ${counter}`,
    description: 'An edited description',
    type: 'data-viz',
    imageUrl: `/uploads/main-${counter}.webp`,
    additionalImages: [],
    creators: ['Jalen Price'],
    ...overrides,
  };
}

export function buildEmbed(overrides: Partial<EmbedGraphicInput> = {}): EmbedGraphicInput {
  counter++;
  return {
    title: `Embedded map ${counter}`,
    creators: 'Kiara Johnson, Jalen Price',
    embedCode: '<iframe src="https://datawrapper.dwcdn.net/abc12/1/" title="Map"></iframe>',
    description: 'An interactive map',
    publishDate: '2026-02-10T09:00:00.000Z',
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<EventInput> = {}): EventInput {
  counter++;
  return {
    title: `Event ${counter}`,
    description: `What happens at event ${counter}`,
    date: new Date(Date.now() + 30 * DAY).toISOString(),
    location: 'Carolina Coliseum, room 2000',
    type: 'workshop',
    ...overrides,
  };
}

export function buildPickItem(overrides: Partial<PickTopicItemInput> = {}): PickTopicItemInput {
  counter++;
  return {
    memberName: `Member ${counter}`,
    recommendationTitle: `Recommendation ${counter}`,
    recommendationUrl: `https://example.org/recommendation/${counter}`,
    reasoning: `Why recommendation ${counter} matters`,
    ...overrides,
  };
}

export function buildPickTopic(overrides: Partial<PickTopicInput> = {}): PickTopicInput {
  counter++;
  return {
    title: `Topic ${counter}`,
    description: `What topic ${counter} is about`,
    category: 'podcasts',
    imageUrl: '/uploads/topic.webp',
    items: [buildPickItem()],
    ...overrides,
  };
}

export function buildPick(overrides: Partial<PickInput> = {}): PickInput {
  counter++;
  return {
    title: `Pick ${counter}`,
    description: `Description of pick ${counter}`,
    type: 'music',
    imageUrl: 'https://images.example.org/pick.jpg',
    url: 'https://example.org/pick',
    recommendedBy: 'Jordan Ellis',
    ...overrides,
  };
}

export function buildContributor(overrides: Partial<ContributorInput> = {}): ContributorInput {
  counter++;
  return {
    name: `Contributor ${counter}`,
    email: `contributor${counter}@email.sc.edu`,
    major: 'Journalism',
    graduationYear: 2027,
    schoolYear: 'Junior',
    bio: `Contributor ${counter} covers campus news.`,
    profileImageUrl: '/uploads/profile.webp',
    linkedIn: 'https://www.linkedin.com/in/example',
    twitter: '@example',
    instagram: '@example.ig',
    ...overrides,
  };
}

export function buildMember(overrides: Partial<MemberOfTheMonthInput> = {}): MemberOfTheMonthInput {
  counter++;
  return {
    name: `Member ${counter}`,
    major: 'Journalism',
    year: 'Junior',
    bio: `Member ${counter} reports for the campus paper.`,
    imageUrl: '/uploads/member.webp',
    achievements: 'Dean’s list\nRegional NABJ award',
    quote: 'Tell the story only you can tell.',
    month: 'November 2026',
    ...overrides,
  };
}

export function buildCrossword(
  overrides: Partial<CrosswordInput> & { grid?: string[][]; clueMap?: Record<string, string> } = {},
): CrosswordInput {
  counter++;
  const { grid: cells = crosswordGrid, clueMap = crosswordClues, ...rest } = overrides;
  return {
    title: `Puzzle ${counter}`,
    puzzleData: JSON.stringify({ rows: cells.length, cols: cells[0]!.length, grid: cells, notes: 'Theme' }),
    clues: JSON.stringify(clueMap),
    ...rest,
  };
}

export function buildPoll(overrides: Partial<PollCreateInput> = {}): PollCreateInput {
  counter++;
  return { question: `Question ${counter}?`, options: ['Yes', 'No', 'Maybe'], isActive: true, ...overrides };
}
