import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../test/mail-sink.ts';
import { Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-mail-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const recorder = () => {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => void lines.push(m), warn: (m: string) => void lines.push(m) } };
};
const mail = () => ({
  to: 'dara@demo.test',
  ...renderMail('resetPassword', 'km', {
    name: 'Dara',
    email: 'dara@demo.test',
    link: 'https://hr.example.test/demo/reset-password?token=SECRET',
    minutes: 30,
  }),
});

describe('Mailer', () => {
  it('writes each message as an .eml file under DATA_DIR/mail by default, logging one line without the body', async () => {
    const r = recorder();
    const m = new Mailer({ from: 'Staffdesk <no-reply@staffdesk.local>', dataDir: dir, log: r.log });
    expect(await m.healthy()).toBe(true);
    await m.send(mail());
    const files = fs.readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, 'mail', files[0]!)));
    expect(parsed.subject).toBe('កំណត់ពាក្យសម្ងាត់ Staffdesk ឡើងវិញ');
    expect(parsed.from?.text).toContain('no-reply@staffdesk.local');
    expect(parsed.text).toContain('token=SECRET');
    expect(parsed.html).toContain('token=SECRET');
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toContain('dara@demo.test');
    expect(r.lines[0]).not.toContain('SECRET');
    m.close();
  });

  it('sends through SMTP_URL', async () => {
    const sink = await startMailSink();
    const m = new Mailer({ smtpUrl: sink.url, from: 'HR <hr@example.test>', dataDir: dir, log: recorder().log });
    expect(await m.healthy()).toBe(true);
    await m.send(mail());
    const got = await sink.waitFor('dara@demo.test');
    expect(got.html).toContain('lang="km"');
    m.close();
    await sink.close();
  });

  it('reports a transport that is down, and fails its sends', async () => {
    const r = recorder();
    const m = new Mailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@y.test', dataDir: dir, log: r.log });
    expect(await m.healthy()).toBe(false);
    await expect(m.send(mail())).rejects.toThrow();
    m.close();
  });
});
