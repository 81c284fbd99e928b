import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_IMAGE } from '../../test/career-files.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';
import { formLimit } from './uploads.ts';

/**
 * Broken and oversized multipart bodies, through a route that reads a form (an organization's careers logo).
 * The size checks run against a real listening server: what they guard is how much of the socket is read.
 */
let t: TTestContext;
let cookie: string;
let url: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
  const orgs = await t.app.inject({ url: '/api/v1/resources/organization/options', headers: { cookie } });
  url = `/api/v1/careers/organizations/${orgs.json()[0].id}/logo`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const logo = () => multipart({}, [{ field: 'logo', name: 'logo.png', type: 'image/png', content: LOGO_IMAGE }]);
const put = (payload: Buffer | string, contentType: string) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': contentType }, payload });

describe('malformed multipart', () => {
  it('takes a well-formed upload (the baseline)', async () => {
    const { payload, headers } = logo();
    const res = await put(payload, headers['content-type']!);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers no boundary, a wrong boundary and a body cut short 400 invalidInput', async () => {
    const { payload, headers } = logo();
    const cases: [string, Buffer | string, string][] = [
      ['no boundary', payload, 'multipart/form-data'],
      ['empty boundary', payload, 'multipart/form-data; boundary='],
      ['wrong boundary', payload, 'multipart/form-data; boundary=----nothere'],
      ['cut short', payload.subarray(0, Math.floor(payload.length / 2)), headers['content-type']!],
      ['headers cut short', payload.subarray(0, 30), headers['content-type']!],
      ['garbage', Buffer.from('\u0000\u0001\u0002garbage'), headers['content-type']!],
    ];
    for (const [name, body, type] of cases) {
      const res = await put(body, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      // an empty boundary parses as an empty form, which has no logo
      expect(res.json().code, name).toBe(name === 'empty boundary' ? 'validation' : 'invalidInput');
    }
  });

  it('answers a NUL in a file name or a field 400 invalidInput', async () => {
    const bad = multipart({}, [{ field: 'logo', name: 'lo\u0000go.png', type: 'image/png', content: LOGO_IMAGE }]);
    const res = await put(bad.payload, bad.headers['content-type']!);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalidInput');
    const field = multipart({ note: 'a\u0000b' }, [
      { field: 'logo', name: 'logo.png', type: 'image/png', content: LOGO_IMAGE },
    ]);
    const res2 = await put(field.payload, field.headers['content-type']!);
    expect(res2.statusCode, res2.body).toBe(400);
    expect(res2.json().code).toBe('invalidInput');
  });
});

/** Sends a request to the listening app; `body` writes it. Resolves with the answer and how much was written. */
function send(
  headers: Record<string, string>,
  body: (req: http.ClientRequest, written: () => boolean) => void,
): Promise<{ status: number; code: string; connection: string | undefined; sent: number }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: url, headers: { cookie, ...headers } });
    const write = req.write.bind(req);
    req.write = ((chunk: Buffer, ...rest: never[]) => {
      sent += chunk.length;
      return write(chunk, ...rest);
    }) as typeof req.write;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({
          status: res.statusCode!,
          code: JSON.parse(text || '{}').code,
          connection: res.headers.connection,
          sent,
        });
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    body(req, () => answered);
  });
}

describe('oversized multipart', () => {
  const MiB = 1024 * 1024;
  const boundary = '----staffdeskbig';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );

  it('refuses a declared Content-Length over the limit at once, before reading the body', async () => {
    const declared = 200 * MiB;
    const res = await send(
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(declared) },
      (req) => req.write(head), // and nothing more: an answer can only come from the header
    );
    expect(res.status).toBe(413);
    expect(res.code).toBe('fileTooLarge');
    expect(res.connection).toBe('close');
  });

  it('stops reading a chunked body past the limit, without draining it', async () => {
    const total = 200 * MiB;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const res = await send(
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      (req, answered) => {
        req.write(head);
        let written = head.length;
        const pump = () => {
          while (!answered() && written < total) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered()) req.end();
        };
        pump();
      },
    );
    expect(res.status).toBe(413);
    expect(res.code).toBe('fileTooLarge');
    // the limit plus what the sockets buffer on the way, far from the 200 MiB offered
    expect(res.sent).toBeGreaterThan(formLimit(MiB, 1) / 2);
    expect(res.sent).toBeLessThan(32 * MiB);
  });
});
