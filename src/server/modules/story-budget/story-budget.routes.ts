import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { actionRoles, canChangePitch } from '../../../contracts/permissions.ts';
import {
  assignSchema,
  budgetAssigneeSchema,
  budgetQuerySchema,
  PITCH_KIND_LOCKED,
  PITCH_LOCKED,
  PITCH_NOT_FOUND,
  pitchEditSchema,
  pitchInputSchema,
  pitchSchema,
} from '../../../contracts/story-budget.ts';
import type { Database, Executor } from '../../db/client.ts';
import { nextVersion } from '../../db/version.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { basedOn, conflictAnswer, tagVersion, takeVersion } from '../../http/versions.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { recordedByService } from '../audit-log/audit-words.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import {
  assignPitch,
  listAssignees,
  listPitches,
  lockPitch,
  pitchValues,
  wantedByInstant,
} from './story-budget.service.ts';
import { storyPitches } from './story-budget.table.ts';

/**
 * The story budget (docs/admin/review-and-budget.md): everyone sees the board and pitches; an editor
 * assigns, which creates the draft; a pitch is changed or dropped by an editor, or by its pitcher
 * while no one is assigned.
 */
export const storyBudgetRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function onePitch(id: number) {
    const [pitch] = await listPitches(db, { id });
    if (!pitch) throw notFound(PITCH_NOT_FOUND);
    return pitch;
  }

  /** A pitch's card after a write of it, its version also as the ETag. */
  async function answer(reply: FastifyReply, id: number) {
    const pitch = await onePitch(id);
    tagVersion(reply, pitch);
    return pitch;
  }

  const answers = { 200: pitchSchema, 409: conflictAnswer(pitchSchema) };

  /** The pitch, locked, when the account may change it (and at `basedOn`, when named). */
  async function changeablePitch(tx: Executor, account: SessionAdmin, id: number, basedOn?: number) {
    const pitch = await lockPitch(tx, id, basedOn);
    if (canChangePitch(account, { pitcherId: pitch.pitchedBy, assigneeId: pitch.assigneeId })) return pitch;
    throw new HttpError(403, PITCH_LOCKED);
  }

  app.get(
    '/api/admin/budget',
    {
      config: { role: 'contributor' },
      schema: { querystring: budgetQuerySchema, response: { 200: z.array(pitchSchema) } },
    },
    async (request) => {
      const { assignee, kind, due } = request.query;
      return listPitches(db, { assigneeId: assignee, kind, due });
    },
  );

  // Whom a pitch can go to: the accounts list itself is for admins only and carries e-mail addresses.
  app.get(
    '/api/admin/budget/assignees',
    { config: { role: 'editor' }, schema: { response: { 200: z.array(budgetAssigneeSchema) } } },
    async () => listAssignees(db),
  );

  app.post(
    '/api/admin/budget',
    { config: { role: 'contributor' }, schema: { body: pitchInputSchema, response: { 201: pitchSchema } } },
    async (request, reply) => {
      const { wantedBy, ...pitch } = request.body;
      const { timeZone } = await readSiteSettings(db);
      const [row] = await db
        .insert(storyPitches)
        .values({ ...pitch, wantedBy: wantedByInstant(wantedBy, timeZone), pitchedBy: signedIn(request).id })
        .returning({ id: storyPitches.id });
      return reply.status(201).send(await onePitch(row!.id));
    },
  );

  app.patch(
    '/api/admin/budget/:id',
    {
      config: { role: 'contributor' },
      preValidation: takeVersion,
      schema: { params: idParamsSchema, body: pitchEditSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { timeZone } = await readSiteSettings(db);
      await db.transaction(async (tx) => {
        const pitch = await changeablePitch(tx, signedIn(request), id, basedOn(request));
        // The draft stays in the kind it was made in; a card of another kind would not be its card.
        const { kind } = request.body;
        if (kind !== undefined && kind !== pitch.kind && pitch.itemId !== null) {
          throw conflict(PITCH_KIND_LOCKED);
        }
        await tx
          .update(storyPitches)
          .set({ ...pitchValues(request.body, timeZone), ...nextVersion(storyPitches) })
          .where(eq(storyPitches.id, id));
      });
      return answer(reply, id);
    },
  );

  app.delete(
    '/api/admin/budget/:id',
    { config: { role: 'contributor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await changeablePitch(tx, signedIn(request), request.params.id);
        await tx.delete(storyPitches).where(eq(storyPitches.id, request.params.id));
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/budget/:id/assign',
    {
      config: { role: actionRoles.assign },
      preValidation: takeVersion,
      schema: { params: idParamsSchema, body: assignSchema, response: answers },
    },
    async (request, reply) => {
      recordedByService(request);
      const { assigneeId } = request.body;
      await assignPitch(db, signedIn(request), request.params.id, { assigneeId, basedOn: basedOn(request) });
      return answer(reply, request.params.id);
    },
  );
};
