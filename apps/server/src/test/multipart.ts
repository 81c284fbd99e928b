import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type TFilePart = { field: string; name: string; type: string; content: Buffer };

/** A multipart/form-data body for app.inject: text fields, then files. */
export function multipart(
  fields: Record<string, string>,
  files: TFilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----staffdesk${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(64),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);

type TInjector = Pick<FastifyInstance, 'inject'>;

export type TFormFile = { field?: string; name: string; content: Buffer; type?: string };

/** Sends a form of text fields and at most one file (in `file.field`, `attachment` by default) as the login given. */
export function sendForm(
  app: TInjector,
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: TFormFile,
) {
  const m = multipart(
    fields,
    file
      ? [
          {
            field: file.field ?? 'attachment',
            name: file.name,
            type: file.type ?? 'application/octet-stream',
            content: file.content,
          },
        ]
      : [],
  );
  return app.inject({ method, url: `/api/v1${url}`, headers: { cookie, ...m.headers }, payload: m.payload });
}

/** Uploads CSV lines to an import's check (`POST /imports/<kind>`) as the login given. */
export function uploadImport(app: TInjector, kind: string, cookie: string, lines: string[]) {
  const body = multipart({}, [
    { field: 'file', name: `${kind}.csv`, type: 'text/csv', content: Buffer.from(`${lines.join('\r\n')}\r\n`) },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/imports/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** Commits a checked import (`POST /imports/<kind>/<id>/commit`). */
export const commitImportOf = (app: TInjector, kind: string, cookie: string, id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/imports/${kind}/${id}/commit`, headers: { cookie } });
