import { type ContentKind, contentKinds } from '../src/contracts/content-kinds.ts';
import { contentCatalogue } from '../src/server/content-kinds.ts';
import {
  buildArticle,
  buildContributor,
  buildCrossword,
  buildEmbed,
  buildEvent,
  buildGraphic,
  buildGraphicEdit,
  buildMember,
  buildPick,
  buildPickTopic,
  buildVideo,
  buildVideoEdit,
} from './factories.ts';
import type { SignedInTestApp } from './test-app.ts';

type Json = Record<string, unknown>;

export interface KindSample {
  /** A valid body of the kind's create call, `POST /api/admin/{api}`. */
  build: () => object;
  /** The new item in the create call's answer (a pick is created inside its topic). */
  itemOf?: (created: Json) => Json;
}

export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}
/** A required field, its message, and the blank values refused with it. */
export type RequiredField = [field: string, message: string, blanks?: unknown[]];

export interface CrudKind extends KindSample {
  /** The public read of one item, `/api/{api}/{id}`, for the kinds that have one. */
  publicRead: boolean;
  notFound: string;
  buildEdit: () => object;
  /** The field an edit changes and the answer shows. */
  changed: 'title' | 'name';
  requiredOnCreate: RequiredField[];
  requiredOnEdit: RequiredField[];
  /** Admin calls of this kind beyond the five, on an item's id. */
  moreAdminCalls?: (id: number) => AdminCall[];
}

/** The blank values a required field refuses unless its entry names others. */
export const blank = ['', '   ', undefined];
const blankOrNull = [...blank, null];

const memberFields: RequiredField[] = [
  ['name', 'Name is required'],
  ['major', 'Major is required'],
  ['year', 'Year is required'],
  ['bio', 'Bio is required'],
  ['imageUrl', 'Image is required'],
  ['achievements', 'Achievements are required'],
  ['quote', 'Quote is required'],
  ['month', 'Month is required'],
];

/**
 * What the tests know of every kind of the registry (src/server/content-kinds.test.ts, the CRUD
 * contract test): a new item, an edit, the 404 and the required fields. A kind without an entry
 * fails the typecheck.
 */
export const kindTests = {
  article: {
    build: () => buildArticle(),
    publicRead: true,
    notFound: 'Article not found',
    buildEdit: () => buildArticle(),
    changed: 'title',
    requiredOnCreate: [
      ['title', 'Title is required'],
      ['excerpt', 'Excerpt is required'],
      ['content', 'Content is required'],
      ['author', 'Author is required'],
      ['imageUrl', 'Image is required'],
    ],
    requiredOnEdit: [],
  },
  video: {
    build: () => buildVideo(),
    publicRead: true,
    notFound: 'Video not found',
    buildEdit: () => buildVideoEdit(),
    changed: 'title',
    requiredOnCreate: [
      ['title', 'Title is required', blankOrNull],
      ['description', 'Description is required', blankOrNull],
      ['creators', 'Creator is required', [...blankOrNull, ' , ,', [], ['', '  ']]],
      ['publishedDate', 'Published date is required', blankOrNull],
    ],
    requiredOnEdit: [
      ['title', 'Title is required', blankOrNull],
      ['description', 'Description is required', blankOrNull],
      ['videoUrl', 'Video URL is required', blankOrNull],
      ['duration', 'Duration is required', blankOrNull],
      ['creators', 'At least one creator is required', blankOrNull],
      // Left out, the date stays as it was.
      ['publishedDate', 'Published date is required', ['', '  ', null]],
    ],
  },
  graphic: {
    build: () => buildGraphic(),
    publicRead: true,
    notFound: 'Graphic not found',
    buildEdit: () => buildGraphicEdit(),
    changed: 'title',
    requiredOnCreate: [
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['creators', 'At least one creator is required', ['', ' , ', [], undefined]],
      ['slides', 'At least one slide is required', [[], undefined, null]],
    ],
    requiredOnEdit: [
      ['title', 'Title is required', blankOrNull],
      ['imageUrl', 'Main image is required', blankOrNull],
      ['creators', 'At least one creator is required', blankOrNull],
    ],
    moreAdminCalls: () => [{ method: 'POST', url: '/api/graphics/embed', payload: buildEmbed() }],
  },
  event: {
    build: () => buildEvent(),
    publicRead: true,
    notFound: 'Event not found',
    buildEdit: () => buildEvent(),
    changed: 'title',
    requiredOnCreate: [
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['date', 'Date is required'],
      ['location', 'Location is required'],
    ],
    requiredOnEdit: [],
  },
  pick: {
    build: () => buildPickTopic(),
    itemOf: (topic) => (topic.picks as Json[])[0]!,
    publicRead: false,
    notFound: 'Pick not found',
    buildEdit: () => buildPick(),
    changed: 'title',
    requiredOnCreate: [],
    requiredOnEdit: [],
  },
  contributor: {
    build: () => buildContributor(),
    publicRead: false,
    notFound: 'Contributor not found',
    buildEdit: () => buildContributor(),
    changed: 'name',
    requiredOnCreate: [['name', 'Name is required']],
    requiredOnEdit: [],
  },
  member: {
    build: () => buildMember(),
    publicRead: false,
    notFound: 'Member not found',
    buildEdit: () => buildMember(),
    changed: 'name',
    requiredOnCreate: memberFields,
    requiredOnEdit: memberFields,
  },
  crossword: {
    build: () => buildCrossword(),
    publicRead: false,
    notFound: 'Crossword Not Found',
    buildEdit: () => buildCrossword(),
    changed: 'title',
    requiredOnCreate: [],
    requiredOnEdit: [],
    moreAdminCalls: (id) => [{ method: 'PATCH', url: `/api/admin/crosswords/${id}/activate` }],
  },
} satisfies Record<ContentKind, CrudKind>;

/** One kind's API called as the signed-in admin of `t`, and how many items it stores. */
export function kindApi(t: SignedInTestApp, kind: ContentKind) {
  const { api } = contentKinds[kind];
  return {
    create: (body: unknown) => t.asAdmin('POST', `/api/admin/${api}`, body),
    /** An edit; `headers` such as If-Match (http/versions.ts). */
    update: (id: number, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/${api}/${id}`,
        payload: body as object,
        headers: { cookie: t.cookie, ...headers },
      }),
    adminRead: (id: number) => t.asAdmin('GET', `/api/admin/${api}/${id}`),
    publicList: async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/${api}${query}` })).json(),
    storedCount: () => t.db.$count(contentCatalogue[kind].table),
  };
}
