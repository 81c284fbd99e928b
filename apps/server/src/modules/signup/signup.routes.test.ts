import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FIELD_KEYS, SIGNUP_FIELDS } from '@staffdesk/core/signup';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { demoPdf } from '../../seed/demo-signup.ts';
import { linkIn, startMailSink, tokenOf, type TSink } from '../../test/mail-sink.ts';
import { JPEG, multipart, PNG, type TFilePart } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let superAdmin: string;
let n = 0;

const PDF = demoPdf('Personal ID');
const doc = (content = PDF, name = 'id-card.pdf', type = 'application/pdf'): TFilePart => ({
  field: 'personalDoc',
  name,
  type,
  content,
});

/** A complete, valid request with a fresh email and account name. */
type TFields = Record<
  | 'name'
  | 'organization'
  | 'mobileNo'
  | 'email'
  | 'position'
  | 'website'
  | 'reference'
  | 'city'
  | 'country'
  | 'accountName'
  | 'language',
  string
>;
function fields(over: Partial<Record<string, string>> = {}): TFields {
  n += 1;
  return {
    name: 'Chan Dara',
    organization: `Tonle Sap Logistics ${n}`,
    mobileNo: '+855 12 222 333',
    email: `dara${n}@tonlesap.test`,
    position: 'Chief Executive',
    website: 'https://tonlesap.test',
    reference: 'A friend',
    city: 'Phnom Penh',
    country: 'Cambodia',
    accountName: `tonle${n}`,
    language: 'en',
    ...over,
  } as TFields;
}
let ipSeq = 0;
/** Each call from its own address unless one is given, so the per-IP limit stays out of the way. */
function submit(
  f: Partial<Record<string, string>>,
  files: TFilePart[] = [doc()],
  ip = `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
) {
  const m = multipart(f as Record<string, string>, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: m.payload,
    headers: m.headers,
    remoteAddress: ip,
  });
}
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function requestId(email: string): Promise<string> {
  const r = await owner.query<{ id: string }>(
    `select id from signup_requests where email = $1 order by created_at desc limit 1`,
    [email],
  );
  return r.rows[0]!.id;
}

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('POST /api/v1/signup', () => {
  it("adds a request (code 1) and mails the requester in the request's language", async () => {
    const f = fields({ language: 'km', name: 'សុខ ចាន់' });
    const res = await submit(f);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 1, message: 'Request Added Successfully' });
    const row = await owner.query(`select * from signup_requests where id = $1`, [res.json().id]);
    expect(row.rows[0]).toMatchObject({
      status: 'pending',
      account_name: f.accountName,
      email: f.email,
      language: 'km',
      document_type: 'application/pdf',
      document_size: PDF.length,
    });
    const mail = await sink.waitFor(f.email);
    expect(mail.subject).toBe('យើងបានទទួលសំណើចុះឈ្មោះរបស់អ្នកហើយ');
    expect(mail.text).toContain(f.accountName);
    expect(mail.html).toContain('lang="km"');
    const audit = await owner.query(`select * from audit_log where action = 'signup.request' and entity_id = $1`, [
      res.json().id,
    ]);
    expect(audit.rows).toHaveLength(1);
  });

  it.each(SIGNUP_FIELD_KEYS)("answers 'Enter X!' when %s is missing", async (key) => {
    const res = await submit(fields({ [key]: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      message: SIGNUP_FIELDS[key],
      fields: { [key]: 'required' },
    });
  });

  it('names every missing field, the first in form order as the message', async () => {
    const res = await submit({}, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter Name!');
    expect(Object.keys(res.json().fields).sort()).toEqual([...SIGNUP_FIELD_KEYS].sort());
  });

  it('wants an email that is an email', async () => {
    const res = await submit(fields({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter Email!', fields: { email: 'invalidEmail' } });
  });

  it('answers 2 for a second request with the same email, whatever its case', async () => {
    const f = fields();
    expect((await submit(f)).statusCode).toBe(201);
    const again = await submit(fields({ email: f.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 2, message: 'Email ID Already Exists' });
  });

  it('answers 10 for an account name held by a pending request, used by a tenant, or reserved', async () => {
    const f = fields();
    expect((await submit(f)).statusCode).toBe(201);
    for (const accountName of [f.accountName, 'demo', 'acme', 'login', 'signup', 'admin', 'api', 'careers', 'auth']) {
      const res = await submit(fields({ accountName }));
      expect(res.statusCode, accountName).toBe(409);
      expect(res.json()).toMatchObject({ code: 10, message: 'Account name already exists' });
    }
  });

  it('answers 9 for an account name of 11 characters, and takes 10', async () => {
    const long = await submit(fields({ accountName: 'abcdefghijk' }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 9, message: 'Account name should not be greater than 10 characters' });
    expect((await submit(fields({ accountName: 'abcdefghij' }))).statusCode).toBe(201);
  });

  it('keeps account names to lowercase letters and digits (capitals are lowered)', async () => {
    for (const accountName of ['my-co', 'my co', 'ខ្មែរ', 'a_b']) {
      const res = await submit(fields({ accountName }));
      expect(res.statusCode, accountName).toBe(400);
      expect(res.json().code).toBe('accountNameFormat');
    }
    const f = fields({ accountName: 'MixedC4se' });
    expect((await submit(f)).statusCode).toBe(201);
    const r = await owner.query(`select account_name from signup_requests where email = $1`, [f.email]);
    expect(r.rows[0].account_name).toBe('mixedc4se');
  });

  it('answers 3 without a document, or with an empty one', async () => {
    for (const files of [[], [doc(Buffer.alloc(0))]]) {
      const res = await submit(fields(), files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 3, message: 'Please Upload Personnal Document' });
    }
    // a JSON body has no document either
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: fields(),
      remoteAddress: '10.9.9.9',
    });
    expect(json.json()).toMatchObject({ code: 3 });
  });

  it('takes pdf, png and jpg by content, whatever the name says', async () => {
    expect((await submit(fields(), [doc(PNG, 'scan.pdf', 'application/pdf')])).statusCode).toBe(201);
    expect((await submit(fields(), [doc(JPEG, 'photo', 'application/octet-stream')])).statusCode).toBe(201);
    const fake = await submit(fields(), [
      doc(Buffer.from('<html><script>alert(1)</script></html>'), 'id.pdf', 'application/pdf'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'fileType', fields: { personalDoc: 'fileType' } });
  });

  it('refuses a document over 1 MB and stores nothing', async () => {
    const f = fields();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const res = await submit(f, [doc(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'fileTooLarge', message: 'File size less than 1 MB' });
    expect((await owner.query(`select 1 from signup_requests where email = $1`, [f.email])).rowCount).toBe(0);
  });
});

describe('the per-IP limit on sign-up requests', () => {
  let small: TTestContext;
  beforeAll(async () => {
    small = await createTestApp({
      seed: false,
      config: { rateLimits: { windowMs: 60_000, signupPerIp: 2, resetPerIp: 100, resetPerEmail: 100 } },
    });
  });
  afterAll(() => small?.close());

  it('answers 429 past the limit from one address, and still serves another', async () => {
    const send = (ip: string, files = [doc()]) => {
      const m = multipart(fields(), files);
      return small.app.inject({
        method: 'POST',
        url: '/api/v1/signup',
        payload: m.payload,
        headers: m.headers,
        remoteAddress: ip,
      });
    };
    expect((await send('192.0.2.1')).statusCode).toBe(201);
    // a refused request counts as well: the limit is on attempts
    expect((await send('192.0.2.1', [])).statusCode).toBe(400);
    const third = await send('192.0.2.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('tooManyRequests');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('192.0.2.2')).statusCode).toBe(201);
  });
});

describe('the console: /signup/listing, /signup/view, /signup/message', () => {
  it('lists requests by status with search, newest first', async () => {
    const pending = await get('/api/v1/platform/signup-requests?status=pending&pageSize=50', superAdmin);
    expect(pending.statusCode).toBe(200);
    const rows = pending.json().rows as { accountName: string; status: string; createdAt: string }[];
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect(rows.map((r) => r.accountName)).toEqual(expect.arrayContaining(['kampot', 'lotus', 'angkorhg']));
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(rows);
    const approved = await get('/api/v1/platform/signup-requests?status=approved', superAdmin);
    expect(approved.json().rows.map((r: { accountName: string }) => r.accountName)).toContain('acme');
    const rejected = await get('/api/v1/platform/signup-requests?status=rejected', superAdmin);
    expect(rejected.json().rows.map((r: { accountName: string }) => r.accountName)).toEqual(['quickloan']);
    const search = await get('/api/v1/platform/signup-requests?search=lotus', superAdmin);
    expect(search.json()).toMatchObject({ total: 1, rows: [{ organization: 'Lotus Garment Factory' }] });
    const sorted = await get(
      '/api/v1/platform/signup-requests?status=pending&sort=accountName:asc&pageSize=50',
      superAdmin,
    );
    const names = sorted.json().rows.map((r: { accountName: string }) => r.accountName);
    expect(names).toEqual([...names].sort());
  });

  it('exports every matching request as CSV named with the date', async () => {
    const res = await get('/api/v1/platform/signup-requests/export.csv?status=rejected', superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="signup-requests-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('quickloan');
    // streamed from a cursor, as a workbook too
    const xlsx = await get('/api/v1/platform/signup-requests/export.xlsx?status=rejected&lang=zh', superAdmin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="signup-requests-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows every field, the thread, and serves the document as a download', async () => {
    const id = await requestId('wang.li@lotus-garment.test');
    const res = await get(`/api/v1/platform/signup-requests/${id}`, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: '王丽',
      organization: 'Lotus Garment Factory',
      mobileNo: '+855 17 888 020',
      position: '人事经理 (HR Manager)',
      website: 'https://lotus-garment.test',
      reference: 'Garment Manufacturers Association',
      city: 'Phnom Penh',
      country: 'Cambodia',
      accountName: 'lotus',
      language: 'zh',
      status: 'pending',
      document: { name: 'id-lotus.pdf', type: 'application/pdf' },
    });
    expect(res.json().thread.map((m: { kind: string }) => m.kind)).toEqual(['received', 'message']);
    const file = await get(`/api/v1/platform/signup-requests/${id}/document`, superAdmin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="id-lotus\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await owner.query(
      `select actor_type, entity_id from audit_log where action = 'signup.document' and entity_id = $1`,
      [id],
    );
    expect(audit.rows).toEqual([{ actor_type: 'super_admin', entity_id: id }]);
  });

  it('serves an uploaded document byte for byte, with its type by content', async () => {
    const f = fields();
    await submit(f, [doc(PNG, 'passport scan.PDF', 'application/pdf')]);
    const id = await requestId(f.email);
    const file = await get(`/api/v1/platform/signup-requests/${id}/document`, superAdmin);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/filename="passport scan\.png"/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // stored under a random key, not under the uploaded name
    const r = await owner.query(`select document_key from signup_requests where id = $1`, [id]);
    expect(r.rows[0].document_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 404 for an unknown request', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/v1/platform/signup-requests/${id}`, superAdmin)).statusCode).toBe(404);
    expect((await get(`/api/v1/platform/signup-requests/${id}/document`, superAdmin)).statusCode).toBe(404);
    expect((await post(`/api/v1/platform/signup-requests/${id}/approve`, superAdmin)).statusCode).toBe(404);
  });

  it("mails the requester a message ('Msg Send Successfully') and keeps it in the thread", async () => {
    const id = await requestId('sarah.johnson@angkor-hospitality.test');
    const res = await post(`/api/v1/platform/signup-requests/${id}/messages`, superAdmin, {
      subject: 'A question about your request',
      body: 'How many employees will use Staffdesk?\n\nThank you.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'msgSent', message: 'Msg Send Successfully' });
    const mail = await sink.waitFor(
      'sarah.johnson@angkor-hospitality.test',
      (m) => m.subject === 'A question about your request',
    );
    expect(mail.text).toContain('How many employees will use Staffdesk?');
    await t.app.services.jobs.drain(); // the job records 'sent' after the transport took it
    const view = await get(`/api/v1/platform/signup-requests/${id}`, superAdmin);
    expect(view.json().thread.at(-1)).toMatchObject({
      kind: 'message',
      status: 'sent',
      sentByName: 'Sophea Chan',
      subject: 'A question about your request',
    });
  });

  it('keeps the console to super admins holding the signup flag', async () => {
    const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await get('/api/v1/platform/signup-requests', hr)).statusCode).toBe(403);
    // the demo super user holds signup
    const support = await loginAs(t.app, 'support@staffdesk.test');
    expect((await get('/api/v1/platform/signup-requests', support)).statusCode).toBe(200);
    await owner.query(
      `insert into platform_users (email, password_hash, first_name, is_super_user, admin_flags) values ('nosignup@staffdesk.test', $1, 'No', true, '["logs"]')`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    const other = await loginAs(t.app, 'nosignup@staffdesk.test');
    const id = await requestId('chea.vannak@kampot-pepper.test');
    for (const [method, url] of [
      ['GET', '/api/v1/platform/signup-requests'],
      ['GET', '/api/v1/platform/signup-requests/export.csv'],
      ['GET', `/api/v1/platform/signup-requests/${id}`],
      ['GET', `/api/v1/platform/signup-requests/${id}/document`],
      ['POST', `/api/v1/platform/signup-requests/${id}/approve`],
      ['POST', `/api/v1/platform/signup-requests/${id}/reject`],
      ['POST', `/api/v1/platform/signup-requests/${id}/messages`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: other },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('paths that name nothing', () => {
  it('answers 404, not a validation error, for a request id that is no uuid', async () => {
    const res = await t.app.inject({
      url: '/api/v1/platform/signup-requests/not-a-uuid',
      headers: { cookie: superAdmin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
  });
});

describe('approval', () => {
  it('creates the tenant, its organization, settings and HR admin, and mails a set-password link', async () => {
    const f = fields({
      name: 'Kim Sokha',
      organization: 'Mekong River Foods',
      accountName: 'mrfoods',
      email: 'sokha@mrfoods.test',
    });
    expect((await submit(f)).statusCode).toBe(201);
    const id = await requestId(f.email);
    const res = await post(`/api/v1/platform/signup-requests/${id}/approve`, superAdmin, {
      package: 'pro',
      features: { career: true, shop: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'recordUpdated',
      tenant: { account: 'mrfoods', name: 'Mekong River Foods' },
      hrAdmin: { email: 'sokha@mrfoods.test' },
      mailSent: true,
    });
    const tenantId = res.json().tenant.id;

    const tenant = (await owner.query(`select * from tenants where id = $1`, [tenantId])).rows[0];
    expect(tenant).toMatchObject({ account: 'mrfoods', package: 'pro', status: 'active', default_language: 'en' });
    expect(tenant.features).toMatchObject({ career: true, shop: true, training: false, biometrics: false });
    const orgs = await owner.query(`select title, code, email from organizations where tenant_id = $1`, [tenantId]);
    expect(orgs.rows).toEqual([{ title: 'Mekong River Foods', code: 'MRFOODS', email: 'sokha@mrfoods.test' }]);
    expect((await owner.query(`select name from departments where tenant_id = $1`, [tenantId])).rows).toEqual([
      { name: 'Human Resources' },
    ]);
    expect(
      (await owner.query(`select count(*)::int as n from document_types where tenant_id = $1`, [tenantId])).rows[0].n,
    ).toBe(4);
    const users = await owner.query(`select email, login_type, password_hash from users where tenant_id = $1`, [
      tenantId,
    ]);
    expect(users.rows).toEqual([{ email: 'sokha@mrfoods.test', login_type: 'hr_admin', password_hash: '!' }]);
    const request = (await owner.query(`select * from signup_requests where id = $1`, [id])).rows[0];
    expect(request).toMatchObject({ status: 'approved', approved_tenant_id: tenantId, decided_by_name: 'Sophea Chan' });

    // the mail: a single-use link, never a password
    const mail = await sink.waitFor(
      'sokha@mrfoods.test',
      (m) => m.subject === 'Your Staffdesk account "mrfoods" is ready',
    );
    const link = linkIn(mail, '/mrfoods/reset-password');
    expect(mail.text).toContain('72 hours');
    expect(mail.text).toContain('/mrfoods/login');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    // the thread keeps the mail with the link masked
    const thread = await owner.query(`select body from signup_mails where request_id = $1 and kind = 'approved'`, [id]);
    expect(thread.rows[0].body).not.toContain(tokenOf(link));
    expect(thread.rows[0].body).toContain('token=********');

    // the HR admin cannot log in until the link is used; then can, at their account
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'mrfoods', email: 'sokha@mrfoods.test', password: '!' },
    });
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe(4);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token: tokenOf(link), password: 'river of pepper and rice' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ code: 'passwordChanged', loginPath: '/mrfoods/login' });
    const cookie = await loginAs(t.app, 'sokha@mrfoods.test', 'mrfoods', 'river of pepper and rice');
    const session = await get('/api/v1/auth/session', cookie);
    expect(session.json()).toMatchObject({
      loginType: 'hr_admin',
      account: 'mrfoods',
      package: 'pro',
      companyName: 'Mekong River Foods',
    });
    expect(session.json().features).toMatchObject({ career: true, shop: true, training: false });

    // decided once
    const again = await post(`/api/v1/platform/signup-requests/${id}/approve`, superAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('alreadyDecided');
    const audit = await owner.query(`select action from audit_log where entity_id in ($1, $2) order by id`, [
      id,
      tenantId,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['signup.request', 'tenant.create', 'signup.approve']),
    );
  });

  it("names the defaults in the company's language and writes the mail in the requester's", async () => {
    const f = fields({ language: 'zh', name: '李明', accountName: 'limingco', email: 'liming@example.test' });
    await submit(f);
    const res = await post(`/api/v1/platform/signup-requests/${await requestId(f.email)}/approve`, superAdmin, {
      defaults: { language: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const tenantId = res.json().tenant.id;
    expect(
      (await owner.query(`select default_language from tenants where id = $1`, [tenantId])).rows[0].default_language,
    ).toBe('zh');
    expect((await owner.query(`select name from departments where tenant_id = $1`, [tenantId])).rows[0].name).toBe(
      '人力资源部',
    );
    const leave = await owner.query(`select name from leave_types where tenant_id = $1 order by code`, [tenantId]);
    expect(leave.rows.map((r) => r.name)).toEqual(['年假', '病假', '无薪假']);
    expect((await owner.query(`select name from shifts where tenant_id = $1`, [tenantId])).rows).toEqual([
      { name: '白班' },
    ]);
    const mail = await sink.waitFor('liming@example.test', (m) => m.subject?.includes('已开通') ?? false);
    expect(mail.text).toContain('72 小时');
  });

  it('refuses an account name a tenant took since the request (10), leaving the request pending', async () => {
    const f = fields({ accountName: 'racer1' });
    await submit(f);
    const id = await requestId(f.email);
    await owner.query(`insert into tenants (account, name) values ('racer1', 'Someone else')`);
    const res = await post(`/api/v1/platform/signup-requests/${id}/approve`, superAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 10 });
    expect((await owner.query(`select status from signup_requests where id = $1`, [id])).rows[0].status).toBe(
      'pending',
    );
  });
});

describe('rejection', () => {
  it('needs a reason, mails it, and frees the email and account name', async () => {
    const f = fields({ accountName: 'rejectme', email: 'reject@example.test' });
    await submit(f);
    const id = await requestId(f.email);
    expect((await post(`/api/v1/platform/signup-requests/${id}/reject`, superAdmin, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const res = await post(`/api/v1/platform/signup-requests/${id}/reject`, superAdmin, {
      reason: 'We could not reach you by phone.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'recordUpdated', mailSent: true });
    const mail = await sink.waitFor('reject@example.test', (m) => m.subject === 'Your Staffdesk sign-up request');
    expect(mail.text).toContain('We could not reach you by phone.');
    const view = await get(`/api/v1/platform/signup-requests/${id}`, superAdmin);
    expect(view.json()).toMatchObject({ status: 'rejected', rejectReason: 'We could not reach you by phone.' });
    expect(
      (await post(`/api/v1/platform/signup-requests/${id}/reject`, superAdmin, { reason: 'again' })).json().code,
    ).toBe('alreadyDecided');
    // a new request may use them again
    expect((await submit(fields({ accountName: 'rejectme', email: 'reject@example.test' }))).statusCode).toBe(201);
  });
});

describe('with the mail transport down', () => {
  let down: TTestContext;
  beforeAll(async () => {
    down = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => down?.close());

  it("answers 'Msg Not Send Successfully' and keeps the message in the thread as failed", async () => {
    const cookie = await loginAs(down.app, 'super@staffdesk.test');
    const list = await down.app.inject({ url: '/api/v1/platform/signup-requests?search=kampot', headers: { cookie } });
    const id = list.json().rows[0].id;
    const res = await down.app.inject({
      method: 'POST',
      url: `/api/v1/platform/signup-requests/${id}/messages`,
      headers: { cookie },
      payload: { subject: 'Hello', body: 'Are you there?' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'msgNotSent', message: 'Msg Not Send Successfully' });
    const view = await down.app.inject({ url: `/api/v1/platform/signup-requests/${id}`, headers: { cookie } });
    expect(view.json().thread.at(-1)).toMatchObject({ kind: 'message', status: 'failed', body: 'Are you there?' });
  });

  it('still takes sign-up requests: the received mail is only marked failed', async () => {
    const m = multipart(fields({ email: 'offline@example.test' }), [doc()]);
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: m.payload,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(201);
    await down.app.services.jobs.drain();
    const cookie = await loginAs(down.app, 'super@staffdesk.test');
    const view = await down.app.inject({
      url: `/api/v1/platform/signup-requests/${res.json().id}`,
      headers: { cookie },
    });
    expect(view.json().thread).toMatchObject([{ kind: 'received', status: 'failed' }]);
  });
});
