import { z } from 'zod';
import { adminRoleSchema } from './admin-auth.ts';
import { dateText, isoDateSchema, optionalText, requiredText, rowIdSchema, versionField } from './common.ts';
import { publishedKinds } from './content-kinds.ts';

/**
 * Where a pitch stands, read from its item every time: no assignee (pitched), a draft untouched since
 * the assignment (assigned), a draft edited since (drafting), in review, published with a date to
 * come (scheduled), published.
 */
export const budgetStages = [
  'pitched',
  'assigned',
  'drafting',
  'in-review',
  'scheduled',
  'published',
] as const;
export type BudgetStage = (typeof budgetStages)[number];

/** The due filter: wanted-by date past and not published; within the next 7 days; later. */
export const budgetDue = ['overdue', 'this-week', 'later'] as const;

/** `POST /api/admin/budget`: anyone pitches a story. */
export const pitchInputSchema = z.object({
  title: requiredText('Title is required', 300),
  summary: optionalText(2000),
  kind: z.enum(publishedKinds, { error: `Kind must be one of ${publishedKinds.join(', ')}` }),
  wantedBy: requiredText('Wanted-by date is required', 100).pipe(dateText()),
});
export type PitchInput = z.input<typeof pitchInputSchema>;

/** `PATCH /api/admin/budget/:id`: any of the pitch's fields; `kind` only until the draft exists. */
export const pitchEditSchema = pitchInputSchema.partial();

export const ASSIGNEE_REQUIRED = 'Choose whom to assign it to';

/** `POST /api/admin/budget/:id/assign`: the account that will write it (the screen's select may be empty). */
export const assignSchema = z.object({
  assigneeId: z
    .unknown()
    .refine((value) => value !== '' && value != null, ASSIGNEE_REQUIRED)
    .pipe(rowIdSchema),
});

export const budgetQuerySchema = z.object({
  assignee: rowIdSchema.optional(),
  kind: z.enum(publishedKinds).optional(),
  due: z.enum(budgetDue).optional(),
});

export const pitchSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  kind: z.enum(publishedKinds),
  wantedBy: isoDateSchema,
  /** Usernames; '' when the account is gone. */
  pitchedBy: z.string(),
  /** The pitcher's account, null once it is gone. */
  pitcherId: z.number().nullable(),
  assigneeId: z.number().nullable(),
  assignee: z.string().nullable(),
  /** The draft the assignment created (kind and id), null until assigned. */
  item: z.object({ kind: z.enum(publishedKinds), id: z.number() }).nullable(),
  stage: z.enum(budgetStages),
  overdue: z.boolean(),
  createdAt: isoDateSchema,
  ...versionField,
});
export type Pitch = z.infer<typeof pitchSchema>;

/**
 * `GET /api/admin/budget/assignees`: the accounts an editor may assign a pitch to, with no e-mail
 * address, since the accounts list itself is for admins only.
 */
export const budgetAssigneeSchema = z.object({ id: z.number(), username: z.string(), role: adminRoleSchema });
export type BudgetAssignee = z.infer<typeof budgetAssigneeSchema>;

export const PITCH_NOT_FOUND = 'Pitch not found';
export const PITCH_LOCKED = 'Only an editor can change a pitch once it is assigned, or another’s pitch';
export const ASSIGNEE_NOT_FOUND = 'No such account';
/** `PATCH` with another `kind` once the assignment has made the draft (409). */
export const PITCH_KIND_LOCKED = 'The kind of a pitch cannot change once its draft exists';
