import { sql } from 'drizzle-orm';
import { articleCategories } from '../../../contracts/article.ts';
import { eventTypes } from '../../../contracts/event.ts';
import { graphicCreateTypes, graphicEditTypes } from '../../../contracts/graphic.ts';
import { claimAppState, readAppState } from '../../modules/app-state/app-state.repository.ts';
import { articles } from '../../modules/articles/articles.table.ts';
import { events } from '../../modules/events/events.table.ts';
import { graphics } from '../../modules/graphics/graphics.table.ts';
import { newsletterSubscriptions } from '../../modules/newsletter/newsletter.table.ts';
import { storeImage, type UploadDeps } from '../../modules/uploads/uploads.service.ts';
import { videos } from '../../modules/videos/videos.table.ts';
import type { Database } from '../client.ts';
import { drawStoryCover } from './demo-pictures.ts';

/** How many of each the large data set adds (issue 8: "fast at every size"). */
export const LARGE_DATA_SIZES = {
  articles: 10_000,
  videos: 2_000,
  graphics: 2_000,
  events: 500,
  subscribers: 50_000,
};
export type LargeDataSizes = typeof LARGE_DATA_SIZES;

const SEEDED_KEY = 'large-data-seeded';
const DAY = 24 * 60 * 60 * 1000;
// Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table.
const BATCH = 500;

/** A small deterministic generator (mulberry32), so every run writes the same believable data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Generator = ReturnType<typeof generator>;

const firstNames = [
  'Maya',
  'Darius',
  'Imani',
  'Jalen',
  'Kiara',
  'Andre',
  'Nia',
  'Marcus',
  'Zoe',
  'Tariq',
  'Aaliyah',
  'Jordan',
  'Simone',
  'Khalil',
  'Brianna',
  'Isaiah',
  'Amara',
  'Malik',
  'Jada',
  'Elijah',
  'Destiny',
  'Cameron',
  'Ayanna',
  'Xavier',
  'Kennedy',
  'Terrence',
  'Naomi',
  'Devon',
  'Tiana',
  'Miles',
];
const lastNames = [
  'Brooks',
  'Coleman',
  'Thompson',
  'Price',
  'Johnson',
  'Williams',
  'Jackson',
  'Harris',
  'Robinson',
  'Washington',
  'Carter',
  'Mitchell',
  'Franklin',
  'Bennett',
  'Reed',
  'Hayes',
  'Gaines',
  'Simmons',
];
const subjects: Record<(typeof articleCategories)[number], string[]> = {
  news: [
    'Student Government',
    'the Board of Trustees',
    'campus housing',
    'tuition',
    'the library',
    'parking services',
    'the career center',
    'campus police',
    'the dining halls',
    'financial aid',
  ],
  'our-2-cents': [
    'group chats',
    'campus dress codes',
    'unpaid internships',
    'homecoming tickets',
    'study abroad',
    'office hours',
    'the 8 a.m. class',
    'Greek life',
    'student media',
    'final exams',
  ],
  health: [
    'sleep',
    'mental health',
    'the counseling center',
    'meal prep',
    'campus gyms',
    'flu season',
    'stress before finals',
    'hydration',
    'running clubs',
    'screen time',
  ],
  entertainment: [
    'the homecoming concert',
    'a new R&B album',
    'the spring step show',
    'a campus film festival',
    'gospel choir',
    'a local jazz night',
    'the fall fashion show',
    'a streaming series',
    'poetry slam',
    'the marching band',
  ],
  local: [
    'Main Street',
    'the Soda City Market',
    'Five Points',
    'the Vista',
    'Columbia City Council',
    'Richland County schools',
    'the Congaree River',
    'a Black-owned bakery',
    'the State Museum',
    'the Riverbanks Zoo',
  ],
};
const titleShapes = [
  (s: string) => `What ${s} means for students this semester`,
  (s: string) => `Inside the fight over ${s}`,
  (s: string) => `Five things to know about ${s}`,
  (s: string) => `How ${s} changed in a year`,
  (s: string) => `Students weigh in on ${s}`,
  (s: string) => `A closer look at ${s}`,
  (s: string) => `Why ${s} matters more than you think`,
  (s: string) => `The people behind ${s}`,
];
const sentenceParts = {
  openers: [
    'On Tuesday night',
    'For the third year running',
    'After weeks of debate',
    'Since the start of the semester',
    'According to students we spoke with',
    'In a packed room on campus',
    'Over the weekend',
    'By the time the vote came',
  ],
  middles: [
    'organizers said the turnout surprised them',
    'the numbers told a different story',
    'students asked for clearer answers',
    'the plan drew both praise and concern',
    'several members shared their own experiences',
    'the university released new figures',
    'local leaders joined the conversation',
    'the budget left little room for change',
  ],
  closers: [
    'and the chapter will keep following the story.',
    'and more meetings are planned for the spring.',
    'though many questions remain open.',
    'and students say they will be watching closely.',
    'which could shape the next academic year.',
    'as the deadline draws closer.',
  ],
};

function sentence(g: Generator): string {
  return `${g.pick(sentenceParts.openers)}, ${g.pick(sentenceParts.middles)}, ${g.pick(sentenceParts.closers)}`;
}
function paragraph(g: Generator): string {
  return Array.from({ length: g.int(3, 6) }, () => sentence(g)).join(' ');
}
const person = (g: Generator) => `${g.pick(firstNames)} ${g.pick(lastNames)}`;
/** A date in the last `days` days (spread evenly, with a random hour). */
const pastDate = (g: Generator, now: number, days: number) => new Date(now - g.next() * days * DAY);

/** Scheduled (a future date), draft, or published, in the proportions a newsroom keeps. */
function publication(g: Generator, now: number, days: number) {
  const roll = g.next();
  if (roll < 0.02) return { status: 'published' as const, publishedDate: new Date(now + g.int(1, 30) * DAY) };
  if (roll < 0.05) return { status: 'draft' as const, publishedDate: pastDate(g, now, 30) };
  return { status: 'published' as const, publishedDate: pastDate(g, now, days) };
}

async function insertInBatches<T>(
  count: number,
  make: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => make(start + i));
    await insert(rows);
  }
}

export type LargeSeedResult =
  | { added: true; counts: LargeDataSizes }
  | { added: false; seededAt: string | undefined };

/**
 * Adds the large data set in one transaction: either all of it is there, or none of it, and the
 * claim row inside the same transaction makes a second run (or a concurrent one) refuse.
 */
export async function seedLargeData(
  db: Database,
  uploads: UploadDeps,
  sizes: LargeDataSizes = LARGE_DATA_SIZES,
  now = Date.now(),
): Promise<LargeSeedResult> {
  const previous = await readAppState<{ at: string }>(db, SEEDED_KEY);
  if (previous) return { added: false, seededAt: previous.at };

  // A few pictures made here and stored like uploads, shared by every item (no remote images).
  const pictures: string[] = [];
  for (let i = 0; i < 6; i++)
    pictures.push(
      (
        await storeImage(
          uploads,
          await drawStoryCover(articleCategories[i % articleCategories.length]!, 100 + i),
          `large-${i}.jpg`,
        )
      ).url,
    );

  const g = generator(20_261_122);
  const added = await db.transaction(async (tx) => {
    if (!(await claimAppState(tx, SEEDED_KEY, { at: new Date(now).toISOString() }))) return false;

    await insertInBatches(
      sizes.articles,
      (i) => {
        const category = g.pick(articleCategories);
        const subject = g.pick(subjects[category]);
        const paragraphs = Array.from({ length: g.int(5, 12) }, () => paragraph(g));
        return {
          title: `${g.pick(titleShapes)(subject)} (${i + 1})`,
          excerpt: paragraph(g).slice(0, g.int(120, 240)),
          // Half in the rich-text editor's HTML, half as older plain-text records.
          content: g.chance(0.5)
            ? paragraphs.map((text) => `<p>${text}</p>`).join('')
            : paragraphs.join('\n\n'),
          imageUrl: g.pick(pictures),
          category,
          author: person(g),
          featured: g.chance(0.02),
          pullQuotes: g.chance(0.3) ? [sentence(g)] : [],
          ...publication(g, now, 6 * 365),
        };
      },
      (rows) => tx.insert(articles).values(rows),
    );

    await insertInBatches(
      sizes.videos,
      (i) => ({
        title: `${g.pick(['NABJ TV:', 'On the Block:', 'Campus Check-in:', 'Studio Session:'])} ${g.pick(subjects[g.pick(articleCategories)])} (${i + 1})`,
        description: paragraph(g),
        videoUrl: `https://www.youtube.com/watch?v=${(i * 7919).toString(36).padStart(11, 'x')}`,
        thumbnailUrl: g.pick(pictures),
        type: g.chance(0.4) ? 'long-form' : 'short-form',
        duration: `${g.int(0, 24)}:${String(g.int(0, 59)).padStart(2, '0')}`,
        views: g.int(0, 20_000),
        creators: Array.from({ length: g.int(1, 3) }, () => person(g)),
        ...publication(g, now, 5 * 365),
      }),
      (rows) => tx.insert(videos).values(rows),
    );

    const allGraphicTypes = [...graphicCreateTypes, ...graphicEditTypes];
    await insertInBatches(
      sizes.graphics,
      (i) => {
        const slides = Array.from({ length: g.int(1, 4) }, (_, order) => ({
          url: g.pick(pictures),
          mimeType: 'image/jpeg',
          originalName: `slide-${order + 1}.jpg`,
          order,
        }));
        return {
          title: `${g.pick(['Mapping', 'Charting', 'Picturing', 'By the numbers:'])} ${g.pick(subjects[g.pick(articleCategories)])} (${i + 1})`,
          description: paragraph(g),
          type: g.pick(allGraphicTypes),
          transitionEffect: slides.length > 2 ? 'page-turn' : 'normal',
          imageUrl: slides[0]!.url,
          slides,
          creators: Array.from({ length: g.int(1, 2) }, () => person(g)),
          tags: [g.pick(['campus', 'data', 'culture', 'health', 'columbia', 'elections'])],
          ...publication(g, now, 5 * 365),
        };
      },
      (rows) => tx.insert(graphics).values(rows),
    );

    await insertInBatches(
      sizes.events,
      (i) => ({
        title: `${g.pick(['General Body Meeting', 'Resume Workshop', 'Media Mixer', 'Game Night', 'Panel: Covering Your Community', 'Newsroom Tour'])} #${i + 1}`,
        description: paragraph(g),
        // Mostly past, a season ahead planned.
        date: new Date(now + (g.next() * 3.5 - 3) * 365 * DAY),
        location: g.pick([
          'Russell House 203',
          'Carolina Coliseum',
          'Thomas Cooper Library',
          'Main Street Hub',
          'Zoom',
        ]),
        type: g.pick(eventTypes),
        registrationUrl: g.chance(0.3) ? 'https://example.org/register' : null,
      }),
      (rows) => tx.insert(events).values(rows),
    );

    await insertInBatches(
      sizes.subscribers,
      (i) => {
        const subscribedAt = pastDate(g, now, 3 * 365);
        const active = g.chance(0.85);
        const confirmedAt = new Date(subscribedAt.getTime() + g.int(1, 48) * 60 * 60 * 1000);
        return {
          email: `${g.pick(firstNames)}.${g.pick(lastNames)}.${i}@example.edu`.toLowerCase(),
          active,
          subscribedAt,
          confirmedAt: active || g.chance(0.5) ? confirmedAt : null,
          unsubscribedAt: active
            ? null
            : new Date(Math.min(now, confirmedAt.getTime() + g.int(1, 300) * DAY)),
        };
      },
      (rows) => tx.insert(newsletterSubscriptions).values(rows),
    );
    return true;
  });
  // Fresh statistics at once, so the planner reads the new rows through their indexes.
  if (added) await db.execute(sql`analyze`);
  if (!added) return { added: false, seededAt: (await readAppState<{ at: string }>(db, SEEDED_KEY))?.at };
  return { added: true, counts: sizes };
}
