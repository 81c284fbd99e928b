import type { FastifyReply } from 'fastify';
import type { TReportDefinition } from '@staffdesk/core/custom-reports-api';
import { actorOf, auditIn, requestInfo, type TRequestInfo } from '../../platform/audit/audit.ts';
import { exportBody, type TExportFormat } from '../../platform/export.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { sendJobFile } from '../../platform/jobs/job-file.ts';
import type { TServices } from '../../platform/services.ts';
import { getReport, mayRead, reportRows } from './custom-reports.service.ts';

/**
 * A large custom report as a file built in the background with progress (issue 19): the caller's scope and pages
 * at the time they asked, rows streamed from a cursor into the store. Only whoever asked downloads it, by the job's
 * id; the maintenance job removes the file a day later.
 */
export const REPORT_EXPORT_JOB = 'reports.export';
const BATCH = 5000;
const TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type TExportJob = {
  tenantId: string;
  scope: TAuth['scope'];
  reportId: string;
  name: string;
  definition: TReportDefinition;
  format: TExportFormat;
  lang: string;
  actor: { id: string; type: string; name: string };
  req: TRequestInfo;
};
type TExportResult = { fileKey: string; fileName: string; format: TExportFormat; rows: number };

export async function startReportExport(
  s: TServices,
  auth: TAuth,
  id: string,
  o: { format: TExportFormat; lang: string },
  req: TRequestInfo,
) {
  const report = await getReport(s, auth, id);
  mayRead(auth, report.definition);
  const job: TExportJob = {
    tenantId: auth.tenantId!,
    scope: auth.scope,
    reportId: report.id,
    name: report.name,
    definition: report.definition,
    format: o.format,
    lang: o.lang,
    actor: actorOf(auth)!,
    req: requestInfo(req),
  };
  const jobId = await s.jobs.send(REPORT_EXPORT_JOB, job, {
    tenantId: auth.tenantId!,
    userId: auth.userId,
    userName: auth.userName,
    label: { report: report.name, format: o.format },
  });
  return { jobId };
}

async function buildExport(
  s: TServices,
  job: TExportJob,
  progress: (percent: number, message: { key: string; values?: Record<string, number> }) => Promise<void>,
): Promise<TExportResult> {
  const who = { tenantId: job.tenantId, scope: job.scope };
  const { query, headers, batches } = await reportRows(s, who, job.definition, job.lang, BATCH);
  const total = await s.database.tenant(who, async (db) => (await db.execute<{ n: number }>(query.count)).rows[0]!.n);
  let done = 0;
  async function* counted() {
    for await (const batch of batches) {
      yield batch;
      done += batch.length;
      await progress(Math.min(99, (done / Math.max(1, total)) * 100), { key: 'reportRows', values: { done, total } });
    }
  }
  const fileKey = await s.files.saveStream(
    exportBody({ list: 'report', format: job.format, headers, batches: counted() }),
  );
  await s.database.tenant(job.tenantId, (db) =>
    auditIn(
      db,
      {
        tenantId: job.tenantId,
        actor: job.actor,
        action: 'export',
        entity: 'customReport',
        entityId: job.reportId,
        after: { rows: done, format: job.format },
      },
      job.req,
    ),
  );
  return { fileKey, fileName: `${job.name}.${job.format}`, format: job.format, rows: done };
}

/** Sends the file a job of the caller's built; 404 for anyone else's, or one not done. */
export const sendReportExport = (s: TServices, auth: TAuth, jobId: string, reply: FastifyReply) =>
  sendJobFile<TExportResult>(s, auth, { jobId, kind: REPORT_EXPORT_JOB, type: (r) => TYPES[r.format] }, reply);

export function defineReportExportJobs(s: TServices) {
  s.jobs.define<TExportJob>({ name: REPORT_EXPORT_JOB, handler: (job) => buildExport(s, job.data, job.progress) });
}
