import { daysFromTo } from '@staffdesk/core/dates';
import { actorOf, auditIn, requestInfo, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, refusal } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { packsOf } from './statutory-versions.ts';
import * as repo from './run-process.repo.ts';
import { computeSlip, type TPayCode, type TSlipContext } from './run-slip.ts';
import { attendanceInPeriod, leaveInPeriod, overtimeInPeriod } from './run-inputs.repo.ts';
import { runById } from './runs.repo.ts';
import { deductionsOf } from '../shop/orders.repo.ts';
import { visibleRun } from './runs.service.ts';

/**
 * Processing a payroll run (issue 14, decision 0030): a month of an organization, processed in the background in
 * chunks of employees under a new version that becomes the run's only at the end — a run killed half-way shows its
 * previous payslips, and the job resumes after the last employee written. Processing again is idempotent: the same
 * inputs give the same payslips, never duplicates.
 */
export const PROCESS_JOB = 'payroll.process';
const CHUNK = 500;

export type TProcessJob = {
  tenantId: string;
  runId: string;
  version: number;
  actor: { id: string; type: string; name: string };
  req: TRequestInfo;
  /** employees per transaction (tests make it small) */
  chunk?: number;
};

/** Rows grouped by their employee, in their order. */
function byEmployee<T extends { employeeId: string }>(rows: readonly T[]) {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.employeeId);
    if (list) list.push(r);
    else out.set(r.employeeId, [r]);
  }
  return out;
}

/** Queues the processing of a run: a new version, written in the background. */
export async function processRun(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  const { run, version } = await s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id, true);
    if (run.status === 'closed') throw appError(409, 'payrollClosed');
    if (run.status === 'cancelled') throw appError(409, 'payrollRunMoved');
    if (run.status !== 'open' && run.status !== 'processed') throw appError(409, 'payrollRunLocked');
    // a run whose job failed for good (its retries spent) resumes its version; one still going is left alone
    if (run.processingVersion !== null) {
      if ((await repo.jobState(db, run.jobId)) !== 'failed') throw appError(409, 'payrollRunBusy');
      return { run, version: run.processingVersion };
    }
    // a Cambodian month paid in another currency needs the month's rate into riel: said now, not in the job
    if (run.statutoryPack === 'KH')
      for (const currency of await repo.currenciesOf(db, { ...run, tenantId }))
        if (
          currency !== 'KHR' &&
          !(await repo.exchangeRateOf(db, tenantId, run.periodFrom.slice(0, 7), currency, 'KHR'))
        )
          throw refusal('payrollNoExchangeRate', { month: run.periodFrom.slice(0, 7), from: currency, to: 'KHR' });
    // a version number never reused: what a killed attempt left of an older one goes when this one commits
    const version = (await repo.maxVersion(db, tenantId, run.id)) + 1;
    await repo.setProcessing(db, tenantId, run.id, version);
    return { run, version };
  });
  const job: TProcessJob = { tenantId, runId: run.id, version, actor: actorOf(auth)!, req: requestInfo(req) };
  const jobId = await s.jobs.send(PROCESS_JOB, job, {
    tenantId,
    userId: auth.userId,
    userName: auth.userName,
    label: { payroll: run.organizationTitle, month: run.periodFrom.slice(0, 7) },
  });
  await s.database.tenant(auth, (db) => repo.setJob(db, tenantId, run.id, jobId));
  return { jobId };
}

/**
 * The job: reads the period's inputs once, then writes payslips chunk by chunk (each its own transaction) after the
 * last employee already written of this version, and commits the version with the totals at the end.
 */
export async function runProcess(
  // the job reads and writes through the database only (the demo's history and the benchmark call it directly)
  s: Pick<TServices, 'database'>,
  job: TProcessJob,
  progress: (percent: number, message: { key: string; values?: Record<string, number> }) => Promise<void>,
) {
  const { tenantId, runId, version } = job;
  const run = await s.database.tenant(tenantId, (db) => runById(db, tenantId, runId));
  if (!run || run.processingVersion !== version) return { skipped: true };
  const month = run.periodFrom.slice(0, 7);
  const p = { tenantId, organizationId: run.organizationId, from: run.periodFrom, to: run.periodTo };
  const ctx = await s.database.tenant(tenantId, async (db) => {
    // one after another: a transaction's statements share its connection
    const attendance = await attendanceInPeriod(db, p);
    const overtime = await overtimeInPeriod(db, p);
    const leave = await leaveInPeriod(db, p);
    const codes = await repo.payCodesOf(db, tenantId);
    const total = await repo.countEmployees(db, { ...run, tenantId });
    const taxTable =
      run.statutoryPack === 'none' ? await repo.taxTableOf(db, tenantId, run.organizationId, run.periodTo) : null;
    return { attendance, overtime, leave, codes, total, taxTable, packs: await packsOf(db, tenantId) };
  });
  const byId = new Map<string, TPayCode>([...ctx.codes.values()].map((c) => [c.id, c]));
  const rates = new Map<string, string | null>();
  const rateFor = async (db: TDb, currency: string) => {
    if (run.statutoryPack !== 'KH' || currency === 'KHR') return null;
    if (!rates.has(currency)) rates.set(currency, await repo.exchangeRateOf(db, tenantId, month, currency, 'KHR'));
    const rate = rates.get(currency);
    if (!rate) throw refusal('payrollNoExchangeRate', { month, from: currency, to: 'KHR' });
    return rate;
  };
  const base: Omit<TSlipContext, 'exchangeRate'> = {
    month,
    periodTo: run.periodTo,
    calendarDays: daysFromTo(run.periodFrom, run.periodTo) + 1,
    // the organization's pay month: its days and their hours give the daily and hourly rates
    basis: { daysPerMonth: String(run.payDaysPerMonth), hoursPerDay: run.payHoursPerDay },
    pensionDeductible: run.pensionBeforeTax,
    pack: run.statutoryPack,
    packs: ctx.packs,
    taxTable: ctx.taxTable,
    codes: ctx.codes,
  };

  let done = 0;
  let after = await s.database.tenant(tenantId, (db) => repo.lastWritten(db, tenantId, runId, version));
  if (after) done = await s.database.tenant(tenantId, (db) => repo.countWritten(db, tenantId, runId, version));
  for (;;) {
    const wrote = await s.database.tenant(tenantId, async (db) => {
      const people = await repo.employeesOf(db, { ...run, tenantId }, after, job.chunk ?? CHUNK);
      if (people.length === 0) return 0;
      const ids = people.map((e) => e.id);
      const items = byEmployee(await repo.payItemsOf(db, tenantId, ids, run.periodFrom, run.periodTo));
      const previous = await repo.previousOf(db, tenantId, ids, `${month.slice(0, 4)}-01-01`, run.periodFrom);
      const entries = byEmployee(await repo.entriesOf(db, tenantId, ids, run.periodFrom));
      const settlements = await repo.settlementsOf(db, tenantId, ids, run.periodFrom, run.periodTo);
      const shop = await deductionsOf(db, tenantId, ids, run.periodFrom);
      const slips = [];
      for (const e of people) {
        const a = ctx.attendance.get(e.id);
        const l = ctx.leave.get(e.id);
        const prev = previous.get(e.id);
        const exchangeRate = await rateFor(db, e.currency);
        const slip = computeSlip(
          e,
          {
            presentDays: a?.presentDays ?? 0,
            workedMinutes: a?.workedMinutes ?? 0,
            paidLeaveDays: l?.paidDays ?? '0',
            unpaidLeaveDays: l?.unpaidDays ?? '0',
            overtime: ctx.overtime.get(e.id) ?? [],
            items: (items.get(e.id) ?? [])
              .filter((x) => byId.has(x.payCodeId))
              .map((x) => ({ code: byId.get(x.payCodeId)!, own: x.own })),
            previous: { taxable: prev?.taxable ?? '0', epf: prev?.epf ?? '0', pcb: prev?.pcb ?? '0' },
            entries: (entries.get(e.id) ?? [])
              .filter((x) => byId.has(x.payCodeId))
              .map((x) => ({ code: byId.get(x.payCodeId)!, amount: x.amount })),
            settlement: settlements.get(e.id) ?? null,
            shop: shop.get(e.id) ?? null,
          },
          { ...base, exchangeRate },
        );
        slips.push({ employeeId: e.id, currency: e.currency, exchangeRate, slip });
      }
      await repo.writeSlips(db, tenantId, runId, version, slips);
      after = people.at(-1)!.id;
      return people.length;
    });
    if (wrote === 0) break;
    done += wrote;
    await progress(Math.min(99, (done / Math.max(1, ctx.total)) * 100), {
      key: 'payrollEmployees',
      values: { done, total: ctx.total },
    });
  }

  return s.database.tenant(tenantId, async (db) => {
    const totals = await repo.commitVersion(db, tenantId, runId, {
      to: version,
      by: job.actor.id,
      byName: job.actor.name,
    });
    if (!totals) throw new AppError(409, 'payrollRunBusy', 'payrollRunBusy');
    await auditIn(
      db,
      {
        tenantId,
        actor: job.actor,
        action: 'process',
        entity: 'payrollRun',
        entityId: runId,
        organizationId: run.organizationId,
        after: { version, employees: totals.employees, net: totals.net },
      },
      job.req,
    );
    return { employees: totals.employees };
  });
}

/** The job kind: retried after a crash, it resumes where the last chunk ended. */
export function definePayrollJobs(s: TServices) {
  s.jobs.define<TProcessJob>({
    name: PROCESS_JOB,
    handler: (job) => runProcess(s, job.data, job.progress),
    retryLimit: 3,
    retryDelay: 10,
  });
}
