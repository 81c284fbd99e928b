import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { mailNotifications, noticeText } from './notification-mail.ts';

/**
 * Mailed notifications (issue 15): a user chooses kinds on their account; a notification of a chosen kind is mailed
 * once, in their language, by the minute job; other kinds and other users are not.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let empId: string;

const mails = async (subject: string) =>
  (await owner.query(`select label from job_runs where kind = 'mail' and label->>'subject' = $1`, [subject])).rows;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp] = [await loginAs(t.app, 'hr@demo.test', 'demo'), await loginAs(t.app, 'emp@demo.test', 'demo')];
  empId = (
    await owner.query(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`)
  ).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const prefs = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/auth/preferences', headers: { cookie }, payload });
const message = (subject: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie: hr },
    payload: { subject, audience: 'employee', audienceIds: [empId], body: 'Hello' },
  });

describe('mailed notifications', () => {
  it('refuses a kind that does not exist', async () => {
    expect((await prefs(emp, { mailKinds: ['everything'] })).statusCode).toBe(400);
  });

  it('mails a chosen kind once, in the user’s language, and nothing else', async () => {
    // an earlier batch of the demo's own notifications goes first
    await mailNotifications(t.app.services);
    const plain = await message('Not mailed');
    expect(plain.statusCode, plain.body).toBe(201);
    const r = await prefs(emp, { mailKinds: ['message'], language: 'km' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().preferences.mailKinds).toEqual(['message']);
    expect((await message('Uniform sizes')).statusCode).toBe(201);

    expect((await mailNotifications(t.app.services)).mailed).toBe(1);
    const sent = await mails(noticeText('km', 'message', { subject: 'Uniform sizes' }));
    expect(sent).toHaveLength(1);
    expect(sent[0].label.to).toBe('emp@demo.test');
    expect(sent[0].label.subject).toContain('សារថ្មី');
    expect(await mails(noticeText('km', 'message', { subject: 'Not mailed' }))).toHaveLength(0);
    // once only
    expect((await mailNotifications(t.app.services)).mailed).toBe(0);
  });
});
