import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** A job post's flyer (the PDF module's first user): the post, in the asker's language, with the apply link. */
let t: TTestContext;
let hr: string;
let acmeHr: string;
let emp: string;
let dir: string;
let post: { id: string; code: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  [hr, acmeHr, emp] = await Promise.all([
    loginAs(t.app, 'hr@demo.test', 'demo'),
    loginAs(t.app, 'hr@acme.test', 'acme'),
    loginAs(t.app, 'emp@demo.test', 'demo'),
  ]);
  const list = await t.app.inject({ url: '/api/v1/careers/posts?pageSize=50', headers: { cookie: hr } });
  if (list.statusCode !== 200) throw new Error(list.body);
  // a title in one script: pdftotext puts the runs of a mixed-script title (Latin, Khmer, Chinese) in its own
  // order, and which post comes first depends on the seed's random ids
  post = list.json().rows.find((r: { title: string }) => /^[\x20-\x7e]+$/.test(r.title));
  dir = mkdtempSync(join(tmpdir(), 'staffdesk-flyer-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const flyer = (cookie: string, id: string, lang?: string) =>
  t.app.inject({ url: `/api/v1/careers/posts/${id}/flyer${lang ? `?lang=${lang}` : ''}`, headers: { cookie } });

function textOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('GET /careers/posts/:id/flyer', () => {
  it.each([
    ['en', 'We are hiring'],
    ['km', 'យើងកំពុងជ្រើសរើសបុគ្គលិក'],
    ['zh', '我们正在招聘'],
  ])('is a one-page PDF in %s with the post and its public link', async (lang, hiring) => {
    const res = await flyer(hr, post.id, lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="flyer-${post.code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(hiring);
    expect(text).toContain(post.title);
    // the link wraps at its hyphens, which pdftotext then joins without them
    expect(text.replace(/\s|-/g, '')).toContain(`/demo/career/`);
    expect(text.replace(/\s|-/g, '')).toContain(`/job/${post.id.replaceAll('-', '')}`);
  });

  it("is another tenant's 404 and needs the job post page", async () => {
    expect((await flyer(acmeHr, post.id)).statusCode).toBe(404);
    expect((await flyer(emp, post.id)).statusCode).toBe(403);
    expect((await flyer(hr, 'not-a-uuid')).statusCode).toBe(404);
  });
});
