import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildArticle,
  buildContributor,
  buildGraphic,
  buildVideo,
} from '../../../../test-support/factories.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import { SOCIAL_FIELD_MESSAGE } from '../../../contracts/contributor.ts';
import { credits } from '../../db/credits.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { videos } from '../videos/videos.table.ts';

const t = signedInTestApp();

const create = (body: unknown) => t.asAdmin('POST', '/api/admin/contributors', body);

const update = (id: number, body: unknown) => t.asAdmin('PUT', `/api/admin/contributors/${id}`, body);

async function adminList(): Promise<{ id: number; name: string }[]> {
  return (await t.asAdmin('GET', '/api/admin/contributors')).json();
}

const byName = (encoded: string) =>
  t.app.inject({ method: 'GET', url: `/api/contributors/by-name/${encoded}` });
const contentOf = (encoded: string) =>
  t.app.inject({ method: 'GET', url: `/api/contributors/by-name/${encoded}/content` });

describe('contributors API', () => {
  it('creates, reads publicly by name and as admin, updates and deletes a contributor', async () => {
    const input = buildContributor({ name: 'Maya Brooks' });
    const created = await create(input);
    expect(created.statusCode).toBe(201);
    const contributor = created.json();
    expect(contributor).toEqual({
      id: expect.any(Number),
      ...input,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });

    const publicRead = await byName('Maya%20Brooks');
    expect(publicRead.statusCode).toBe(200);
    const { email: _e, createdAt: _c, updatedAt: _u, version: _v, ...publicShape } = contributor;
    expect(publicRead.json()).toEqual(publicShape);

    const adminRead = await t.asAdmin('GET', `/api/admin/contributors/${contributor.id}`);
    expect(adminRead.json()).toEqual(contributor);
    expect((await adminList()).map((c) => c.id)).toContain(contributor.id);

    const updated = await update(contributor.id, {
      ...input,
      isActive: false,
      schoolYear: 'Alumni',
      major: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: contributor.id,
      isActive: false,
      schoolYear: 'Alumni',
      major: null,
    });
    expect((await byName('maya%20brooks')).json().isActive).toBe(false);

    const deleted = await t.asAdmin('DELETE', `/api/admin/contributors/${contributor.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await byName('Maya%20Brooks');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Contributor not found' });
  });

  it('finds a contributor by name case-insensitively, URL-decoded, and never shows the e-mail', async () => {
    const contributor = (
      await create(buildContributor({ name: 'Zoë Laurent-Hall', email: 'zoe@email.sc.edu' }))
    ).json();
    for (const encoded of [
      encodeURIComponent('Zoë Laurent-Hall'),
      encodeURIComponent('ZOË LAURENT-HALL'),
      encodeURIComponent('zoë laurent-hall'),
    ]) {
      const response = await byName(encoded);
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(contributor.id);
      expect(response.json()).not.toHaveProperty('email');
      expect(response.body).not.toContain('zoe@email.sc.edu');
    }
    expect((await byName('Nobody%20Here')).statusCode).toBe(404);
  });

  it('keeps only the fields given: empty optional fields are absent and isActive defaults to true', async () => {
    const response = await create({
      name: '  Sam Rivera  ',
      email: '',
      major: '   ',
      graduationYear: '',
      schoolYear: '',
      bio: null,
      profileImageUrl: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Sam Rivera',
      email: null,
      major: null,
      graduationYear: null,
      schoolYear: null,
      bio: null,
      profileImageUrl: null,
      linkedIn: null,
      twitter: null,
      instagram: null,
      isActive: true,
    });
    const nullYear = await create(buildContributor({ graduationYear: null, schoolYear: 'senior' }));
    expect(nullYear.json()).toMatchObject({ graduationYear: null, schoolYear: 'Senior' });
    const textYear = await create(buildContributor({ graduationYear: '2028' as unknown as number }));
    expect(textYear.json().graduationYear).toBe(2028);
  });

  it('refuses a duplicate name in any case with 409, on create and on rename', async () => {
    const first = (await create(buildContributor({ name: 'Jordan Ellis' }))).json();
    const before = await adminList();
    for (const name of ['Jordan Ellis', 'jordan ellis', '  JORDAN ELLIS ']) {
      const response = await create(buildContributor({ name }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'A contributor with this name already exists' });
    }
    const other = (await create(buildContributor())).json();
    const rename = await update(other.id, buildContributor({ name: 'JORDAN ellis' }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ message: 'A contributor with this name already exists' });
    // Saving a contributor under its own name, in another case, is no conflict.
    const recase = await update(first.id, buildContributor({ name: 'Jordan ELLIS' }));
    expect(recase.statusCode).toBe(200);
    expect((await adminList()).length).toBe(before.length + 1);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email', 'Must be a valid e-mail address'],
    [{ email: 'maya@' }, 'email', 'Must be a valid e-mail address'],
    [{ graduationYear: 1949 }, 'graduationYear', 'Graduation year must be a year between 1950 and 2100'],
    [{ graduationYear: 2101 }, 'graduationYear', 'Graduation year must be a year between 1950 and 2100'],
    [{ graduationYear: 2026.5 }, 'graduationYear', 'Graduation year must be a year between 1950 and 2100'],
    [{ graduationYear: 'soon' }, 'graduationYear', 'Graduation year must be a year between 1950 and 2100'],
    [
      { schoolYear: 'Fifth year' },
      'schoolYear',
      'School year must be one of Freshman, Sophomore, Junior, Senior, Graduate, Alumni',
    ],
    [{ profileImageUrl: 'javascript:alert(1)' }, 'profileImageUrl', 'Image must be a valid URL'],
    [{ linkedIn: 'javascript:alert(1)' }, 'linkedIn', SOCIAL_FIELD_MESSAGE],
    [{ twitter: 'data:text/html,<script>alert(1)</script>' }, 'twitter', SOCIAL_FIELD_MESSAGE],
    [{ instagram: 'JavaScript:alert(1)' }, 'instagram', SOCIAL_FIELD_MESSAGE],
  ])('refuses %j with the message of %s and stores nothing', async (overrides, field, message) => {
    const before = await adminList();
    const response = await create({ ...buildContributor(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await adminList()).toEqual(before);
  });

  it('keeps a social handle, a bare profile address or an http(s) link', async () => {
    const links = {
      linkedIn: 'linkedin.com/in/maya-brooks',
      twitter: '@maya',
      instagram: 'https://www.instagram.com/maya/',
    };
    const response = await create(buildContributor(links));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(links);
  });

  it('accepts the bounds of the graduation year and every school year', async () => {
    expect((await create(buildContributor({ graduationYear: 1950 }))).json().graduationYear).toBe(1950);
    expect((await create(buildContributor({ graduationYear: 2100 }))).json().graduationYear).toBe(2100);
    for (const schoolYear of ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate', 'Alumni']) {
      expect((await create(buildContributor({ schoolYear }))).json().schoolYear).toBe(schoolYear);
    }
  });

  describe('content of a name', () => {
    async function post(url: string, payload: object) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.cookie } });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number };
    }

    it('gathers articles by byline and videos and graphics by credit, case-insensitively', async () => {
      await create(buildContributor({ name: 'Nia Carter' }));
      const article = await post('/api/admin/articles', buildArticle({ author: 'nia carter' }));
      await post('/api/admin/articles', buildArticle({ author: 'Someone Else' }));
      await post('/api/admin/articles', buildArticle({ author: 'Nia Carter', status: 'draft' }));
      const video = await post(
        '/api/admin/broadcast',
        buildVideo({ creators: ['Ade Okafor', 'NIA CARTER'] }),
      );
      await post('/api/admin/broadcast', buildVideo({ creators: ['Ade Okafor'] }));
      const graphic = await post('/api/admin/graphics', buildGraphic({ creators: ['Nia Carter'] }));
      await post('/api/admin/graphics', buildGraphic({ creators: ['Nia Carterson'] }));

      const response = await contentOf('Nia%20Carter');
      expect(response.statusCode).toBe(200);
      const content = response.json();
      expect(Object.keys(content).sort()).toEqual(['articles', 'graphics', 'videos']);
      expect(content.articles.map((a: { id: number }) => a.id)).toEqual([article.id]);
      expect(content.videos.map((v: { id: number }) => v.id)).toEqual([video.id]);
      expect(content.graphics.map((g: { id: number }) => g.id)).toEqual([graphic.id]);
      // Public shapes only: no publication status.
      expect(content.articles[0]).not.toHaveProperty('status');
      expect(content.videos[0]).not.toHaveProperty('status');
      expect(content.graphics[0]).not.toHaveProperty('status');
    });

    it('finds credits through the indexes of lowered names, and follows an edited credit', async () => {
      const video = await post('/api/admin/broadcast', buildVideo({ creators: ['Zoë Ámbar'] }));
      expect((await contentOf(encodeURIComponent('ZOË ámbar'))).json().videos).toHaveLength(1);
      const edited = await t.asAdmin(
        'PUT',
        `/api/admin/broadcast/${video.id}`,
        buildVideo({ creators: ['Kofi Mensah'] }),
      );
      expect(edited.statusCode).toBe(200);
      // No credit left and no profile: the name is not found.
      expect((await contentOf(encodeURIComponent('Zoë Ámbar'))).statusCode).toBe(404);
      expect((await contentOf('kofi%20mensah')).json().videos.map((v: { id: number }) => v.id)).toEqual([
        video.id,
      ]);
      // The condition must be the index's expression, or every page reads every video and graphic.
      for (const [table, index] of [
        [videos, 'broadcast_videos_creators_lower_idx'],
        [graphics, 'graphics_creators_lower_idx'],
      ] as const) {
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return tx.execute(
            sql`explain select id from ${table} where ${credits(table.creators, 'Kofi Mensah')}`,
          );
        });
        expect(JSON.stringify(plan)).toContain(index);
      }
    });

    it('answers for a byline without a profile; a name with neither profile nor work is 404', async () => {
      const article = await post('/api/admin/articles', buildArticle({ author: 'Guest Writer' }));
      const guest = await contentOf(encodeURIComponent('GUEST writer'));
      expect(guest.statusCode).toBe(200);
      expect(guest.json().articles.map((a: { id: number }) => a.id)).toEqual([article.id]);
      expect((await byName('Guest%20Writer')).statusCode).toBe(404);

      const unknown = await contentOf('Nobody%20At%20All');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Contributor not found' });

      // A profile without published work still answers, with empty lists.
      expect((await create(buildContributor({ name: 'Quiet Member' }))).statusCode).toBe(201);
      const quiet = await contentOf('quiet%20member');
      expect(quiet.statusCode).toBe(200);
      expect(quiet.json()).toEqual({ articles: [], videos: [], graphics: [] });
    });
  });
});
