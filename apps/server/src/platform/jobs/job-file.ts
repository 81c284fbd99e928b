import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { notFound } from '../errors.ts';
import type { TAuth } from '../http/access.ts';
import type { TServices } from '../services.ts';

/** What a job that builds a file answers: the file in the store and the name it downloads under. */
export type TJobFile = { fileKey: string; fileName: string };

/**
 * Sends the file a done job of `kind` built, to whoever started it only (404 for anyone else, a job not done, a
 * file the maintenance job has removed). A name beyond ASCII goes as RFC 5987 UTF-8 beside an ASCII stand-in.
 */
export async function sendJobFile<R extends TJobFile>(
  s: TServices,
  auth: TAuth,
  o: { jobId: string; kind: string; type: (result: R) => string },
  reply: FastifyReply,
) {
  if (!UUID.test(o.jobId)) throw notFound();
  const row = await s.database.tenant(auth, async (db) => {
    const r = await db.execute<{ result: R | null }>(sql`
      select result from job_runs
       where id = ${o.jobId} and tenant_id = ${auth.tenantId} and started_by = ${auth.userId} and kind = ${o.kind}
         and state = 'done'`);
    return r.rows[0];
  });
  if (!row?.result?.fileKey) throw notFound();
  const stream = await s.files.readStream(row.result.fileKey).catch(() => null);
  if (!stream) throw notFound();
  const name = row.result.fileName.replace(/[\u0000-\u001f\u007f"\\/:*?<>|;]+/g, '_').slice(0, 120);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const disposition =
    ascii === name
      ? `attachment; filename="${name}"`
      : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  return reply
    .header('content-type', o.type(row.result))
    .header('content-disposition', disposition)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
