import { sql } from 'drizzle-orm';
import { schedulePeriod, type TReportDefinition, type TReportFrequency } from '@staffdesk/core/custom-reports-api';
import { auditIn } from '../../platform/audit/audit.ts';
import { exportBody } from '../../platform/export.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { authOfUser } from '../auth/session.service.ts';
import { defineReportExportJobs } from './report-export-job.ts';
import { mayRead, reportRows } from './custom-reports.service.ts';

/**
 * Scheduled custom reports (issue 19): each hour, every report whose day has come in its week or month is mailed
 * once for that period (`custom_report_sends` lets a period in once, whatever the instances) as an Excel file to
 * each recipient, built as that recipient: their scope, their pages, their language. A recipient who may no longer
 * read it is skipped. The claim comes first: a crash midway mails fewer people, never anyone twice.
 */
export const REPORT_SCHEDULE_JOB = 'reports.scheduled';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type TRecipient = { auth: TAuth; email: string; name: string; language: string };

/** A recipient as the API would see them after signing in: an HR admin or sub admin with a mail address. */
async function recipientOf(s: TServices, tenantId: string, userId: string): Promise<TRecipient | null> {
  const who = await authOfUser(s.database, tenantId, userId);
  if (!who || !['hr_admin', 'sub_admin'].includes(who.auth.loginType) || !who.lookup.user.email) return null;
  const language = who.lookup.user.language ?? who.lookup.tenant!.default_language;
  return { auth: who.auth, email: who.lookup.user.email, name: who.auth.userName, language };
}

/** The report's Excel file as `who` reads it, saved to the store: its key. */
async function fileFor(s: TServices, who: TAuth, d: TReportDefinition, lang: string) {
  const { headers, batches } = await reportRows(s, { tenantId: who.tenantId!, scope: who.scope }, d, lang);
  return s.files.saveStream(exportBody({ list: 'report', format: 'xlsx', headers, batches }));
}

/** Mails one report for one period, once: the number of people mailed, or null when the period was mailed before. */
export async function mailReport(s: TServices, tenantId: string, reportId: string, period: string) {
  const claimed = await s.database.tenant(tenantId, async (db) => {
    const c = await db.execute(sql`
      insert into custom_report_sends (tenant_id, report_id, period) values (${tenantId}, ${reportId}, ${period})
      on conflict do nothing returning period`);
    if (c.rows.length === 0) return null;
    const r = await db.execute<{ name: string; definition: TReportDefinition; recipient_ids: string[] }>(sql`
      select name, definition, recipient_ids from custom_reports where tenant_id = ${tenantId} and id = ${reportId}`);
    return r.rows[0] ?? null;
  });
  if (!claimed) return null;
  const account = await s.database.platform(async (db) => {
    const a = await db.execute<{ account: string }>(sql`select account from tenants where id = ${tenantId}`);
    return a.rows[0]!.account;
  });
  const mailed: string[] = [];
  for (const userId of claimed.recipient_ids) {
    const who = await recipientOf(s, tenantId, userId);
    if (!who) continue;
    try {
      mayRead(who.auth, claimed.definition);
    } catch {
      continue;
    }
    const key = await fileFor(s, who.auth, claimed.definition, who.language);
    const mail = renderMail(
      'scheduledReport',
      who.language,
      {
        name: who.name,
        report: claimed.name,
        period,
        link: `${publicOrigin(s.config)}/${account}/reportscustom/listing`,
      },
      { tenantId: tenantId },
    );
    const file = `${claimed.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'report'} ${period}.xlsx`;
    await queueMail(
      s,
      { to: who.email, ...mail, attachments: [{ key, name: file, type: XLSX, temporary: true }] },
      { tenantId, userId },
    );
    mailed.push(userId);
  }
  await s.database.tenant(tenantId, async (db) => {
    await db.execute(sql`update custom_report_sends set recipients = ${mailed.length}
                          where tenant_id = ${tenantId} and report_id = ${reportId} and period = ${period}`);
    await auditIn(db, {
      tenantId,
      actor: null,
      action: 'customReport.mail',
      entity: 'customReport',
      entityId: reportId,
      after: { period, recipients: mailed },
    });
  });
  return mailed.length;
}

/** The hourly pass: every scheduled report of every active tenant with the flag on whose day has come. */
export async function mailDueReports(s: TServices) {
  const due = await s.database.platform((db) =>
    db.execute<{ tenant_id: string; id: string; frequency: TReportFrequency; schedule_day: number; today: string }>(sql`
      select r.tenant_id, r.id, r.frequency, r.schedule_day,
             (now() at time zone coalesce((select timezone from organizations o where o.tenant_id = r.tenant_id
                                            order by o.created_at, o.id limit 1), 'UTC'))::date::text as today
        from custom_reports r join tenants t on t.id = r.tenant_id
       where r.frequency <> 'none' and t.status = 'active'
         and coalesce((t.features ->> 'customReports')::boolean, false)`),
  );
  let mailed = 0;
  for (const r of due.rows) {
    const period = schedulePeriod(r.frequency, r.schedule_day, r.today);
    if (period) mailed += (await mailReport(s, r.tenant_id, r.id, period)) ?? 0;
  }
  return mailed;
}

export function defineReportJobs(s: TServices) {
  s.jobs.define({ name: REPORT_SCHEDULE_JOB, handler: () => mailDueReports(s), cron: '13 * * * *' });
  defineReportExportJobs(s);
}
