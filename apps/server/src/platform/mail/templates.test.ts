import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@staffdesk/core/constants';
import { MAIL_CATALOGUES, MAIL_TEMPLATES, renderMail } from './templates.ts';

const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
function strings(o: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof o === 'string') out.set(prefix, o);
  else if (Array.isArray(o)) {
    for (const [i, v] of o.entries()) for (const [k, x] of strings(v, `${prefix}[${i}]`)) out.set(k, x);
  } else if (o && typeof o === 'object') {
    for (const [k, v] of Object.entries(o))
      for (const [kk, x] of strings(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, x);
  }
  return out;
}

describe('mail catalogues', () => {
  it('have every template, the same texts and the same variables in English, Khmer and Chinese', () => {
    const en = strings(MAIL_CATALOGUES.en);
    for (const t of MAIL_TEMPLATES) expect(MAIL_CATALOGUES.en[t], t).toBeDefined();
    for (const lang of LANGUAGES) {
      const c = strings(MAIL_CATALOGUES[lang]);
      expect([...c.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [k, v] of c) {
        expect(v.trim(), `${lang} ${k}`).not.toBe('');
        expect(vars(v), `${lang} ${k}`).toEqual(vars(en.get(k)!));
      }
    }
  });

  it('are really translated', () => {
    expect(MAIL_CATALOGUES.km.resetPassword.subject).toMatch(/[\u1780-\u17ff]/);
    expect(MAIL_CATALOGUES.zh.resetPassword.subject).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('renderMail', () => {
  const link = 'https://hr.example.test/demo/reset-password?token=abc&x=1';

  it('writes text and HTML with the link as a button and in full', () => {
    const m = renderMail('resetPassword', 'en', { name: 'Dara', email: 'dara@demo.test', link, minutes: 30 });
    expect(m.subject).toBe('Reset your Staffdesk password');
    expect(m.text).toContain('Hello Dara,');
    expect(m.text).toContain(`Choose a new password: ${link}`);
    expect(m.text).toContain('30 minutes');
    expect(m.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(m.html).toContain('<html lang="en">');
  });

  it('escapes values in the HTML part and keeps subjects on one line', () => {
    const m = renderMail('consoleMessage', 'en', {
      name: '<b>Eve</b>',
      subject: 'Hi\r\nBcc: x@evil.test',
      body: '<script>alert(1)</script>\n\nSecond paragraph',
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(m.subject).toBe('Hi Bcc: x@evil.test');
    expect(m.text).toContain('Second paragraph');
  });

  it('falls back to English for an unknown language, and refuses a link that is not http(s)', () => {
    expect(renderMail('signupReceived', 'fr', { name: 'A', organization: 'B', account: 'c' }).subject).toBe(
      'We received your sign-up request',
    );
    expect(renderMail('signupReceived', null, { name: 'A', organization: 'B', account: 'c' }).subject).toBe(
      'We received your sign-up request',
    );
    expect(() =>
      renderMail('resetPassword', 'en', { name: 'A', email: 'a@b', link: 'javascript:alert(1)', minutes: 30 }),
    ).toThrow();
    expect(() => renderMail('resetPassword', 'en', { name: 'A', email: 'a@b', link })).toThrow(/minutes/);
  });
});
