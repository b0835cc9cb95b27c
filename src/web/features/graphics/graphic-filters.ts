import type { Graphic } from '../../../contracts/graphic.ts';
import { graphicMedia, isEmbedGraphic, matchesSearch } from '../../lib/media.ts';

/** public-site §5: graphics match on title, description and creators, case-insensitive. */
export function filterGraphics(graphics: readonly Graphic[], query: string): Graphic[] {
  return graphics.filter((graphic) =>
    matchesSearch(query, [graphic.title, graphic.description, ...graphic.creators]),
  );
}

/** One page of the Featured Graphics Collection book. */
export interface BookPage {
  graphic: Graphic;
  url: string;
  isVideo: boolean;
  /** 1-based position of this page within its graphic. */
  slide: number;
  slideCount: number;
}

export const COLLECTION_GRAPHICS = 3;
export const COLLECTION_MAX_PAGES = 30;

/**
 * The Featured Graphics Collection (public-site §2): the newest graphics made to be leafed through —
 * those with the page-turn transition or more than one slide — bound into one book, page after page.
 * `graphics` come newest first, as the API sends them. A single page is no book: none then.
 */
export function featuredCollection(graphics: readonly Graphic[]): BookPage[] {
  const pages = graphics
    .filter((graphic) => !isEmbedGraphic(graphic))
    .map((graphic) => ({ graphic, media: graphicMedia(graphic) }))
    .filter(
      ({ graphic, media }) =>
        media.length > 1 || (graphic.transitionEffect === 'page-turn' && media.length > 0),
    )
    .slice(0, COLLECTION_GRAPHICS)
    .flatMap(({ graphic, media }) =>
      media.map((item, index) => ({
        graphic,
        url: item.url,
        isVideo: item.isVideo,
        slide: index + 1,
        slideCount: media.length,
      })),
    )
    .slice(0, COLLECTION_MAX_PAGES);
  return pages.length > 1 ? pages : [];
}
