import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID } from '@staffdesk/core/form-fields';
import { ZBankGroup } from '@staffdesk/core/payroll-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { csvCell } from '../../platform/csv.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import type { TRunRow } from './runs.repo.ts';
import { requirePart, visibleRun } from './runs.service.ts';

/**
 * Bank payment files (`/payroll/PaidInstruction`, issue 14): an approved run's net pay per bank and currency, and a
 * CSV per bank for its transfer upload — account, name, amount, reference. Employees without a bank or account are
 * counted apart: they are paid another way. Finance's step: the approve-paid part of the payroll privilege.
 */
const PAYABLE = new Set(['approved', 'paid', 'closed']);
const ZBankFileQuery = z.object({
  bankId: z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' }),
  currency: z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, { error: 'invalidOption' }),
});

async function payableRun(db: TDb, auth: TAuth, id: string): Promise<TRunRow> {
  const run = await visibleRun(db, auth, id);
  if (!PAYABLE.has(run.status)) throw appError(409, 'payrollNotApproved');
  await requirePart(db, auth, run, 'approvePaid');
  return run;
}

/** The run's payslips with pay to transfer, by bank and currency; the bank null for those without a bank or account. */
async function groups(db: TDb, tenantId: string, run: TRunRow) {
  const r = await db.execute<{
    bankId: string | null;
    bankName: string | null;
    currency: string;
    employees: number;
    amount: string;
  }>(sql`
    select b.id as "bankId", b.name as "bankName", p.currency, count(*)::int as employees, sum(p.net)::text as amount
      from payslips p
      join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      left join banks b on b.tenant_id = e.tenant_id and b.id = e.bank_id and nullif(trim(e.bank_account), '') is not null
     where p.tenant_id = ${tenantId} and p.run_id = ${run.id} and p.version = ${run.version} and p.net > 0
     group by b.id, b.name, p.currency
     order by b.name nulls last, p.currency`);
  return r.rows;
}

/** One bank's and currency's lines, by Employee ID. */
async function lines(db: TDb, tenantId: string, run: TRunRow, bankId: string, currency: string) {
  const r = await db.execute<{ account: string; name: string; amount: string; code: string }>(sql`
    select trim(e.bank_account) as account, trim(e.first_name || ' ' || e.last_name) as name, p.net::text as amount,
           e.employee_code as code
      from payslips p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
     where p.tenant_id = ${tenantId} and p.run_id = ${run.id} and p.version = ${run.version}
       and e.bank_id = ${bankId} and nullif(trim(e.bank_account), '') is not null and p.currency = ${currency}
       and p.net > 0
     order by e.employee_code`);
  return r.rows;
}

export const bankGroups = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, async (db) => groups(db, auth.tenantId!, await payableRun(db, auth, id)));

/** The CSV of one bank and currency (no BOM: bank uploads read plain UTF-8), audited as a payment instruction. */
export async function bankFile(s: TServices, auth: TAuth, id: string, query: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const run = await payableRun(db, auth, id);
    const q = parseBody(ZBankFileQuery, query);
    const rows = await lines(db, auth.tenantId!, run, q.bankId, q.currency);
    if (rows.length === 0) throw notFound();
    const month = run.periodFrom.slice(0, 7);
    const reference = (code: string) => `SALARY ${month} ${code}`;
    const csv = [
      ['Account', 'Name', 'Amount', 'Currency', 'Reference'],
      ...rows.map((r) => [r.account, r.name, r.amount, q.currency, reference(r.code)]),
    ]
      .map((r) => r.map(csvCell).join(','))
      .join('\r\n');
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: 'bankFile',
        entity: 'payrollRun',
        entityId: run.id,
        organizationId: run.organizationId,
        after: { bankId: q.bankId, currency: q.currency, employees: rows.length },
      },
      req,
    );
    return { fileName: `bank-${month}-${q.currency}.csv`, csv: `${csv}\r\n` };
  });
}

export const bankFileRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    const params = z.object({ id: z.string().max(64) });
    app.get(
      '/payroll/runs/:id/banks',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: { tags, params, response: { 200: z.array(ZBankGroup) } },
      },
      async (req) => bankGroups(s, authOf(req), req.params.id),
    );
    app.get(
      '/payroll/runs/:id/bank-file',
      {
        config: { access: 'page:payrollProcess:view' },
        schema: {
          tags,
          params,
          // checked by the service once the run is found: another tenant's run is a 404 whatever is asked
          querystring: z.object({ bankId: z.string().max(64).optional(), currency: z.string().max(8).optional() }),
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const f = await bankFile(s, authOf(req), req.params.id, req.query, req);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${f.fileName}"`)
          .header('cache-control', 'no-store')
          .send(f.csv);
      },
    );
  };
