import ExcelJS from 'exceljs';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  DETAIL_ROWS,
  EMPLOYEE_DETAIL_ROWS,
  PIPELINE_STAGES,
  type TApplicantBoard,
  type TApplicantDetail,
  type TCareerBoard,
  type TJobDetail,
  type TJobPostDetail,
} from '@staffdesk/core/careers';
import type { TConfig } from '../../config.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { demoPdf } from '../../seed/demo-signup.ts';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { multipart, type TFilePart } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';
import { DOC, DOCX, LOGO_IMAGE, PNG_IMAGE, WEBP } from '../../test/career-files.ts';
import { demoPng } from '../../seed/demo-images.ts';

/**
 * The careers API (issue 4) against the demo seed: the careers list, job posts (admin), the public board and
 * application, the employee variant, applicants and their pipeline, uploads checked by content, the share page.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let webDist: string;
let demoId: string;
let hr: string;
let sub: string;
let emp: string;
let acmeHr: string;
let noCareer: string;
let orgPP: string;
let orgSR: string;
let jd: Record<string, string>;
let master: { jobTitleId: string; jobTypeId: string };

const careersConfig = (over: Partial<TConfig['careers']> = {}): Partial<TConfig> => ({
  careers: {
    joblinksUrl: 'https://joblinks.test/',
    readsPerMinute: 100_000,
    appliesPerHour: 100_000,
    cacheMs: 0,
    ...over,
  },
});

function call(
  cookie: string | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
async function ok<T>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body.slice(0, 500)}`);
  return (r.body ? r.json() : undefined) as T;
}
const pad2 = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
};
const day = (offset: number) => addDays(todayIn('UTC'), offset);
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

function apply(
  account: string,
  postId: string,
  fields: Record<string, string>,
  files: TFilePart[],
  cookie?: string,
  url?: string,
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: url ?? `/api/v1/public/${account}/jobs/${postId}/apply`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
const resume = (content: Buffer, name = 'resume.pdf', type = 'application/pdf'): TFilePart => ({
  field: 'resume',
  name,
  type,
  content,
});
const form = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Test Applicant',
  mobileNo: '012345678',
  email,
  disclosureApproved: 'true',
  ...extra,
});
const upload = (
  cookie: string,
  method: 'PUT',
  url: string,
  field: string,
  content: Buffer,
  name = 'image.png',
  type = 'image/png',
) => {
  const body = multipart({}, [{ field, name, type, content }]);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
};

async function newPost(values: Record<string, unknown> = {}) {
  return ok<TJobPostDetail>(
    call(hr, 'POST', '/api/v1/careers/posts', {
      organizationId: orgPP,
      jobTitleId: master.jobTitleId,
      jobTypeId: master.jobTypeId,
      jobDescriptionId: jd['Sales and Marketing'],
      title: `Test post ${crypto.randomBytes(3).toString('hex')}`,
      description: '<p>A test post with enough words to be a description.</p>',
      positions: 1,
      postedDate: day(-1),
      closingDate: day(20),
      gender: 3,
      minimumExperience: 2,
      status: 'published',
      ...values,
    }),
    201,
  );
}

beforeAll(async () => {
  sink = await startMailSink();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Staffdesk</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ config: { ...careersConfig(), smtpUrl: sink.url, webDist } });
  owner = await platformOwner(t);
  demoId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  const orgs = await owner.query<{ id: string; code: string }>(
    `select id, code from organizations where tenant_id = $1`,
    [demoId],
  );
  orgPP = orgs.rows.find((o) => o.code === 'MTPP')!.id;
  orgSR = orgs.rows.find((o) => o.code === 'MYKL')!.id;
  jd = Object.fromEntries(
    (
      await owner.query<{ id: string; title: string }>(
        `select id, title from career_job_descriptions where tenant_id = $1`,
        [demoId],
      )
    ).rows.map((r) => [r.title, r.id]),
  );
  master = {
    jobTitleId: (
      await owner.query<{ id: string }>(`select id from career_job_titles where tenant_id = $1 order by name limit 1`, [
        demoId,
      ])
    ).rows[0]!.id,
    jobTypeId: (
      await owner.query<{ id: string }>(`select id from career_job_types where tenant_id = $1 and name = 'Full Time'`, [
        demoId,
      ])
    ).rows[0]!.id,
  };
  await t.db.tenant(demoId, async (db) => {
    const role = await insertRole(db, {
      tenantId: demoId,
      name: 'No careers',
      privileges: { department: { view: true } },
    });
    await insertUser(db, {
      tenantId: demoId,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      email: 'nocareer@demo.test',
      loginType: 'sub_admin',
      roleId: role.id,
      firstName: 'No',
      lastName: 'Career',
    });
  });
  [hr, sub, emp, acmeHr, noCareer] = await Promise.all([
    loginAs(t.app, 'hr@demo.test', 'demo'),
    loginAs(t.app, 'sub@demo.test', 'demo'),
    loginAs(t.app, 'emp@demo.test', 'demo'),
    loginAs(t.app, 'hr@acme.test', 'acme'),
    loginAs(t.app, 'nocareer@demo.test', 'demo'),
  ]);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

describe('careers list (organizations)', () => {
  it('lists the organizations with title, address and code; searches, sorts, pages', async () => {
    const all = await ok<{ rows: { code: string; title: string; address: string }[]; total: number; pageSize: number }>(
      call(hr, 'GET', '/api/v1/careers/organizations'),
    );
    expect(all.total).toBe(2);
    expect(all.pageSize).toBe(10);
    expect(all.rows.map((r) => r.code)).toEqual(['MTPP', 'MYKL']);
    const desc = await ok<{ rows: { code: string }[] }>(
      call(hr, 'GET', '/api/v1/careers/organizations?sort=address:asc'),
    );
    expect(desc.rows.map((r) => r.code)).toEqual(['MYKL', 'MTPP']);
    const found = await ok<{ rows: { code: string }[] }>(call(hr, 'GET', '/api/v1/careers/organizations?search=kuala'));
    expect(found.rows.map((r) => r.code)).toEqual(['MYKL']);
    expect((await call(hr, 'GET', '/api/v1/careers/organizations?pageSize=7')).statusCode).toBe(400);
    expect(
      (await ok<{ rows: unknown[] }>(call(hr, 'GET', '/api/v1/careers/organizations?pageSize=5'))).rows,
    ).toHaveLength(2);
  });

  it('exports every row as CSV named with the date', async () => {
    const res = await call(hr, 'GET', '/api/v1/careers/organizations/export.csv?pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="careers-${today()}.csv"`);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows[1]![0]).toBe('Mekong Trading Phnom Penh');
    expect(rows[1]![3]).toMatch(/\/demo\/career\/MTPP$/);
    expect(rows[1]![4]).toMatch(/\/demo\/careercompany\/MTPP$/);
  });

  it('needs the jobFrontend page', async () => {
    expect((await call(noCareer, 'GET', '/api/v1/careers/organizations')).statusCode).toBe(403);
  });
});

describe('public board', () => {
  it("shows an organization's header, job descriptions and open public posts", async () => {
    const b = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP'));
    expect(b.organization).toMatchObject({
      code: 'MTPP',
      title: 'Mekong Trading Phnom Penh',
      hasDisclosure: true,
      joblinksUrl: 'https://joblinks.test/',
    });
    expect(b.organization.logoUrl).toMatch(/^\/api\/v1\/public\/demo\/career-images\/[0-9a-f]{32}$/);
    expect(b.jobDescriptions.map((d) => d.title)).toEqual([
      'Finance and Administration',
      'Information Technology',
      'Logistics and Warehouse',
      'Sales and Marketing',
    ]);
    // the seed: 8 published public open posts in Phnom Penh (plus a private, a closed and a draft one)
    expect(b.availableJobs).toBe(8);
    expect(b.jobs).toHaveLength(8);
    expect(b.jobs.map((j) => j.title)).not.toContain('Internal: Team Leader, Dispatch');
    expect(b.jobs.map((j) => j.title)).not.toContain('Accounts Payable Clerk');
    expect(b.jobs.map((j) => j.title)).not.toContain('Network Engineer');
    for (const j of b.jobs) {
      expect(j.imageUrl).toMatch(/^\/api\/v1\/public\/demo\/career-images\/([0-9a-f]{32}|default)$/);
      expect(j.shortDescription.length).toBeLessThanOrEqual(151);
      expect(j.shortDescription).not.toMatch(/[<>]/);
      expect(j.shareUrl).toBe(`/demo/career/MTPP/job/${j.id}`);
    }
    expect(b.jobs.some((j) => j.imageUrl.endsWith('/default'))).toBe(true);
    expect(b.jobs.some((j) => j.isCut)).toBe(true);
    // newest posted first
    const dates = b.jobs.map((j) => j.postedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by job description (the Select Job Type dropdown), pages, and takes the code in any case', async () => {
    const b = await ok<TCareerBoard>(
      call(undefined, 'GET', `/api/v1/public/demo/career/mtpp?jobDescriptionId=${jd['Logistics and Warehouse']}`),
    );
    expect(b.availableJobs).toBe(2);
    expect(b.jobs.map((j) => j.title).sort()).toEqual(['Delivery Driver', 'Warehouse Supervisor']);
    const p2 = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=6&page=2'));
    expect(p2).toMatchObject({ availableJobs: 8, page: 2, pageSize: 6 });
    expect(p2.jobs).toHaveLength(2);
    expect((await call(undefined, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=7')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown organization or account, and for a tenant without the career module', async () => {
    for (const url of [
      '/api/v1/public/demo/career/NOPE',
      '/api/v1/public/nosuch/career/MTPP',
      '/api/v1/public/demo/career/NOPE/disclosure',
    ]) {
      const res = await call(undefined, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: 'No Record Found' });
    }
  });

  it('shows the disclosure as rich text', async () => {
    const d = await ok<{ description: string }>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP/disclosure'));
    expect(d.description).toContain('<h3>Privacy notice for applicants</h3>');
  });

  it('hides draft, closed, unpublished, private and expired posts, and shows a post once published', async () => {
    const ids = {
      draft: (await newPost({ status: 'draft' })).id,
      closed: (await newPost({ status: 'closed' })).id,
      unpublished: (await newPost({ status: 'unpublished' })).id,
      private: (await newPost({ visibility: 'private' })).id,
      expired: (await newPost({ postedDate: day(-10), closingDate: day(-2) })).id,
    };
    const board = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=48'));
    for (const [what, id] of Object.entries(ids)) {
      expect(
        board.jobs.map((j) => j.id),
        what,
      ).not.toContain(id);
      expect((await call(undefined, 'GET', `/api/v1/public/demo/jobs/${id}`)).statusCode, what).toBe(404);
      const res = await apply('demo', id, form(`hidden-${what}@mail.test`), [resume(demoPdf('x'))]);
      expect(res.statusCode, what).toBe(404);
    }
    await ok(call(hr, 'POST', `/api/v1/careers/posts/${ids.draft}/status`, { status: 'published' }));
    const after = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=48'));
    expect(after.jobs.map((j) => j.id)).toContain(ids.draft);
    await ok(call(hr, 'POST', `/api/v1/careers/posts/${ids.draft}/status`, { status: 'unpublished' }));
  });

  it('gives the detail rows in the spec order, rich rows with full html and a short version', async () => {
    const b = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP'));
    const sales = b.jobs.find((j) => j.title === 'Sales Executive — Phnom Penh')!;
    const d = await ok<TJobDetail>(call(undefined, 'GET', `/api/v1/public/demo/jobs/${sales.id}`));
    expect(d.rows.map((r) => r.label)).toEqual(DETAIL_ROWS.map((r) => r.label));
    const row = (k: string) => d.rows.find((r) => r.key === k)!;
    expect(row('jobType').text).toBe('Full Time');
    expect(row('positions').text).toBe('3');
    expect(row('gender')).toMatchObject({ text: 'No Preference', code: 3 });
    expect(row('minimumExperience')).toMatchObject({ text: '2 Year', code: 3 });
    expect(row('jobDescriptionTitle').text).toBe('Sales and Marketing');
    expect(row('description').html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(row('longDescription')).toMatchObject({ rich: true, isCut: true });
    expect(row('longDescription').short!.endsWith('…')).toBe(true);
    expect(row('perksAndBenefits').html).toContain('Lunch allowance');
    expect(row('perksAndBenefits').html).toContain('annual leave');
    expect(d.imageUrl).toMatch(/career-images\/[0-9a-f]{32}$/);
  });
});

describe('applying', () => {
  let postId: string;
  const dir = () => path.join(t.dataDir, 'files');
  const count = async (id = postId) =>
    (await owner.query(`select 1 from career_applicants where job_post_id = $1`, [id])).rowCount;

  beforeAll(async () => {
    postId = (await newPost({ title: 'Application test post' })).id;
  });

  it("stores the application with the résumé and the disclosure approved, and answers the spec's success", async () => {
    const before = filesIn(dir());
    const res = await apply(
      'demo',
      postId,
      form('ann@mail.test', {
        profileUrl: 'https://www.linkedin.com/in/ann',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        language: 'km',
      }),
      [resume(demoPdf('Ann resume'), 'Ann CV.pdf')],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ code: 1, message: 'Resume Uploaded Successfully..!' });
    expect(filesIn(dir())).toBe(before + 1);
    const row = (await owner.query(`select * from career_applicants where job_post_id = $1`, [postId])).rows[0];
    expect(row).toMatchObject({
      name: 'Test Applicant',
      email: 'ann@mail.test',
      stage: 'applied',
      resume_type: 'application/pdf',
      resume_name: 'Ann CV.pdf',
      source: 'public',
      language: 'km',
    });
    expect(row.disclosure_text).toContain('Privacy notice');
    expect(row.disclosure_approved_at).toBeInstanceOf(Date);
    const events = await owner.query(
      `select from_stage, to_stage from career_applicant_events where applicant_id = $1`,
      [row.id],
    );
    expect(events.rows).toEqual([{ from_stage: null, to_stage: 'applied' }]);
    // an acknowledgement, in the language of the page the applicant used
    const ack = await sink.waitFor('ann@mail.test');
    expect(ack.subject).toBe('យើងបានទទួលពាក្យស្នើសុំការងាររបស់អ្នកសម្រាប់មុខតំណែង Application test post');
    expect(ack.text).toContain('Application test post');
  });

  it('refuses the same e-mail twice on the same post, in any case, and stores nothing', async () => {
    const before = filesIn(dir());
    const res = await apply('demo', postId, form('ANN@Mail.test'), [resume(demoPdf('again'))]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'alreadyApplied', message: 'You have already applied for this job' });
    expect(await count()).toBe(1);
    expect(filesIn(dir())).toBe(before);
  });

  it('takes pdf, png, jpg, doc, docx and txt résumés, recognised by content', async () => {
    const files: [string, Buffer, string][] = [
      ['cv.png', PNG_IMAGE, 'image/png'],
      ['cv.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(200)]), 'image/jpeg'],
      ['cv.doc', DOC, 'application/msword'],
      ['cv.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv.txt', Buffer.from('Sok Dara\nSales, 5 years\nភាសាខ្មែរ 中文\n'), 'text/plain'],
      // the name does not matter, the content does
      ['scan.jpeg', demoPdf('named jpeg'), 'application/pdf'],
    ];
    for (const [name, content, type] of files) {
      const res = await apply('demo', postId, form(`${name}@mail.test`), [
        resume(content, name, 'application/octet-stream'),
      ]);
      expect(res.statusCode, name).toBe(201);
      const row = (
        await owner.query(`select resume_type from career_applicants where job_post_id = $1 and email = $2`, [
          postId,
          `${name}@mail.test`,
        ])
      ).rows[0];
      expect(row.resume_type, name).toBe(type);
    }
  });

  it("refuses HTML named .pdf, SVG, a polyglot and other files with the spec's message, storing nothing", async () => {
    const before = { files: filesIn(dir()), rows: await count() };
    const bad: [string, Buffer][] = [
      ['resume.pdf', Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>')],
      ['resume.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>')],
      ['resume.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('<html><script>alert(1)</script></html>')])],
      ['resume.png', Buffer.concat([PNG_IMAGE, Buffer.from('<svg onload=alert(1)>')])],
      ['resume.txt', Buffer.from('Hello <img src=x onerror=alert(1)>')],
      ['resume.txt', Buffer.from([0x41, 0x00, 0x42])],
      ['resume.gif', Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00])],
      ['resume.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
    ];
    for (const [i, [name, content]] of bad.entries()) {
      const res = await apply('demo', postId, form(`bad${i}@mail.test`), [resume(content, name, 'application/pdf')]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        code: 'resumeType',
        message: 'Resume Not Uploaded Successfully..!',
        fields: { resume: 'Upload Resume!' },
      });
    }
    expect(filesIn(dir())).toBe(before.files);
    expect(await count()).toBe(before.rows);
  });

  it("refuses a 2 MB file with 'File size less than 1 MB', and no file with 'Please Upload Resume ..!'", async () => {
    const before = { files: filesIn(dir()), rows: await count() };
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const res = await apply('demo', postId, form('big@mail.test'), [resume(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'fileTooLarge', message: 'File size less than 1 MB' });
    const none = await apply('demo', postId, form('none@mail.test'), []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      code: 'resumeRequired',
      message: 'Please Upload Resume ..!',
      fields: { resume: 'Upload Resume!' },
    });
    expect(filesIn(dir())).toBe(before.files);
    expect(await count()).toBe(before.rows);
  });

  it("answers the form's messages (spec 5), first wrong field first", async () => {
    const cases: [Record<string, string>, string, Record<string, string>][] = [
      [{ name: '' }, 'Enter Name!', { name: 'Enter Name!' }],
      [{ mobileNo: '' }, 'Enter Mobile No!', { mobileNo: 'Enter Mobile No!' }],
      // a wrong value is told apart from an empty one
      [
        { mobileNo: 'call me' },
        APPLICATION_MESSAGES.mobileNoInvalid,
        { mobileNo: APPLICATION_MESSAGES.mobileNoInvalid },
      ],
      [{ email: 'not-an-email' }, 'Enter Email!', { email: 'Enter Email!' }],
      [{ profileUrl: 'javascript:alert(1)' }, 'Enter Valid link', { profileUrl: 'Enter Valid link' }],
      [
        { videoUrl: 'https://evil.test/video' },
        APPLICATION_MESSAGES.videoUrlInvalid,
        { videoUrl: APPLICATION_MESSAGES.videoUrlInvalid },
      ],
      [
        { disclosureApproved: 'false' },
        'See and Approve Disclosure',
        { disclosureApproved: 'See and Approve Disclosure' },
      ],
      [{ name: '', email: '' }, 'Enter Name!', { name: 'Enter Name!', email: 'Enter Email!' }],
    ];
    for (const [over, message, fields] of cases) {
      const res = await apply('demo', postId, { ...form('fields@mail.test'), ...over }, [resume(demoPdf('x'))]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ code: 'validation', message, fields });
    }
  });

  it('applies as an employee to a private post through the company page', async () => {
    const priv = await newPost({ visibility: 'private', title: 'Internal only' });
    const url = `/api/v1/careers/company/MTPP/jobs/${priv.id}/apply`;
    const res = await apply('demo', priv.id, form('srey.pov@mail.test'), [resume(demoPdf('emp'))], emp, url);
    expect(res.statusCode).toBe(201);
    const row = (await owner.query(`select source, user_id from career_applicants where job_post_id = $1`, [priv.id]))
      .rows[0];
    expect(row.source).toBe('employee');
    expect(row.user_id).toMatch(/^[0-9a-f-]{36}$/);
    // not through the public side
    expect((await apply('demo', priv.id, form('other@mail.test'), [resume(demoPdf('x'))])).statusCode).toBe(404);
  });
});

describe('employee variant', () => {
  it('shows public and private posts to employees, detail rows only up to Job Description', async () => {
    const b = await ok<TCareerBoard>(call(emp, 'GET', '/api/v1/careers/company/MTPP?pageSize=48'));
    const priv = b.jobs.find((j) => j.title === 'Internal: Team Leader, Dispatch')!;
    expect(priv.visibility).toBe('private');
    expect(b.availableJobs).toBeGreaterThan(8);
    const d = await ok<TJobDetail>(call(emp, 'GET', `/api/v1/careers/company/MTPP/jobs/${priv.id}`));
    expect(d.rows.map((r) => r.label)).toEqual(EMPLOYEE_DETAIL_ROWS.map((r) => r.label));
    expect(d.rows.at(-1)!.label).toBe('Job Description');
    expect(
      (await ok<{ description: string }>(call(emp, 'GET', '/api/v1/careers/company/MTPP/disclosure'))).description,
    ).toContain('Privacy');
    // the job must belong to the organization of the path
    expect((await call(emp, 'GET', `/api/v1/careers/company/MYKL/jobs/${priv.id}`)).statusCode).toBe(404);
  });

  it("lists the organizations an employee's career page can open", async () => {
    const orgs = await ok<{ code: string; title: string }[]>(call(emp, 'GET', '/api/v1/careers/company'));
    expect(orgs.map((o) => o.code).sort()).toEqual(['MTPP', 'MYKL']);
    expect((await call(hr, 'GET', '/api/v1/careers/company')).statusCode).toBe(403);
  });

  it('answers 403 to anyone but employees, 401 without a session', async () => {
    for (const cookie of [hr, sub]) {
      const res = await call(cookie, 'GET', '/api/v1/careers/company/MTPP');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'privilege.view', message: 'Do not have Privilege' });
    }
    expect((await call(undefined, 'GET', '/api/v1/careers/company/MTPP')).statusCode).toBe(401);
  });
});

describe('job posts (admin)', () => {
  it('creates a post with the next code of the series, rich text sanitised once', async () => {
    const before = (
      await owner.query(`select next_number from career_job_id_series where organization_id = $1`, [orgPP])
    ).rows[0].next_number as number;
    const p = await newPost({
      description:
        '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.test/x"></iframe>',
      qualification: '<p><br></p>',
      httpLink: 'https://mekong-trading.test/jobs/1',
    });
    expect(p.code).toBe(`JOB-${String(before).padStart(4, '0')}`);
    expect(
      (await owner.query(`select next_number from career_job_id_series where organization_id = $1`, [orgPP])).rows[0]
        .next_number,
    ).toBe(before + 1);
    expect(p.description).toBe(
      '<p>Hello <a rel="noopener noreferrer">x</a></p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(p.qualification).toBeNull();
    expect(p).toMatchObject({
      status: 'published',
      visibility: 'public',
      organizationCode: 'MTPP',
      jobTypeName: 'Full Time',
      hasImage: false,
      applicants: 0,
    });
    const stored = (await owner.query(`select * from career_job_posts where id = $1`, [p.id])).rows[0];
    expect(Object.keys(stored).filter((k) => /more|isread|without/i.test(k))).toEqual([]);
    const audit = await owner.query(`select action from audit_log where entity = 'jobPost' and entity_id = $1`, [p.id]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('answers field codes, and checks references (a job description of another organization is invalid)', async () => {
    const empty = await call(hr, 'POST', '/api/v1/careers/posts', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      organizationId: 'required',
      jobTitleId: 'required',
      title: 'required',
      description: 'required',
      positions: 'required',
      gender: 'required',
      minimumExperience: 'required',
    });
    const wrong = await call(hr, 'POST', '/api/v1/careers/posts', {
      organizationId: orgPP,
      jobTitleId: crypto.randomUUID(),
      jobTypeId: master.jobTypeId,
      jobDescriptionId: jd['Customer Service'],
      title: 'x',
      description: '<script>only</script>',
      positions: 1,
      postedDate: day(0),
      closingDate: day(5),
      gender: 1,
      minimumExperience: 12,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      jobTitleId: 'invalidReference',
      jobDescriptionId: 'invalidReference',
      description: 'required',
    });
    const dates = await call(hr, 'POST', '/api/v1/careers/posts', {
      organizationId: orgPP,
      jobTitleId: master.jobTitleId,
      jobTypeId: master.jobTypeId,
      jobDescriptionId: jd['Sales and Marketing'],
      title: 'x',
      description: 'x',
      positions: 1,
      postedDate: day(5),
      closingDate: day(1),
      gender: 4,
      minimumExperience: 0,
      httpLink: 'ftp://x',
    });
    expect(dates.json().fields).toEqual({
      gender: 'tooLarge',
      minimumExperience: 'tooSmall',
      httpLink: 'invalidLink',
      closingDate: 'closingBeforePosted',
    });
  });

  it('refuses a post for an organization without a job-ID series', async () => {
    const org = await ok<{ id: string }>(
      call(hr, 'POST', '/api/v1/resources/organization', { title: 'No Series Org', code: 'NOSER' }),
      201,
    );
    const desc = await ok<{ id: string }>(
      call(hr, 'POST', '/api/v1/resources/jobDescription', {
        title: 'General',
        organizationId: org.id,
        description: '<p>x</p>',
      }),
      201,
    );
    const res = await call(hr, 'POST', '/api/v1/careers/posts', {
      organizationId: org.id,
      jobTitleId: master.jobTitleId,
      jobTypeId: master.jobTypeId,
      jobDescriptionId: desc.id,
      title: 'x',
      description: 'x',
      positions: 1,
      postedDate: day(0),
      closingDate: day(5),
      gender: 1,
      minimumExperience: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'noJobIdSeries',
      message: 'Add a Job ID series for this organization first',
      fields: { organizationId: 'noJobIdSeries' },
    });
  });

  it('reads, updates, lists with filters, exports, deletes with a reason and restores', async () => {
    const p = await newPost({ title: 'Lifecycle post', status: 'draft' });
    const got = await ok<TJobPostDetail>(call(hr, 'GET', `/api/v1/careers/posts/${p.id}`));
    expect(got).toEqual(p);
    const { id: _id, ...rest } = p;
    const body = {
      ...rest,
      title: 'Lifecycle post (edited)',
      perks: '<p>Free <b>coffee</b><img src=x onerror=alert(1)></p>',
    };
    const upd = await ok<TJobPostDetail>(call(hr, 'PUT', `/api/v1/careers/posts/${p.id}`, body));
    expect(upd).toMatchObject({
      title: 'Lifecycle post (edited)',
      code: p.code,
      perks: '<p>Free <b>coffee</b></p>',
      status: 'draft',
    });
    const audit = await owner.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select before, after from audit_log where entity = 'jobPost' and entity_id = $1 and action = 'update'`,
      [p.id],
    );
    expect(Object.keys(audit.rows[0]!.after).sort()).toEqual(['perks', 'title']);

    const list = await ok<{ rows: { id: string }[]; total: number }>(
      call(hr, 'GET', `/api/v1/careers/posts?search=lifecycle&status=draft&visibility=public&organizationId=${orgPP}`),
    );
    expect(list.rows.map((r) => r.id)).toEqual([p.id]);
    expect(
      (await ok<{ total: number }>(call(hr, 'GET', '/api/v1/careers/posts?search=lifecycle&status=published'))).total,
    ).toBe(0);
    const sorted = await ok<{ rows: { code: string }[] }>(
      call(hr, 'GET', '/api/v1/careers/posts?sort=code:asc&pageSize=50'),
    );
    const codes = sorted.rows.map((r) => r.code.toLowerCase());
    expect(codes).toEqual([...codes].sort());
    const csv = await call(hr, 'GET', '/api/v1/careers/posts/export.csv?search=lifecycle');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="careerjobpost-${today()}.csv"`);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([p.code, 'Lifecycle post (edited)', 'Mekong Trading Phnom Penh']);
    // streamed from a cursor: days as DD-MM-YYYY, the applicant count, and the list's order
    expect(rows[1]![7]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(rows[1]![11]).toBe('0');
    const all = parse((await call(hr, 'GET', '/api/v1/careers/posts/export.csv?sort=code:asc')).body, {
      bom: true,
    }) as string[][];
    const exported = all.slice(1).map((r) => r[0]!.toLowerCase());
    expect(exported).toEqual([...exported].sort());

    for (const reason of [undefined, '  ']) {
      const res = await call(
        hr,
        'DELETE',
        `/api/v1/careers/posts/${p.id}`,
        reason === undefined ? undefined : { reason },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'reasonRequired', message: 'Please add the reason of delete' });
    }
    expect(
      (await call(hr, 'DELETE', `/api/v1/careers/posts/${p.id}`, { reason: 'Filled internally' })).statusCode,
    ).toBe(204);
    expect((await call(hr, 'GET', `/api/v1/careers/posts/${p.id}`)).statusCode).toBe(404);
    const deleted = await ok<{ rows: { id: string; deleteReason: string; deletedByName: string }[] }>(
      call(hr, 'GET', '/api/v1/careers/posts?deleted=true&search=lifecycle'),
    );
    expect(deleted.rows[0]).toMatchObject({ id: p.id, deleteReason: 'Filled internally', deletedByName: 'Dara Sok' });
    const restored = await ok<TJobPostDetail>(call(hr, 'POST', `/api/v1/careers/posts/${p.id}/restore`));
    expect(restored.deletedAt).toBeNull();
    expect((await call(hr, 'POST', `/api/v1/careers/posts/${p.id}/restore`)).statusCode).toBe(404);
  });

  it('changes the status; refuses an unknown one', async () => {
    const p = await newPost({ status: 'draft' });
    expect(
      (await ok<TJobPostDetail>(call(hr, 'POST', `/api/v1/careers/posts/${p.id}/status`, { status: 'closed' }))).status,
    ).toBe('closed');
    const bad = await call(hr, 'POST', `/api/v1/careers/posts/${p.id}/status`, { status: 'open' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'invalidOption' });
  });

  it('uploads an image checked by content, serves it publicly, and falls back to the default image', async () => {
    const p = await newPost();
    const ok1 = await upload(hr, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', PNG_IMAGE);
    expect(ok1.statusCode).toBe(200);
    const withImage = ok1.json() as TJobPostDetail;
    expect(withImage.hasImage).toBe(true);
    const img = await call(undefined, 'GET', withImage.imageUrl!);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(PNG_IMAGE)).toBe(true);
    expect(
      (await upload(hr, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', WEBP, 'a.webp', 'image/webp'))
        .statusCode,
    ).toBe(200);

    for (const [name, content] of [
      ['x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['x.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['x.pdf', demoPdf('not an image')],
    ] as const) {
      const res = await upload(hr, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', content, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'imageType', fields: { image: 'imageType' } });
    }
    const big = await upload(
      hr,
      'PUT',
      `/api/v1/careers/posts/${p.id}/image`,
      'image',
      Buffer.concat([PNG_IMAGE, Buffer.alloc(1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size less than 1 MB');

    const cleared = await ok<TJobPostDetail>(call(hr, 'DELETE', `/api/v1/careers/posts/${p.id}/image`));
    expect(cleared).toMatchObject({ hasImage: false, imageUrl: null });
    const board = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=48'));
    expect(board.jobs.find((j) => j.id === p.id)!.imageUrl).toBe('/api/v1/public/demo/career-images/default');
    const def = await call(undefined, 'GET', '/api/v1/public/demo/career-images/default');
    expect(def.statusCode).toBe(200);
    expect(def.headers['content-type']).toBe('image/svg+xml');
    expect(def.body).not.toMatch(/script/i);
    expect(
      (await call(undefined, 'GET', `/api/v1/public/demo/career-images/${crypto.randomBytes(16).toString('hex')}`))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a sub admin's add, edit and delete without those flags", async () => {
    const p = await newPost();
    expect((await call(sub, 'GET', `/api/v1/careers/posts/${p.id}`)).statusCode).toBe(200);
    const tries: [string, LightMyRequestResponse, string][] = [
      ['add', await call(sub, 'POST', '/api/v1/careers/posts', {}), 'Do not have Add Privilege'],
      ['edit', await call(sub, 'PUT', `/api/v1/careers/posts/${p.id}`, {}), 'Do not have Edit Privilege'],
      [
        'status',
        await call(sub, 'POST', `/api/v1/careers/posts/${p.id}/status`, { status: 'closed' }),
        'Do not have Edit Privilege',
      ],
      [
        'delete',
        await call(sub, 'DELETE', `/api/v1/careers/posts/${p.id}`, { reason: 'x' }),
        'Do not have Delete Privilege',
      ],
      [
        'image',
        await upload(sub, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', PNG_IMAGE),
        'Do not have Edit Privilege',
      ],
      [
        'logo',
        await upload(sub, 'PUT', `/api/v1/careers/organizations/${orgPP}/logo`, 'logo', PNG_IMAGE),
        'Do not have Edit Privilege',
      ],
    ];
    for (const [what, res, message] of tries) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json().message, what).toBe(message);
    }
    expect((await call(noCareer, 'GET', '/api/v1/careers/posts')).statusCode).toBe(403);
  });

  it("answers another tenant's HR admin 404 for a post", async () => {
    const p = await newPost();
    for (const res of [
      await call(acmeHr, 'GET', `/api/v1/careers/posts/${p.id}`),
      await call(acmeHr, 'PUT', `/api/v1/careers/posts/${p.id}`, {}),
      await call(acmeHr, 'DELETE', `/api/v1/careers/posts/${p.id}`, { reason: 'x' }),
      await call(acmeHr, 'POST', `/api/v1/careers/posts/${p.id}/status`, { status: 'closed' }),
      await upload(acmeHr, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', PNG_IMAGE),
      await call(acmeHr, 'GET', `/api/v1/careers/posts/${p.id}/board`),
      await upload(acmeHr, 'PUT', `/api/v1/careers/organizations/${orgPP}/logo`, 'logo', PNG_IMAGE),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await ok<TJobPostDetail>(call(hr, 'GET', `/api/v1/careers/posts/${p.id}`))).status).toBe('published');
  });

  it('keeps a job type in use by a live post from being deleted', async () => {
    const type = await ok<{ id: string }>(call(hr, 'POST', '/api/v1/resources/jobType', { name: 'Seasonal' }), 201);
    const p = await newPost({ jobTypeId: type.id });
    const res = await call(hr, 'DELETE', `/api/v1/resources/jobType/${type.id}`, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('inUse');
    await ok(call(hr, 'DELETE', `/api/v1/careers/posts/${p.id}`, { reason: 'done' }), 204);
    expect((await call(hr, 'DELETE', `/api/v1/resources/jobType/${type.id}`, { reason: 'x' })).statusCode).toBe(204);
  });
});

describe('organization logo', () => {
  it('uploads a logo the public header shows, refuses other files, and removes it', async () => {
    const res = await upload(hr, 'PUT', `/api/v1/careers/organizations/${orgSR}/logo`, 'logo', LOGO_IMAGE, 'logo.png');
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json() as { logoUrl: string };
    // the organization form reads it back; another tenant cannot
    expect(await ok(call(hr, 'GET', `/api/v1/careers/organizations/${orgSR}/logo`))).toEqual({ logoUrl });
    expect((await call(acmeHr, 'GET', `/api/v1/careers/organizations/${orgSR}/logo`)).statusCode).toBe(404);
    const b = await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MYKL'));
    expect(b.organization.logoUrl).toBe(logoUrl);
    expect((await call(undefined, 'GET', logoUrl)).rawPayload.equals(LOGO_IMAGE)).toBe(true);
    // 64 to 2048 pixels each way (spec), else the spec's message and the logo stays as it was
    for (const [w, h] of [
      [63, 64],
      [64, 2049],
      [8, 8],
    ] as const) {
      const bad = await upload(
        hr,
        'PUT',
        `/api/v1/careers/organizations/${orgSR}/logo`,
        'logo',
        demoPng(w, h, () => [1, 2, 3]),
      );
      expect(bad.statusCode, `${w}x${h}`).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'imageDimensions',
        message: 'Uploaded image has not valid Height and Width',
        fields: { logo: 'imageDimensions' },
      });
    }
    const wide = await upload(
      hr,
      'PUT',
      `/api/v1/careers/organizations/${orgSR}/logo`,
      'logo',
      demoPng(2048, 64, () => [1, 2, 3]),
    );
    expect(wide.statusCode).toBe(200);
    await upload(hr, 'PUT', `/api/v1/careers/organizations/${orgSR}/logo`, 'logo', LOGO_IMAGE);
    expect(
      (
        await upload(
          hr,
          'PUT',
          `/api/v1/careers/organizations/${orgSR}/logo`,
          'logo',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'l.svg',
        )
      ).statusCode,
    ).toBe(400);
    expect(await ok(call(hr, 'DELETE', `/api/v1/careers/organizations/${orgSR}/logo`))).toEqual({ logoUrl: null });
    expect(
      (await ok<TCareerBoard>(call(undefined, 'GET', '/api/v1/public/demo/career/MYKL'))).organization.logoUrl,
    ).toBeNull();
    expect((await call(undefined, 'GET', logoUrl)).statusCode).toBe(404);
  });
});

describe('applicants', () => {
  let applicantId: string;
  let fileId: string;

  beforeAll(async () => {
    const list = await ok<{ rows: { id: string; name: string }[] }>(
      call(hr, 'GET', '/api/v1/careers/applicants?search=Sok%20Dara'),
    );
    applicantId = list.rows[0]!.id;
  });

  it('lists applicants with search, filters and sort, and exports them', async () => {
    const all = await ok<{ rows: { stage: string; appliedAt: string }[]; total: number }>(
      call(hr, 'GET', '/api/v1/careers/applicants?pageSize=50'),
    );
    expect(all.total).toBeGreaterThanOrEqual(15);
    const times = all.rows.map((r) => r.appliedAt);
    expect(times).toEqual([...times].sort().reverse());
    const hired = await ok<{ rows: { name: string }[] }>(call(hr, 'GET', '/api/v1/careers/applicants?stage=hired'));
    expect(hired.rows.map((r) => r.name)).toEqual(['Lim Chenda']);
    const recent = await ok<{ rows: { name: string }[] }>(
      call(hr, 'GET', `/api/v1/careers/applicants?from=${day(-30)}&to=${day(1)}&sort=name:asc&pageSize=50`),
    );
    expect(recent.rows.map((r) => r.name)).not.toContain('Ouk Piseth'); // applied 40 days ago
    const names = recent.rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const csv = await call(hr, 'GET', '/api/v1/careers/applicants/export.csv?stage=hired');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="applicants-${today()}.csv"`);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[1]).toEqual(expect.arrayContaining(['Lim Chenda', 'lim.chenda@mail.test', 'Hired']));
    // the same list as a workbook, streamed from a cursor like the CSV
    const xlsx = await call(hr, 'GET', '/api/v1/careers/applicants/export.xlsx?stage=hired&lang=km');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="applicants-${today()}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!.getSheetValues() as unknown[][];
    expect(sheet.length - 2).toBe(rows.length - 1);
    expect(sheet[2]).toEqual(expect.arrayContaining(['Lim Chenda', 'lim.chenda@mail.test']));
  });

  it("lists a post's applicants and gives its Kanban, a column per stage", async () => {
    const post = (
      await owner.query<{ id: string }>(`select id from career_job_posts where title = 'Sales Executive — Phnom Penh'`)
    ).rows[0]!.id;
    const list = await ok<{ total: number }>(call(hr, 'GET', `/api/v1/careers/posts/${post}/applicants`));
    expect(list.total).toBe(5);
    const board = await ok<TApplicantBoard>(call(hr, 'GET', `/api/v1/careers/posts/${post}/board`));
    expect(board.columns.map((c) => c.stage)).toEqual([...PIPELINE_STAGES]);
    expect(board.columns.find((c) => c.stage === 'offer')!.cards.map((c) => c.name)).toEqual(['Mao Sreyneang']);
    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(5);
  });

  it('gives the detail: résumé meta, links, disclosure approval, notes and history', async () => {
    const d = await ok<TApplicantDetail>(call(hr, 'GET', `/api/v1/careers/applicants/${applicantId}`));
    expect(d).toMatchObject({
      name: 'Sok Dara',
      stage: 'applied',
      jobPostTitle: 'Sales Executive — Phnom Penh',
      disclosure: { approved: true },
    });
    expect(d.resume).toMatchObject({ type: 'application/pdf', name: 'sok-dara-resume.pdf' });
    expect(d.resumeUrl).toBe(`/api/v1/careers/resumes/${d.resume!.fileId}`);
    expect(d.disclosure.text).toContain('Privacy notice');
    expect(d.history.map((h) => h.toStage)).toEqual(['applied']);
    fileId = d.resume!.fileId;
    const kim = (await ok<{ rows: { id: string }[] }>(call(hr, 'GET', '/api/v1/careers/applicants?search=Kim%20Lina')))
      .rows[0]!.id;
    const k = await ok<TApplicantDetail>(call(hr, 'GET', `/api/v1/careers/applicants/${kim}`));
    expect(k.videoEmbedUrl).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(k.notes[0]!.text).toContain('Strong sales record');
  });

  it('downloads the résumé as an attachment with nosniff, for staff with the applications page only', async () => {
    const res = await call(hr, 'GET', `/api/v1/careers/resumes/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sok-dara-resume\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(sub, 'GET', `/api/v1/careers/resumes/${fileId}`)).statusCode).toBe(200);
    expect((await call(noCareer, 'GET', `/api/v1/careers/resumes/${fileId}`)).statusCode).toBe(403);
    expect((await call(emp, 'GET', `/api/v1/careers/resumes/${fileId}`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/api/v1/careers/resumes/${fileId}`)).statusCode).toBe(401);
    expect((await call(acmeHr, 'GET', `/api/v1/careers/resumes/${fileId}`)).statusCode).toBe(404);
    expect((await call(hr, 'GET', `/api/v1/careers/resumes/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('moves the stage, recording who and when; mails the applicant in their language only when asked', async () => {
    sink.clear();
    const quiet = await ok<TApplicantDetail>(
      call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, {
        stage: 'phoneScreening',
        note: 'Call on Monday',
      }),
    );
    expect(quiet.stage).toBe('phoneScreening');
    expect(quiet.history.at(-1)).toMatchObject({
      fromStage: 'applied',
      toStage: 'phoneScreening',
      note: 'Call on Monday',
      notified: false,
      byName: 'Dara Sok',
    });
    const loud = await ok<TApplicantDetail>(
      call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'shortList', notify: true }),
    );
    expect(loud.history.at(-1)).toMatchObject({ fromStage: 'phoneScreening', toStage: 'shortList', notified: true });
    const mail = await sink.waitFor('sok.dara@mail.test');
    // Sok Dara applied in Khmer
    expect(mail.subject).toMatch(/[\u1780-\u17ff]/);
    expect(mail.text).toContain('Sales Executive — Phnom Penh');
    expect(mail.text).toContain('ជាប់ជម្រុះ');
    await t.app.services.jobs.drain();
    expect(sink.to('sok.dara@mail.test')).toHaveLength(1);
    // a closing stage gets its own kind mail, with no promise of next steps
    await ok(
      call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'noSelection', notify: true }),
    );
    await t.app.services.jobs.drain();
    const closing = sink.to('sok.dara@mail.test')[1]!;
    expect(closing.text).toContain('យើងបានសម្រេចមិនបន្តពាក្យស្នើសុំរបស់អ្នក');
    expect(closing.text).not.toContain('ជំហានបន្ទាប់');
    await ok(call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'shortList' }));
    const bad = await call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'interview' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ stage: 'invalidOption' });
    const audit = await owner.query(
      `select action, after from audit_log where entity = 'careerApplicant' and entity_id = $1 and action = 'careers.stage'`,
      [applicantId],
    );
    expect(audit.rowCount).toBe(4);
  });

  it('adds notes', async () => {
    const n = await ok<{ text: string; authorName: string }>(
      call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/notes`, { text: 'Good attitude.' }),
      201,
    );
    expect(n).toMatchObject({ text: 'Good attitude.', authorName: 'Dara Sok' });
    expect((await call(hr, 'POST', `/api/v1/careers/applicants/${applicantId}/notes`, { text: ' ' })).statusCode).toBe(
      400,
    );
    const d = await ok<TApplicantDetail>(call(hr, 'GET', `/api/v1/careers/applicants/${applicantId}`));
    expect(d.notes[0]!.text).toBe('Good attitude.');
    // the sub admin may look but not change
    expect((await call(sub, 'POST', `/api/v1/careers/applicants/${applicantId}/notes`, { text: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(sub, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'hold' })).statusCode,
    ).toBe(403);
  });

  it("answers another tenant's HR admin 404 for an applicant, and changes nothing", async () => {
    for (const res of [
      await call(acmeHr, 'GET', `/api/v1/careers/applicants/${applicantId}`),
      await call(acmeHr, 'POST', `/api/v1/careers/applicants/${applicantId}/stage`, { stage: 'hired', notify: true }),
      await call(acmeHr, 'POST', `/api/v1/careers/applicants/${applicantId}/notes`, { text: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await ok<TApplicantDetail>(call(hr, 'GET', `/api/v1/careers/applicants/${applicantId}`))).stage).toBe(
      'shortList',
    );
    expect((await ok<{ total: number }>(call(acmeHr, 'GET', '/api/v1/careers/applicants'))).total).toBe(0);
  });
});

describe('rich text of the career masters', () => {
  it('sanitises richtext resource fields and treats empty markup as empty', async () => {
    const rec = await ok<{ description: string }>(
      call(hr, 'POST', '/api/v1/resources/jobDescription', {
        title: 'Sanitised',
        organizationId: orgPP,
        description: '<p>ok<script>alert(1)</script><img src="javascript:alert(1)"></p>',
      }),
      201,
    );
    expect(rec.description).toBe('<p>ok</p>');
    const empty = await call(hr, 'POST', '/api/v1/resources/disclosure', {
      organizationId: orgSR,
      description: '<p> </p><script>x</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ description: 'required' });
  });
});

describe('share page', () => {
  it('puts the title, description and a schema.org JobPosting into index.html for a public post', async () => {
    const p = await newPost({
      title: 'Chef </script><script>alert(1)</script>',
      shortDescription: 'Cook "great" food & more',
    });
    const res = await call(undefined, 'GET', `/demo/career/MTPP/job/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      '<title>Chef &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Mekong Trading Phnom Penh</title>',
    );
    expect(res.body).toContain('<meta name="description" content="Cook &quot;great&quot; food &amp; more">');
    const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)!;
    expect(m[1]).not.toContain('<');
    const ld = JSON.parse(m[1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Chef </script><script>alert(1)</script>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Mekong Trading Phnom Penh' },
    });
    expect(String(ld.url)).toMatch(new RegExp(`/demo/career/MTPP/job/${p.id}$`));
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('serves the plain page for a private, draft or unknown post', async () => {
    const priv = await newPost({ visibility: 'private' });
    const draft = await newPost({ status: 'draft' });
    for (const id of [priv.id, draft.id, crypto.randomUUID()]) {
      const res = await call(undefined, 'GET', `/demo/career/MTPP/job/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Staffdesk</title>');
      expect(res.body).not.toContain('ld+json');
    }
  });
});

describe('public failures and limits', () => {
  it('logs an unexpected failure with the request id and answers a friendly retry', async () => {
    const p = await newPost();
    const res = await upload(hr, 'PUT', `/api/v1/careers/posts/${p.id}/image`, 'image', PNG_IMAGE);
    const url = (res.json() as TJobPostDetail).imageUrl!;
    fs.rmSync(path.join(t.dataDir, 'files', url.split('/').pop()!));
    const broken = await call(undefined, 'GET', url);
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 'careersUnavailable', message: 'Something went wrong. Please try again.' });
    expect(broken.headers['x-request-id']).toBeTruthy();
  });

  it('limits public reads and applications per IP', async () => {
    const small = await createTestApp({ config: careersConfig({ readsPerMinute: 3, appliesPerHour: 2 }) });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await small.app.inject({ method: 'GET', url: '/api/v1/public/demo/career/MTPP' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const applyCodes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = multipart(form(`limit${i}@mail.test`), [resume(demoPdf('x'))]);
        applyCodes.push(
          (
            await small.app.inject({
              method: 'POST',
              url: `/api/v1/public/demo/jobs/${crypto.randomUUID()}/apply`,
              payload: body.payload,
              headers: body.headers,
            })
          ).statusCode,
        );
      }
      expect(applyCodes).toEqual([404, 404, 429]);
    } finally {
      await small.close();
    }
  });
});
