import { contentCatalogue, listedKinds } from '../../content-kinds.ts';
import { claimAppState } from '../../modules/app-state/app-state.repository.ts';
import { articles } from '../../modules/articles/articles.table.ts';
import { contributors } from '../../modules/contributors/contributors.table.ts';
import { crosswords } from '../../modules/crosswords/crosswords.table.ts';
import { events } from '../../modules/events/events.table.ts';
import { graphics } from '../../modules/graphics/graphics.table.ts';
import { membersOfTheMonth } from '../../modules/members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks, pickTopics } from '../../modules/picks/picks.table.ts';
import { pollOptions, polls } from '../../modules/polls/polls.table.ts';
import { storeImage, type UploadDeps } from '../../modules/uploads/uploads.service.ts';
import { videos } from '../../modules/videos/videos.table.ts';
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
import {
  drawChartSlide,
  drawPickCover,
  drawPortrait,
  drawStorefront,
  drawStoryCover,
  drawVideoThumbnail,
} from './demo-pictures.ts';

const DAY = 24 * 60 * 60 * 1000;

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
  const counts = await Promise.all(listedKinds.map((kind) => db.$count(contentCatalogue[kind].table)));
  if (counts.some((count) => count > 0)) return false;
  if (!(await claimAppState(db, 'demo-content-seeded', { at: new Date().toISOString() }))) return false;

  const picture = async (name: string, drawing: Promise<Buffer>) =>
    (await storeImage(uploads, await drawing, name)).url;

  const articleImages: string[] = [];
  for (const [i, article] of demoArticles.entries())
    articleImages.push(await picture(`${article.category}-cover.jpg`, drawStoryCover(article.category, i)));
  const videoThumbnails: string[] = [];
  for (const [i, video] of demoVideos.entries())
    videoThumbnails.push(await picture(`${video.type}-thumbnail.jpg`, drawVideoThumbnail(video.type, i)));
  const graphicSlides: string[][] = [];
  for (const graphic of demoGraphics) {
    const slides: string[] = [];
    for (let i = 0; i < graphic.slides; i++) {
      const drawing =
        graphic.type === 'infographic'
          ? drawChartSlide(i)
          : graphic.type === 'photography'
            ? drawPortrait(i, 1200, 1500)
            : drawStorefront(i);
      slides.push(await picture(`slide-${i + 1}.jpg`, drawing));
    }
    graphicSlides.push(slides);
  }
  const topicImages = [
    await picture('books.jpg', drawPickCover('book')),
    await picture('podcasts.jpg', drawPickCover('podcast')),
  ];
  // The member of the month reports on health: the portrait takes the health colours.
  const memberImage = await picture('member-of-the-month.jpg', drawPortrait(2));

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
    await tx.insert(videos).values(
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
