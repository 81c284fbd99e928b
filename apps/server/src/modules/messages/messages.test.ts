import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMessage, TConversation, TMyConversation, TThread } from '@staffdesk/core/messages-api';
import { sendForm, type TFormFile } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Messages (issue 15): HR starts a conversation with an employee or a department, members read and reply (to HR
 * only), receipts both ways, attachments checked by content and seen only by whom they are for, the bell and the
 * counter, a scoped sub admin kept to their scope, and the tenant's feature flag.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let ids: { sales: string; finance: string; emp: string; pp: string };

const api = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const post = (cookie: string, url: string, fields: Record<string, string>, file?: TFormFile) =>
  sendForm(t.app, cookie, 'POST', url, fields, file);
const start = (body: object, cookie = hr) =>
  api(cookie, 'POST', '/messages', { subject: 'Uniforms', audience: 'departments', body: 'Hello', ...body });
const bells = async (cookie: string, kind: string) =>
  (await api(cookie, 'GET', '/notifications?page=1&pageSize=50&unread=true'))
    .json()
    .rows.filter((n: { kind: string }) => n.kind === kind).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  const tenant = `(select id from tenants where account = 'demo')`;
  ids = {
    sales: await one(`select e.department_id as id from employees e join users u on u.id = e.user_id
                       where u.email = 'emp@demo.test'`),
    emp: await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`),
    finance: await one(`select d.id from departments d join organizations o on o.id = d.organization_id
                         where d.tenant_id = ${tenant} and d.code = 'FIN' and o.code = 'MTPP'`),
    pp: await one(`select id from organizations where tenant_id = ${tenant} and code = 'MTPP'`),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('starting a conversation', () => {
  it('names each field it refuses', async () => {
    const r = await start({ subject: ' ', audience: 'team', audienceIds: 'x', body: 'y'.repeat(4001) });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      subject: 'required',
      audience: 'invalidOption',
      audienceIds: 'invalidReference',
      body: 'tooLong',
    });
    const empty = await start({ audienceIds: [ids.sales], body: ' ' });
    expect(empty.json().fields).toEqual({ body: 'required' });
    const two = await start({ audience: 'employee', audienceIds: [ids.emp, ids.sales] });
    expect(two.json().fields).toEqual({ audienceIds: 'tooLarge' });
    const unknown = await start({ audienceIds: [crypto.randomUUID()] });
    expect(unknown.json().fields).toEqual({ audienceIds: 'invalidReference' });
  });

  it('sends to a department as a multipart form, with its members fixed and their bells rung', async () => {
    const before = await bells(emp, 'message');
    const r = await post(hr, '/messages', {
      subject: 'សម្លៀកបំពាក់ថ្មី',
      audience: 'departments',
      audienceIds: ids.sales,
      body: 'សូមមកយកឯកសណ្ឋាននៅថ្ងៃច័ន្ទ',
    });
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json() as TConversation;
    expect(c).toMatchObject({ subject: 'សម្លៀកបំពាក់ថ្មី', messageCount: 1, unseenReplies: 0, createdByName: 'Dara Sok' });
    expect(c.memberCount).toBeGreaterThan(1);
    expect(c.audienceNames).toHaveLength(1);
    expect(await bells(emp, 'message')).toBe(before + 1);
    const log = await owner.query(
      `select action, after from audit_log where entity = 'conversation' and entity_id = $1`,
      [c.id],
    );
    expect(log.rows).toEqual([
      expect.objectContaining({ action: 'message.send', after: expect.objectContaining({ subject: c.subject }) }),
    ]);
  });
});

describe('a conversation between HR and its members', () => {
  let c: TConversation;
  it('shows the member HR’s messages, marks them read, and takes a reply that only HR sees', async () => {
    c = (await start({ subject: 'Payslip question', audience: 'employee', audienceIds: [ids.emp] })).json();
    const dept = (await start({ subject: 'Team lunch', audienceIds: [ids.sales] })).json() as TConversation;
    const mine = (await api(emp, 'GET', '/me/messages')).json() as TMyConversation[];
    expect(mine.find((x) => x.id === c.id)).toMatchObject({ unread: 1, lastMessage: 'Hello', fromName: 'Dara Sok' });

    const thread = (await api(emp, 'GET', `/me/messages/${c.id}`)).json() as TThread;
    expect(thread.messages).toEqual([
      expect.objectContaining({ sender: 'staff', body: 'Hello', mine: false, readCount: null }),
    ]);
    expect((await api(emp, 'GET', '/me/messages')).json().find((x: TMyConversation) => x.id === c.id).unread).toBe(0);
    // HR's receipt: the one member has read it
    const hrView = (await api(hr, 'GET', `/messages/${c.id}`)).json() as TThread;
    expect(hrView.messages[0]).toMatchObject({ readCount: 1, mine: true });

    const hrBells = await bells(hr, 'messageReply');
    const reply = await post(emp, `/me/messages/${dept.id}/messages`, { body: 'I am vegetarian' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json() as TChatMessage).toMatchObject({ sender: 'employee', mine: true, seen: false });
    expect(await bells(hr, 'messageReply')).toBe(hrBells + 1);
    const listed = (await api(hr, 'GET', '/messages?unseen=true&pageSize=50')).json();
    expect(listed.rows.find((x: TConversation) => x.id === dept.id)).toMatchObject({ unseenReplies: 1 });
    // HR opens it: the reply is seen
    const opened = (await api(hr, 'GET', `/messages/${dept.id}`)).json() as TThread;
    expect(opened.messages.map((m) => m.body)).toEqual(['Hello', 'I am vegetarian']);
    const again = (await api(emp, 'GET', `/me/messages/${dept.id}`)).json() as TThread;
    expect(again.messages.at(-1)).toMatchObject({ body: 'I am vegetarian', seen: true });

    // a colleague in the same department sees HR's message but not the reply
    const colleague = await owner.query<{ email: string }>(
      `select u.email from employees e join users u on u.id = e.user_id
        where e.department_id = $1 and e.id <> $2 and e.status = 'active' and e.deleted_at is null
          and u.email is not null limit 1`,
      [ids.sales, ids.emp],
    );
    if (colleague.rows[0]) {
      await owner.query(
        `update users set password_hash = (select password_hash from users where email = 'emp@demo.test')
                          where email = $1`,
        [colleague.rows[0].email],
      );
      const other = await loginAs(t.app, colleague.rows[0].email, 'demo');
      const seen = (await api(other, 'GET', `/me/messages/${dept.id}`)).json() as TThread;
      expect(seen.messages.map((m) => m.body)).toEqual(['Hello']);
      // nor a conversation they are not in
      expect((await api(other, 'GET', `/me/messages/${c.id}`)).statusCode).toBe(404);
    }
    const members = (await api(hr, 'GET', `/messages/${dept.id}/members?pageSize=50&read=yes`)).json();
    expect(members.rows.map((m: { id: string }) => m.id)).toContain(ids.emp);
  });

  it('checks attachments by their content and shows them only to whom they are for', async () => {
    const fake = await post(
      emp,
      `/me/messages/${c.id}/messages`,
      { body: 'scan' },
      {
        name: 'scan.pdf',
        content: Buffer.from('<html>not a pdf</html>'),
      },
    );
    expect(fake.statusCode).toBe(400);
    const sent = await post(emp, `/me/messages/${c.id}/messages`, {}, { name: 'receipt.png', content: PNG });
    expect(sent.statusCode, sent.body).toBe(201);
    const m = sent.json() as TChatMessage;
    expect(m.attachment).toEqual({ name: 'receipt.png', type: 'image/png', size: PNG.length });
    const got = await api(hr, 'GET', `/messages/${c.id}/files/${m.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await api(emp, 'GET', `/me/messages/${c.id}/files/${m.id}`)).statusCode).toBe(200);
    expect((await api(emp, 'GET', `/me/messages/${c.id}/files/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets HR write again and delete the conversation with a reason', async () => {
    const again = await post(hr, `/messages/${c.id}/messages`, { body: 'Thank you, sorted.' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ sender: 'staff', readCount: 0 });
    expect((await api(hr, 'POST', `/messages/${c.id}/delete`, { reason: ' ' })).statusCode).toBe(400);
    expect((await api(hr, 'POST', `/messages/${c.id}/delete`, { reason: 'Answered' })).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/messages/${c.id}`)).statusCode).toBe(404);
    expect((await api(emp, 'GET', `/me/messages/${c.id}`)).statusCode).toBe(404);
    const log = await owner.query(
      `select action from audit_log where entity = 'conversation' and entity_id = $1 order by at`,
      [c.id],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['message.send', 'message.reply', 'message.send', 'message.delete']);
  });
});

describe('a scoped sub admin', () => {
  it('writes only within their departments and sees only those conversations', async () => {
    expect((await api(finance, 'GET', '/messages/audiences')).json()).toEqual({ kinds: ['employee', 'departments'] });
    const org = await start({ subject: 'PP', audience: 'organizations', audienceIds: [ids.pp] }, finance);
    expect(org.json().fields).toEqual({ audience: 'invalidOption' });
    const sales = await start({ subject: 'Sales', audienceIds: [ids.sales] }, finance);
    expect(sales.json().fields).toEqual({ audienceIds: 'invalidReference' });
    const person = await start({ subject: 'You', audience: 'employee', audienceIds: [ids.emp] }, finance);
    expect(person.json().fields).toEqual({ audienceIds: 'invalidReference' });
    const ours = await start({ subject: 'Finance close', audienceIds: [ids.finance] }, finance);
    expect(ours.statusCode, ours.body).toBe(201);
    const hrs = (await start({ subject: 'Sales only', audienceIds: [ids.sales] })).json() as TConversation;
    const titles = (await api(finance, 'GET', '/messages?pageSize=50'))
      .json()
      .rows.map((r: TConversation) => r.subject);
    expect(titles).toContain('Finance close');
    expect(titles).not.toContain('Sales only');
    expect((await api(finance, 'GET', `/messages/${hrs.id}`)).statusCode).toBe(404);
    expect((await post(finance, `/messages/${hrs.id}/messages`, { body: 'x' })).statusCode).toBe(404);
  });
});

describe('the feature flag', () => {
  it('makes the module absent for a tenant without messages', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/messages')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/messages')).statusCode).toBe(404);
  });
});
