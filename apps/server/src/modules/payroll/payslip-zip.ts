import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { actorOf, auditIn, requestInfo, type TRequestInfo } from '../../platform/audit/audit.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { sendJobFile } from '../../platform/jobs/job-file.ts';
import type { TServices } from '../../platform/services.ts';
import { payslipPdf } from './payslip-pdf.ts';
import * as repo from './payslips.repo.ts';
import { mayReadAll, payslipOf } from './payslips.service.ts';
import { visibleRun } from './runs.service.ts';

/**
 * Every payslip of a run as one zip of PDFs (issue 14), built in the background with progress: the caller's scope at
 * the time they asked (a department-scoped sub admin gets their department's), each payslip in the language asked
 * for or else its employee's. The zip goes to the file store; only whoever asked downloads it, from the job's id.
 */
export const ZIP_JOB = 'payroll.payslipsZip';
const PAGE = 50;

type TZipJob = {
  tenantId: string;
  scope: TAuth['scope'];
  runId: string;
  lang: string | null;
  actor: { id: string; type: string; name: string };
  req: TRequestInfo;
};
type TZipResult = { fileKey: string; fileName: string; count: number };

/** Queues the zip of a run's payslips; the job's id. */
export async function startPayslipZip(
  s: TServices,
  auth: TAuth,
  runId: string,
  lang: string | null,
  req: TRequestInfo,
) {
  if (!mayReadAll(auth)) throw notFound();
  const run = await s.database.tenant(auth, (db) => visibleRun(db, auth, runId));
  if (run.version === 0 || run.employees === 0) throw appError(409, 'payrollNoPayslips');
  const job: TZipJob = {
    tenantId: auth.tenantId!,
    scope: auth.scope,
    runId: run.id,
    lang,
    actor: actorOf(auth)!,
    req: requestInfo(req),
  };
  const jobId = await s.jobs.send(ZIP_JOB, job, {
    tenantId: auth.tenantId!,
    userId: auth.userId,
    userName: auth.userName,
    label: { payroll: run.organizationTitle, month: run.periodFrom.slice(0, 7) },
  });
  return { jobId };
}

/** The job: pages of payslips, each drawn and added to the zip as it streams to the store. */
async function buildZip(
  s: TServices,
  job: TZipJob,
  progress: (percent: number, message: { key: string; values?: Record<string, number> }) => Promise<void>,
): Promise<TZipResult> {
  const who = { tenantId: job.tenantId, scope: job.scope };
  const run = await s.database.tenant(who, async (db) => {
    const r = await db.execute<{ month: string; code: string; total: number }>(sql`
      select to_char(r.period_from, 'YYYY-MM') as month, o.code,
             (select count(*)::int from payslips p where p.tenant_id = r.tenant_id and p.run_id = r.id
                 and p.version = r.version) as total
        from payroll_runs r join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
       where r.tenant_id = ${job.tenantId} and r.id = ${job.runId}`);
    return r.rows[0];
  });
  if (!run) throw notFound();
  const archive = archiver('zip', { zlib: { level: 6 } });
  const out = new PassThrough();
  archive.pipe(out);
  const saved = s.files.saveStream(out);
  // awaited below; handled now so a write failing early is not an unhandled rejection
  saved.catch(() => undefined);
  const logos = new Map<string, { bytes: Buffer; type: string } | null>();
  let count = 0;
  let after: string | null = null;
  try {
    for (;;) {
      const page = await s.database.tenant(who, async (db) => {
        const heads = await repo.payslipHeadsOf(db, job.tenantId, job.runId, after, PAGE);
        const slips = [];
        for (const head of heads) slips.push({ head, slip: await payslipOf(db, job.tenantId, head) });
        return slips;
      });
      if (page.length === 0) break;
      for (const { head, slip } of page) {
        const key = head.logoKey ?? '';
        if (slip.organization.hasLogo && key && !logos.has(key))
          logos.set(
            key,
            await s.files
              .read(key)
              .then((bytes) => ({ bytes, type: head.logoType! }))
              .catch(() => null),
          );
        const pdf = await payslipPdf(slip, logos.get(key) ?? null, job.lang ?? head.language ?? 'en');
        archive.append(pdf, { name: `payslip-${head.employeeCode}-${run.month}.pdf`.replace(/[^\w.-]+/g, '_') });
        count++;
      }
      after = page.at(-1)!.head.employeeId;
      await progress(Math.min(99, (count / Math.max(1, run.total)) * 100), {
        key: 'payslipsZipped',
        values: { done: count, total: run.total },
      });
    }
    await archive.finalize();
  } catch (e) {
    archive.abort();
    await saved.then((k) => s.files.remove(k)).catch(() => undefined);
    throw e;
  }
  const fileKey = await saved;
  await s.database.tenant(job.tenantId, (db) =>
    auditIn(
      db,
      {
        tenantId: job.tenantId,
        actor: job.actor,
        action: 'export',
        entity: 'payslips',
        entityId: job.runId,
        after: { payslips: count, lang: job.lang },
      },
      job.req,
    ),
  );
  return { fileKey, fileName: `payslips-${run.code}-${run.month}.zip`.replace(/[^\w.-]+/g, '_'), count };
}

/** Sends the zip a job of the caller's built; 404 for anyone else's, or one not done. */
export const sendPayslipZip = (s: TServices, auth: TAuth, jobId: string, reply: FastifyReply) =>
  sendJobFile<TZipResult>(s, auth, { jobId, kind: ZIP_JOB, type: () => 'application/zip' }, reply);

export function definePayslipZipJobs(s: TServices) {
  s.jobs.define<TZipJob>({ name: ZIP_JOB, handler: (job) => buildZip(s, job.data, job.progress) });
}
