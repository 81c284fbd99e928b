import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLetter, TLetterRequest, TMyLetters } from '@staffdesk/core/letters-api';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * HR letters (issue 15): a template filled for an employee (preview, then issued as a numbered PDF filed on their
 * documents tab), mailed with the PDF attached, the employee's requests (HR told, issued from or declined), a scoped
 * sub admin kept to their employees, and the tenant's `letter` flag.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let ids: { srey: string; financeEmployee: string; en: string; km: string; zh: string; salaryZh: string };

type TMethod = 'GET' | 'POST';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  const tenant = `(select id from tenants where account = 'demo')`;
  const template = (kind: string, lang: string) =>
    one(`select id from letter_templates where tenant_id = ${tenant} and kind = '${kind}' and language = '${lang}'`);
  ids = {
    srey: await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`),
    financeEmployee: await one(`select e.id from employees e join departments d on d.id = e.department_id
                                 where e.tenant_id = ${tenant} and d.code = 'FIN' and e.deleted_at is null limit 1`),
    en: await template('employmentConfirmation', 'en'),
    km: await template('employmentConfirmation', 'km'),
    zh: await template('employmentConfirmation', 'zh'),
    salaryZh: await template('salaryCertificate', 'zh'),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('issuing a letter', () => {
  it('previews the template filled for the employee, then issues it numbered, as a PDF, filed on their documents', async () => {
    const preview = await api(hr, 'POST', '/letters/preview', { employeeId: ids.srey, templateId: ids.en });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ language: 'en', title: 'Employment Confirmation Letter', mailable: true });
    expect(preview.json().body).toContain('Srey Pov (Employee ID PP1001)');
    expect(preview.json().body).not.toMatch(/\{\{/);

    const r = await api(hr, 'POST', '/letters', { employeeId: ids.srey, templateId: ids.km });
    expect(r.statusCode).toBe(201);
    const letter = r.json() as TLetter;
    expect(letter).toMatchObject({ employeeCode: 'PP1001', language: 'km', kind: 'employmentConfirmation' });
    expect(letter.number).toMatch(/^HRL-\d{4}-\d{4}$/);
    const pdf = await api(hr, 'GET', `/letters/${letter.id}/file`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // its text reads back with the employee's name, in Khmer (pdftotext reads the shaped runs' ActualText)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'letter-'));
    fs.writeFileSync(path.join(dir, 'l.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'l.pdf'), '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, ' ')).toContain('Srey Pov');
    expect(text).toContain(letter.number);
    // filed on the employee's documents tab, under the template's document type
    const docs = await api(hr, 'GET', `/resources/employeeDocument?employeeId=${ids.srey}&pageSize=50`);
    const filed = docs.json().rows.find((d: { number: string }) => d.number === letter.number);
    expect(filed).toMatchObject({ fileName: `${letter.number}.pdf` });
    // the employee is told and finds it among theirs
    const mine = (await api(emp, 'GET', '/me/letters')).json() as TMyLetters;
    expect(mine.letters.map((l) => l.id)).toContain(letter.id);
    expect((await api(emp, 'GET', `/me/letters/${letter.id}/file`)).statusCode).toBe(200);
    const bells = (await api(emp, 'GET', '/notifications?page=1&pageSize=50')).json().rows;
    expect(
      bells.some(
        (n: { kind: string; params: { number: string } }) =>
          n.kind === 'letterIssued' && n.params.number === letter.number,
      ),
    ).toBe(true);
    // audited: the letter and the document
    const log = await owner.query(`select action, entity from audit_log where entity_id in ($1, $2) order by action`, [
      letter.id,
      filed.id,
    ]);
    expect(log.rows).toEqual([
      { action: 'create', entity: 'employeeDocument' },
      { action: 'letter.issue', entity: 'letter' },
    ]);
    // numbers run on
    const next = (await api(hr, 'POST', '/letters', { employeeId: ids.srey, templateId: ids.zh })).json() as TLetter;
    expect(Number(next.number.slice(-4))).toBe(Number(letter.number.slice(-4)) + 1);
  });

  it('mails it with the PDF attached, in its language', async () => {
    const r = await api(hr, 'POST', '/letters', { employeeId: ids.srey, templateId: ids.zh, mail: true });
    expect(r.statusCode).toBe(201);
    expect(r.json().mailedAt).not.toBeNull();
    const mail = await sink.waitFor('emp@demo.test', (m) => (m.subject ?? '').includes(r.json().number));
    expect(mail.subject).toContain('在职证明');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${r.json().number}.pdf`, 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names what is wrong, and leaves nothing behind', async () => {
    const before = (await owner.query('select count(*)::int as n from letters')).rows[0].n;
    const bad = await api(hr, 'POST', '/letters', { employeeId: 'x', templateId: crypto.randomUUID() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ employeeId: 'invalidReference' });
    const unknown = await api(hr, 'POST', '/letters', { employeeId: ids.srey, templateId: crypto.randomUUID() });
    expect(unknown.json().fields).toEqual({ templateId: 'invalidReference' });
    expect((await owner.query('select count(*)::int as n from letters')).rows[0].n).toBe(before);
    expect((await api(hr, 'GET', `/letters/${crypto.randomUUID()}/file`)).statusCode).toBe(404);
  });
});

describe('requests', () => {
  it('an employee asks; HR is told, issues from it, and a second answer is refused', async () => {
    const asked = await api(emp, 'POST', '/me/letters/requests', {
      kind: 'salaryCertificate',
      language: 'zh',
      purpose: 'Bank loan',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json() as TLetterRequest;
    expect(request).toMatchObject({ status: 'pending', employeeCode: 'PP1001' });
    const told = (await api(hr, 'GET', '/notifications/unread?kind=letterRequested')).json().count;
    expect(told).toBeGreaterThanOrEqual(1);
    const pending = (await api(hr, 'GET', '/letters/requests?status=pending&pageSize=50')).json().rows;
    expect(pending.map((x: TLetterRequest) => x.id)).toContain(request.id);

    const issued = await api(hr, 'POST', '/letters', {
      employeeId: ids.srey,
      templateId: ids.salaryZh,
      requestId: request.id,
    });
    expect(issued.statusCode).toBe(201);
    const mine = (await api(emp, 'GET', '/me/letters')).json() as TMyLetters;
    expect(mine.requests.find((x) => x.id === request.id)).toMatchObject({
      status: 'issued',
      letterId: issued.json().id,
    });
    // answered once only
    const again = await api(hr, 'POST', `/letters/requests/${request.id}/decline`, { reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('letterRequestDecided');
    const twice = await api(hr, 'POST', '/letters', {
      employeeId: ids.srey,
      templateId: ids.salaryZh,
      requestId: request.id,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('HR declines with a reason, which the employee reads', async () => {
    const request = (
      await api(emp, 'POST', '/me/letters/requests', { kind: 'employmentConfirmation', language: 'en' })
    ).json() as TLetterRequest;
    const r = await api(hr, 'POST', `/letters/requests/${request.id}/decline`, { reason: 'You left last month' });
    expect(r.json()).toMatchObject({ status: 'declined', reason: 'You left last month' });
    const mine = (await api(emp, 'GET', '/me/letters')).json() as TMyLetters;
    expect(mine.requests.find((x) => x.id === request.id)?.status).toBe('declined');
    const bad = await api(emp, 'POST', '/me/letters/requests', { kind: 'warning', language: 'fr' });
    expect(bad.json().fields).toMatchObject({ kind: 'invalidOption', language: 'invalidOption' });
  });

  it('an employee reads only their own letters', async () => {
    const other = (await api(hr, 'POST', '/letters', { employeeId: ids.financeEmployee, templateId: ids.en })).json();
    expect((await api(emp, 'GET', `/me/letters/${other.id}/file`)).statusCode).toBe(404);
    const mine = (await api(emp, 'GET', '/me/letters')).json() as TMyLetters;
    expect(mine.letters.some((l) => l.id === other.id)).toBe(false);
  });
});

describe('scope and flags', () => {
  it('keeps a scoped sub admin to their employees', async () => {
    expect((await api(finance, 'GET', '/letters')).statusCode).toBe(403);
    await owner.query(`update sub_admin_roles set privileges = privileges || '{"letters": {"view": true, "add": true}}'
                        where name = 'Finance HR'`);
    const f = await loginAs(t.app, 'finance@demo.test', 'demo');
    const seen = (await api(f, 'GET', '/letters?pageSize=50')).json().rows as TLetter[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((l) => l.employeeCode !== 'PP1001')).toBe(true);
    const out = await api(f, 'POST', '/letters', { employeeId: ids.srey, templateId: ids.en });
    expect(out.json().fields).toEqual({ employeeId: 'invalidReference' });
  });

  it('makes the module absent for a tenant without letters', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/letters')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/letters')).statusCode).toBe(404);
  });
});
