import { z } from 'zod';
import {
  adminPublicationFields,
  boundedNameList,
  isoDateSchema,
  optionalDate,
  optionalText,
  optionalUrlOrPath,
  publicationStatusSchema,
  requiredNameList,
  requiredText,
  urlOrPath,
} from './common.ts';
import { byStatus } from './drafts.ts';
import {
  EMBED_REQUIRED,
  graphicTypes,
  guessMediaMimeType,
  MAX_EMBED_CODE_LENGTH,
  MAX_SLIDES,
  orderSlides,
  SLIDE_REQUIRED,
  transitionEffects,
} from './graphic-values.ts';

export * from './graphic-values.ts';

export const graphicTypeSchema = z.enum(graphicTypes, {
  error: `Type must be one of ${graphicTypes.join(', ')}`,
});

export const transitionEffectSchema = z.enum(transitionEffects, {
  error: 'Transition must be normal or page-turn',
});

const SLIDE_MIME_TYPE = /^(image|video)\/[a-z0-9][a-z0-9.+-]*$/;

const slideUrl = urlOrPath('Slide URL must be a valid URL');

/**
 * One slide as the form sends it. `filename` is what /api/admin/upload-slides answers, and older
 * slides carry their address as imageUrl or src (admin-area §3); all are read as one shape.
 * A missing mimeType is guessed from the extension; only images and videos are slides.
 */
export const slideInputSchema = z
  .object({
    url: z.string().optional(),
    imageUrl: z.string().optional(),
    src: z.string().optional(),
    mimeType: z.string().optional(),
    originalName: z.string().optional(),
    filename: z.string().optional(),
    order: z.number().int().min(0).optional(),
  })
  .transform((slide, ctx) => {
    const url = (slide.url || slide.imageUrl || slide.src || '').trim();
    if (!slideUrl.safeParse(url).success) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Slide URL must be a valid URL' });
      return z.NEVER;
    }
    const mimeType = slide.mimeType?.trim().toLowerCase() || guessMediaMimeType(url) || '';
    if (!SLIDE_MIME_TYPE.test(mimeType)) {
      ctx.addIssue({ code: 'custom', path: ['mimeType'], message: 'A slide must be an image or a video' });
      return z.NEVER;
    }
    const originalName = (slide.originalName ?? slide.filename ?? '').trim().slice(0, 255);
    return { url, mimeType, originalName, order: slide.order };
  });
export type SlideInput = z.input<typeof slideInputSchema>;

const slideListSchema = z
  .array(slideInputSchema, { error: SLIDE_REQUIRED })
  .min(1, SLIDE_REQUIRED)
  .max(MAX_SLIDES, `At most ${MAX_SLIDES} slides`)
  .transform(orderSlides);

// Blank entries are dropped (admin-area §5); the rest must be addresses.
const additionalImagesSchema = z
  .array(z.union([z.string(), z.null()]), { error: 'Additional images must be a list of URLs' })
  .transform((urls) => urls.map((url) => (url ?? '').trim()).filter(Boolean))
  .pipe(z.array(urlOrPath('Additional images must be valid URLs')).max(20, 'At most 20 additional images'));

const tagList = boundedNameList({ message: 'Tags must be a list', maxNames: 30, maxLength: 60 });

const EMBED_CODE_TOO_LONG = `Embed code must be at most ${MAX_EMBED_CODE_LENGTH.toLocaleString('en-US')} characters`;

/**
 * admin-area §5, create-graphic form; a draft needs only the title (drafts.ts). imageUrl defaults to
 * the first slide's address (§3); a draft may have neither.
 */
export const graphicInputSchema = byStatus(
  z.object({
    title: requiredText('Title is required', 300),
    description: requiredText('Description is required', 5000),
    type: graphicTypeSchema.optional().default('illustration'),
    transitionEffect: transitionEffectSchema.optional().default('normal'),
    imageUrl: optionalUrlOrPath('Main image must be a valid URL'),
    slides: slideListSchema,
    additionalImages: additionalImagesSchema.optional().default([]),
    creators: requiredNameList('At least one creator is required'),
    tags: tagList.optional().default([]),
    publishedDate: optionalDate,
    status: publicationStatusSchema.optional().default('published'),
  }),
).transform((graphic) => ({ ...graphic, imageUrl: graphic.imageUrl || graphic.slides[0]?.url || '' }));
export type GraphicInput = z.input<typeof graphicInputSchema>;

/**
 * admin-area §5, edit-graphic form. Fields that form does not send (slides, transitionEffect, tags,
 * embedCode) and an absent publishedDate are kept as they are. An embed has no main image, and a
 * draft needs only its title (drafts.ts).
 */
export const graphicEditSchema = byStatus(
  z.object({
    title: requiredText('Title is required', 300),
    description: optionalText(5000),
    type: graphicTypeSchema.optional().default('illustration'),
    transitionEffect: transitionEffectSchema.optional(),
    imageUrl: optionalUrlOrPath('Main image must be a valid URL'),
    slides: slideListSchema.optional(),
    additionalImages: additionalImagesSchema.optional(),
    embedCode: z
      .string({ error: 'Embed code must be text' })
      .max(MAX_EMBED_CODE_LENGTH, EMBED_CODE_TOO_LONG)
      .nullable()
      .optional(),
    creators: requiredNameList('At least one creator is required'),
    tags: tagList.optional(),
    publishedDate: optionalDate,
    status: publicationStatusSchema.optional().default('published'),
  }),
  (finished) =>
    finished.refine((graphic) => graphic.type === 'embed' || graphic.imageUrl !== '', {
      path: ['imageUrl'],
      message: 'Main image is required',
      // Also reported beside other fields' errors, as long as type and imageUrl themselves were
      // readable (and the body was an object at all: a null body reached this check and threw).
      when: (payload) =>
        !payload.issues.some(
          (issue) => !issue.path?.length || issue.path[0] === 'imageUrl' || issue.path[0] === 'type',
        ),
    }),
);
export type GraphicEditInput = z.input<typeof graphicEditSchema>;

/**
 * admin-area §3 embedded graphic. The code is stored as sent: it is only ever rendered inside a
 * sandboxed iframe without same-origin rights, so it cannot reach the site's cookies or pages.
 * `publishDate` is the form's name for the date; `publishedDate` is read too. A draft needs only the
 * title (drafts.ts).
 */
export const embedGraphicInputSchema = byStatus(
  z.object({
    title: requiredText(EMBED_REQUIRED, 300),
    creators: requiredNameList(EMBED_REQUIRED),
    embedCode: z
      .string({ error: EMBED_REQUIRED })
      .refine((code) => code.trim().length > 0, EMBED_REQUIRED)
      .refine((code) => code.length <= MAX_EMBED_CODE_LENGTH, EMBED_CODE_TOO_LONG),
    description: optionalText(5000),
    tags: tagList.optional().default([]),
    publishDate: optionalDate,
    publishedDate: optionalDate,
    status: publicationStatusSchema.optional().default('published'),
  }),
).transform(({ publishDate, publishedDate, ...graphic }) => ({
  ...graphic,
  publishedDate: publishDate ?? publishedDate,
}));
export type EmbedGraphicInput = z.input<typeof embedGraphicInputSchema>;

export const slideSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  originalName: z.string(),
  order: z.number(),
});

/** public-site §3 fields, plus createdAt for the admin manage cards. */
export const graphicSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  type: z.enum(graphicTypes),
  transitionEffect: z.enum(transitionEffects),
  imageUrl: z.string(),
  additionalImages: z.array(z.string()),
  slides: z.array(slideSchema),
  embedCode: z.string().nullable(),
  creators: z.array(z.string()),
  tags: z.array(z.string()),
  publishedDate: isoDateSchema,
  createdAt: isoDateSchema,
});
export type Graphic = z.infer<typeof graphicSchema>;

export const adminGraphicSchema = graphicSchema.extend(adminPublicationFields);
export type AdminGraphic = z.infer<typeof adminGraphicSchema>;
