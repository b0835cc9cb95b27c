import type {
  AdminGraphic,
  Graphic,
  GraphicType,
  Slide,
  TransitionEffect,
} from '../../../contracts/graphic.ts';
import type { GraphicRow } from './graphics.repository.ts';

function presentSlides(slides: GraphicRow['slides']): Slide[] {
  return [...slides]
    .sort((a, b) => a.order - b.order)
    .map((slide) => ({
      url: slide.url,
      mimeType: slide.mimeType,
      originalName: slide.originalName,
      order: slide.order,
    }));
}

/** The public fields only (public-site §3, plus createdAt): status and updatedAt stay on the admin side. */
export function presentGraphic(row: GraphicRow): Graphic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type as GraphicType,
    transitionEffect: row.transitionEffect as TransitionEffect,
    imageUrl: row.imageUrl,
    additionalImages: row.additionalImages,
    slides: presentSlides(row.slides),
    // Admin-written HTML: clients render it only in a sandboxed iframe (docs/api/graphics.md).
    embedCode: row.embedCode,
    creators: row.creators,
    tags: row.tags,
    publishedDate: row.publishedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminGraphic(row: GraphicRow): AdminGraphic {
  return {
    ...presentGraphic(row),
    status: row.status,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    version: row.version,
  };
}
