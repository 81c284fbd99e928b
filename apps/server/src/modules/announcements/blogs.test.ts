import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnnouncement, TMyAnnouncement, TPostComment } from '@staffdesk/core/announcements-api';
import { sendForm, PNG } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The blog (issue 15, `/blog`): posts with a blog type and a cover image, published to employees; employees comment,
 * HR approves or hides (moderation) and comments at once; the moderation queue; the tenant's `blogs` flag.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let ids: { news: string; event: string };

type TMethod = 'GET' | 'POST';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const post = (fields: Record<string, string>) =>
  sendForm(
    t.app,
    hr,
    'POST',
    '/blogs',
    { title: 'Our new canteen', body: '<p>Opens Monday.</p>', audience: 'all', status: 'published', ...fields },
    { field: 'image', name: 'cover.png', type: 'image/png', content: PNG },
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp] = [await loginAs(t.app, 'hr@demo.test', 'demo'), await loginAs(t.app, 'emp@demo.test', 'demo')];
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  const tenant = `(select id from tenants where account = 'demo')`;
  ids = {
    news: await one(`select id from blog_types where tenant_id = ${tenant} and name = 'Company news'`),
    event: await one(`select id from announcement_types where tenant_id = ${tenant} and name = 'Event'`),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('a blog post', () => {
  it('has a blog type and a cover; it is neither an announcement nor a promotion', async () => {
    const r = await post({ typeId: ids.news });
    expect(r.statusCode).toBe(201);
    const p = r.json() as TAnnouncement;
    expect(p).toMatchObject({ kind: 'blog', typeId: ids.news, typeName: 'Company news', hasImage: true });
    expect((await api(hr, 'GET', `/announcements/${p.id}`)).statusCode).toBe(404);
    expect((await api(hr, 'GET', `/promotions/${p.id}`)).statusCode).toBe(404);
    // an announcement's type is no blog type
    expect((await post({ typeId: ids.event })).json().fields).toEqual({ typeId: 'invalidReference' });
    const mine = (await api(emp, 'GET', '/me/blogs')).json() as TMyAnnouncement[];
    expect(mine.find((x) => x.id === p.id)).toMatchObject({ typeName: 'Company news', hasImage: true });
    const bells = (await api(emp, 'GET', '/notifications?page=1&pageSize=50')).json().rows;
    expect(bells.some((n: { kind: string; params: { id: string } }) => n.kind === 'blog' && n.params.id === p.id)).toBe(
      true,
    );
  });
});

describe('comments', () => {
  it('an employee’s waits for approval; HR’s shows at once; hidden ones leave the others’ view', async () => {
    const p = (await post({ typeId: ids.news, title: 'Comment on me' })).json() as TAnnouncement;
    const mine = await api(emp, 'POST', `/me/blogs/${p.id}/comments`, { body: 'Will there be vegetarian food?' });
    expect(mine.statusCode).toBe(201);
    const c = mine.json() as TPostComment;
    expect(c).toMatchObject({ status: 'pending', mine: true, authorCode: 'PP1001', postTitle: 'Comment on me' });
    // HR is told, and finds it first in the queue
    expect((await api(hr, 'GET', '/notifications/unread?kind=blogComment')).json().count).toBeGreaterThanOrEqual(1);
    const queue = (await api(hr, 'GET', '/blogs/comments?status=pending&pageSize=50')).json().rows as TPostComment[];
    expect(queue.map((x) => x.id)).toContain(c.id);
    // HR answers: shown at once
    const answer = await api(hr, 'POST', `/blogs/${p.id}/comments`, { body: 'Yes, every day.' });
    expect(answer.json()).toMatchObject({ status: 'approved', authorCode: null, authorName: 'Dara Sok' });
    const seen = (await api(emp, 'GET', `/me/blogs/${p.id}/comments`)).json() as TPostComment[];
    expect(seen.map((x) => [x.body, x.status])).toEqual([
      ['Will there be vegetarian food?', 'pending'],
      ['Yes, every day.', 'approved'],
    ]);
    const approved = await api(hr, 'POST', `/blogs/${p.id}/comments/${c.id}/moderate`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', moderatedByName: 'Dara Sok' });
    const hidden = await api(hr, 'POST', `/blogs/${p.id}/comments/${answer.json().id}/moderate`, { status: 'hidden' });
    expect(hidden.json().status).toBe('hidden');
    const after = (await api(emp, 'GET', `/me/blogs/${p.id}/comments`)).json() as TPostComment[];
    expect(after.map((x) => x.body)).toEqual(['Will there be vegetarian food?']);
    // audited
    const log = await owner.query(
      `select action from audit_log where entity = 'blogComment' and entity_id = $1 order by at`,
      [c.id],
    );
    expect(log.rows.map((x) => x.action)).toEqual(['blogComment.create', 'blogComment.moderate']);
  });

  it('refuses empty comments, unknown posts and drafts', async () => {
    const p = (await post({ typeId: ids.news, title: 'Empty' })).json() as TAnnouncement;
    const empty = await api(emp, 'POST', `/me/blogs/${p.id}/comments`, { body: '  ' });
    expect(empty.json().fields).toEqual({ body: 'required' });
    expect((await api(emp, 'GET', `/me/blogs/${crypto.randomUUID()}/comments`)).statusCode).toBe(404);
    const draft = (await post({ typeId: ids.news, status: 'draft' })).json() as TAnnouncement;
    expect((await api(emp, 'POST', `/me/blogs/${draft.id}/comments`, { body: 'Hi' })).statusCode).toBe(404);
    const bad = await api(hr, 'POST', `/blogs/${p.id}/comments/${crypto.randomUUID()}/moderate`, {
      status: 'approved',
    });
    expect(bad.statusCode).toBe(404);
    const c = (await api(hr, 'POST', `/blogs/${p.id}/comments`, { body: 'x' })).json() as TPostComment;
    const wrong = await api(hr, 'POST', `/blogs/${p.id}/comments/${c.id}/moderate`, { status: 'deleted' });
    expect(wrong.json().fields).toEqual({ status: 'invalidOption' });
  });

  it('makes the blog absent for a tenant without it', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/blogs')).statusCode).toBe(404);
    expect((await api(acme, 'GET', '/blogs/comments')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/blogs')).statusCode).toBe(404);
  });
});
