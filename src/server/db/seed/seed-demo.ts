import { claimAppState } from '../../modules/app-state/app-state.repository.ts';
import { articles } from '../../modules/articles/articles.table.ts';
import { broadcastVideos } from '../../modules/broadcast/broadcast.table.ts';
import { contributors } from '../../modules/contributors/contributors.table.ts';
import { crosswords } from '../../modules/crosswords/crosswords.table.ts';
import { events } from '../../modules/events/events.table.ts';
import { graphics } from '../../modules/graphics/graphics.table.ts';
import { membersOfTheMonth } from '../../modules/members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks, pickTopics } from '../../modules/picks/picks.table.ts';
import { pollOptions, polls } from '../../modules/polls/polls.table.ts';
import { imageProcessor } from '../../modules/uploads/image-processor.ts';
import { storeImage, type UploadDeps } from '../../modules/uploads/uploads.service.ts';
import type { Database } from '../client.ts';
import {
  demoArticles,
  demoContributors,
  demoCrossword,
  demoEvents,
  demoGraphics,
  demoMemberOfTheMonth,
  demoPickTopic,
  demoPodcastTopic,
  demoPoll,
  demoVideos,
} from './demo-content.ts';

const DAY = 24 * 60 * 60 * 1000;

// Colour pairs in the spirit of the category palette; pictures are abstract, so no font is needed.
const palettes: [string, string][] = [
  ['#7a0c14', '#f2b134'],
  ['#0f3d5e', '#7fc8d8'],
  ['#1f5130', '#c7e27a'],
  ['#4a1d6b', '#f08bb4'],
  ['#5c3310', '#f4c28b'],
  ['#111111', '#b3121f'],
];

/** An abstract cover picture made here (no remote image): a gradient with soft circles and bands. */
export function drawCover(seed: number, width: number, height: number): Promise<Buffer> {
  const [dark, light] = palettes[seed % palettes.length]!;
  const random = (n: number) => ((Math.sin(seed * 97.13 + n * 13.7) + 1) / 2) % 1;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = Math.round((0.15 + random(i) * 0.35) * height);
    return `<circle cx="${Math.round(random(i + 10) * width)}" cy="${Math.round(random(i + 20) * height)}" r="${r}" fill="${light}" fill-opacity="${(0.12 + random(i + 30) * 0.3).toFixed(2)}"/>`;
  }).join('');
  const bands = Array.from({ length: 3 }, (_, i) => {
    const y = Math.round(random(i + 40) * height);
    return `<rect x="0" y="${y}" width="${width}" height="${Math.round(height * 0.04)}" fill="#ffffff" fill-opacity="0.08" transform="rotate(${Math.round(random(i + 50) * 30 - 15)} ${width / 2} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${bands}</svg>`;
  return imageProcessor.svgToJpeg(svg);
}

function daysFromNow(days: number, hour = 14, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * Fills an empty installation with the demo chapter (SEED_DEMO_CONTENT). Runs once per database:
 * a row in app_state is claimed first, so a restart, or a second instance, never seeds again,
 * even after the editors have deleted the demo items.
 */
export async function seedDemoContent(db: Database, uploads: UploadDeps): Promise<boolean> {
  // Only an installation with no content of its own gets the demo, and only ever once.
  const counts = await Promise.all(
    [articles, broadcastVideos, graphics, events].map((table) => db.$count(table)),
  );
  if (counts.some((count) => count > 0)) return false;
  if (!(await claimAppState(db, 'demo-content-seeded', { at: new Date().toISOString() }))) return false;

  let pictureCount = 0;
  const picture = async (name: string, width = 1600, height = 900) =>
    (await storeImage(uploads, await drawCover(pictureCount++, width, height), name)).url;

  const articleImages: string[] = [];
  for (const article of demoArticles) articleImages.push(await picture(`${article.category}-cover.jpg`));
  const videoThumbnails: string[] = [];
  for (const video of demoVideos)
    videoThumbnails.push(await picture(`${video.type}-thumbnail.jpg`, 1280, 720));
  const graphicSlides: string[][] = [];
  for (const graphic of demoGraphics) {
    const slides: string[] = [];
    for (let i = 0; i < graphic.slides; i++) slides.push(await picture(`slide-${i + 1}.jpg`, 1200, 1500));
    graphicSlides.push(slides);
  }
  const topicImages = [await picture('books.jpg', 1200, 800), await picture('podcasts.jpg', 1200, 800)];
  const memberImage = await picture('member-of-the-month.jpg', 900, 900);

  await db.transaction(async (tx) => {
    await tx.insert(contributors).values(demoContributors.map((person) => ({ ...person })));
    await tx.insert(articles).values(
      demoArticles.map((article, i) => ({
        title: article.title,
        excerpt: article.excerpt,
        content: article.paragraphs.join('\n\n'),
        imageUrl: articleImages[i]!,
        category: article.category,
        author: article.author,
        featured: article.featured,
        pullQuotes: article.pullQuotes,
        publishedDate: daysFromNow(-article.daysAgo),
      })),
    );
    await tx.insert(broadcastVideos).values(
      demoVideos.map((video, i) => ({
        title: video.title,
        description: video.description,
        videoUrl: youtube(video.youtubeId),
        thumbnailUrl: videoThumbnails[i]!,
        type: video.type,
        duration: video.duration,
        creators: [...video.creators],
        publishedDate: daysFromNow(-video.daysAgo),
      })),
    );
    await tx.insert(graphics).values(
      demoGraphics.map((graphic, i) => ({
        title: graphic.title,
        description: graphic.description,
        type: graphic.type,
        transitionEffect: graphic.slides > 2 ? 'page-turn' : 'normal',
        imageUrl: graphicSlides[i]![0]!,
        slides: graphicSlides[i]!.map((url, order) => ({
          url,
          mimeType: 'image/jpeg',
          originalName: `slide-${order + 1}.jpg`,
          order,
        })),
        creators: [...graphic.creators],
        tags: [...graphic.tags],
        publishedDate: daysFromNow(-graphic.daysAgo),
      })),
    );
    await tx.insert(events).values(
      demoEvents.map((event) => ({
        title: event.title,
        description: event.description,
        type: event.type,
        // The hours are Columbia's (UTC−5 in winter, close enough for demo content).
        date: daysFromNow(event.daysAhead, event.hour + 5, event.minute),
        location: event.location,
        registrationUrl: 'registrationUrl' in event ? event.registrationUrl : null,
      })),
    );
    for (const [topic, imageUrl, singular] of [
      [demoPickTopic, topicImages[0]!, 'book'],
      [demoPodcastTopic, topicImages[1]!, 'podcast'],
    ] as const) {
      const [saved] = await tx
        .insert(pickTopics)
        .values({ title: topic.title, description: topic.description, category: topic.category, imageUrl })
        .returning();
      await tx.insert(nabjPicks).values(
        topic.items.map((item) => ({
          title: item.recommendationTitle,
          description: item.reasoning,
          type: singular,
          imageUrl,
          url: item.recommendationUrl || null,
          recommendedBy: item.memberName,
          topicId: saved!.id,
        })),
      );
    }
    await tx.insert(membersOfTheMonth).values({
      ...demoMemberOfTheMonth,
      imageUrl: memberImage,
      month: new Date().toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'America/New_York',
      }),
    });
    const grid = demoCrossword.grid.map((row) => [...row]);
    await tx.insert(crosswords).values({
      title: demoCrossword.title,
      isActive: true,
      puzzleData: JSON.stringify({
        rows: grid.length,
        cols: grid[0]!.length,
        grid,
        notes: demoCrossword.notes,
      }),
      clues: JSON.stringify(demoCrossword.clues),
    });
    const [poll] = await tx.insert(polls).values({ question: demoPoll.question, isActive: true }).returning();
    await tx
      .insert(pollOptions)
      .values(demoPoll.options.map((text, position) => ({ pollId: poll!.id, text, position })));
  });
  return true;
}
