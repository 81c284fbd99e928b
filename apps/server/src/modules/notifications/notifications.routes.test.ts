import type { AddressInfo } from 'node:net';
import type { TNotification } from '@staffdesk/core/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../seed/demo-signup.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, secondInstance, type TTestContext, until } from '../../test/test-app.ts';

/**
 * The bell (issue 10): a new applicant notifies the tenant's HR admins (not users who may not see applicants, not
 * another tenant), a sign-up request the super admin; list, unread count, mark read; and the live stream — a
 * notification raised on instance A reaches a page connected to instance B.
 */
let a: TTestContext;
let b: Awaited<ReturnType<typeof secondInstance>>;
let bUrl: string;
let hr: string;
let acmeHr: string;
let emp: string;
let superAdmin: string;
let postId: string;
let seq = 0;

beforeAll(async () => {
  a = await createTestApp();
  b = await secondInstance(a);
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  bUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  [hr, acmeHr, emp, superAdmin] = await Promise.all([
    loginAs(a.app, 'hr@demo.test', 'demo'),
    loginAs(a.app, 'hr@acme.test', 'acme'),
    loginAs(a.app, 'emp@demo.test', 'demo'),
    loginAs(a.app, 'super@staffdesk.test'),
  ]);
  const board = await a.app.inject({ url: '/api/v1/public/demo/career/MTPP?pageSize=48' });
  postId = board.json().jobs[0].id;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const get = (app: FastifyInstance, url: string, cookie: string) => app.inject({ url, headers: { cookie } });
const post = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'POST', url, headers: { cookie } });
const unread = async (cookie: string) => (await get(a.app, '/api/v1/notifications/unread', cookie)).json().count;

async function applyOnA(name: string) {
  const body = multipart({ name, mobileNo: '012345678', email: `bell${++seq}@mail.test`, disclosureApproved: 'true' }, [
    { field: 'resume', name: 'cv.pdf', type: 'application/pdf', content: demoPdf('cv') },
  ]);
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/v1/public/demo/jobs/${postId}/apply`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress: `10.7.0.${seq}`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** An open event stream on B, collecting its events. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${bUrl}/api/v1/notifications/stream`, { headers: { cookie }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return { res, events, ended: () => ended, close: () => controller.abort() };
}

describe('notifications', () => {
  it('a new applicant notifies the HR admins of the tenant, no one else', async () => {
    const before = await unread(hr);
    const others = await Promise.all([unread(acmeHr), unread(emp)]);
    await applyOnA('Sreymom Bell');
    expect(await unread(hr)).toBe(before + 1);
    expect(await Promise.all([unread(acmeHr), unread(emp)])).toEqual(others);
    const list = await get(a.app, '/api/v1/notifications?pageSize=5', hr);
    const newest: TNotification = list.json().rows[0];
    expect(newest).toMatchObject({
      kind: 'careerApplicant',
      params: { name: 'Sreymom Bell' },
      link: `/demo/careerjobpost/JobpostAppListing/${postId}`,
      readAt: null,
    });
    expect(newest.params.job).toEqual(expect.any(String));
  });

  it('mark one read, then all; another user cannot touch it', async () => {
    await applyOnA('Dara Bell');
    const [first] = (await get(a.app, '/api/v1/notifications?unread=true', hr)).json().rows as TNotification[];
    expect((await post(a.app, `/api/v1/notifications/${first!.id}/read`, acmeHr)).statusCode).toBe(404);
    expect((await post(a.app, `/api/v1/notifications/${first!.id}/read`, emp)).statusCode).toBe(404);
    const count = await unread(hr);
    const read = await post(a.app, `/api/v1/notifications/${first!.id}/read`, hr);
    expect(read.json().readAt).toEqual(expect.any(String));
    expect(await unread(hr)).toBe(count - 1);
    expect((await post(a.app, '/api/v1/notifications/read-all', hr)).json().count).toBe(count - 1);
    expect(await unread(hr)).toBe(0);
    expect((await post(a.app, '/api/v1/notifications/not-an-id/read', hr)).statusCode).toBe(404);
    expect((await get(a.app, '/api/v1/notifications?pageSize=500', hr)).statusCode).toBe(400);
  });

  it('a sign-up request notifies the super admin', async () => {
    const before = await unread(superAdmin);
    const body = multipart(
      {
        name: 'Bell Test',
        organization: 'Bell Logistics',
        mobileNo: '+855 12 222 333',
        email: 'owner@bell-logistics.test',
        position: 'Owner',
        website: 'https://bell-logistics.test',
        reference: 'A friend',
        city: 'Phnom Penh',
        country: 'Cambodia',
        accountName: 'bellco',
        language: 'en',
      },
      [{ field: 'personalDoc', name: 'id.pdf', type: 'application/pdf', content: demoPdf('id') }],
    );
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await unread(superAdmin)).toBe(before + 1);
    const [n] = (await get(a.app, '/api/v1/notifications?pageSize=5', superAdmin)).json().rows as TNotification[];
    expect(n).toMatchObject({ kind: 'signupRequest', params: { organization: 'Bell Logistics', account: 'bellco' } });
    expect(n!.link).toBe(`/signup/view/${res.json().id}`);
  });

  it('a notification raised on instance A reaches a page streaming from instance B', async () => {
    const stream = await openStream(hr);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(await until(async () => stream.events.some((e) => e.event === 'unread'))).toBe(true);
      await applyOnA('Vichea Live');
      expect(
        await until(async () =>
          stream.events.some(
            (e) => e.event === 'notification' && (e.data as TNotification).params.name === 'Vichea Live',
          ),
        ),
      ).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('a stream stays open when only what the session shows changes (language, theme, name): nothing is missed', async () => {
    const cookie = await loginAs(a.app, 'hr@demo.test', 'demo');
    const stream = await openStream(cookie);
    try {
      expect(await until(async () => stream.events.some((e) => e.event === 'unread'))).toBe(true);
      const prefs = await a.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/preferences',
        headers: { cookie },
        payload: { language: 'km' },
      });
      expect(prefs.statusCode).toBe(200);
      const me = (await get(a.app, '/api/v1/account', cookie)).json();
      const name = await a.app.inject({
        method: 'PUT',
        url: '/api/v1/account',
        headers: { cookie },
        payload: { firstName: me.firstName, lastName: me.lastName, language: 'en' },
      });
      expect(name.statusCode).toBe(200);
      await applyOnA('Kanha Stays');
      expect(
        await until(async () =>
          stream.events.some(
            (e) => e.event === 'notification' && (e.data as TNotification).params.name === 'Kanha Stays',
          ),
        ),
      ).toBe(true);
      expect(stream.ended()).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('a stream ends when its session does (logout on the other instance); none without a session', async () => {
    const cookie = await loginAs(a.app, 'hr@demo.test', 'demo');
    const stream = await openStream(cookie);
    expect(await until(async () => stream.events.length > 0)).toBe(true);
    expect((await post(a.app, '/api/v1/auth/logout', cookie)).statusCode).toBeLessThan(300);
    expect(await until(async () => stream.ended())).toBe(true);
    expect((await fetch(`${bUrl}/api/v1/notifications/stream`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${bUrl}/api/v1/notifications/stream`)).status).toBe(401);
  });
});
