import { sql } from 'drizzle-orm';
import { EMPLOYEE_PASS_MESSAGES, type TEmployeePass } from '@staffdesk/core/leave-api';
import { purposeMac, sameMac } from '../../platform/auth/secret-box.ts';
import { dummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TServices } from '../../platform/services.ts';
import { employeeByAccessCode } from '../employees/access-code.service.ts';
import * as bank from '../leave/leave-bank.repo.ts';

/**
 * The public request pages' pass (spec `/applyLeave`, `/applyOt`): an employee signs in with their Employee ID and
 * access code and gets a short signed cookie naming them — `tenantId.employeeId.expiry.mac`, the mac also over the
 * access code's hash, so a new code ends every pass. A wrong pair gets 3 whether the ID exists or not, after the same
 * hash check. Nothing here shows anyone but the employee signed in.
 */
export const PASS_COOKIE = 'sd_emp_pass';
export const PASS_MAX_AGE_MS = 20 * 60_000;

const passError = (code: 2 | 3) => new AppError(code === 2 ? 400 : 401, code, EMPLOYEE_PASS_MESSAGES[code]);
const signedOut = () => passError(3);

const passMac = purposeMac('staffdesk employee pass v1');

async function hashOf(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<{ hash: string | null }>(sql`
    select access_code_hash as hash from employees
     where tenant_id = ${tenantId} and id = ${employeeId} and deleted_at is null and status = 'active'`);
  return r.rows[0]?.hash ?? null;
}

/** Checks an Employee ID and access code of an account's live tenant; answers the pass cookie. */
export async function passLogin(
  s: TServices,
  body: { account: string; employeeCode?: string; accessCode?: string },
): Promise<{ cookie: string; tenantId: string; employeeId: string }> {
  if (!body.employeeCode) throw passError(2);
  const found = await s.database.platform(async (db) => {
    const t = await db.execute<{ id: string }>(
      sql`select id from tenants where lower(account) = lower(${body.account}) and status = 'active'`,
    );
    const tenantId = t.rows[0]?.id;
    if (!tenantId) {
      // the same work as a wrong code, so an unknown account answers in the same time
      await verifyPassword(await dummyHash(), body.accessCode ?? '');
      return null;
    }
    const employeeId = await employeeByAccessCode(db, tenantId, body.employeeCode!, body.accessCode ?? '');
    const hash = employeeId ? await hashOf(db, tenantId, employeeId) : null;
    return employeeId && hash ? { tenantId, employeeId, hash } : null;
  });
  if (!found) throw passError(3);
  const head = `${found.tenantId}.${found.employeeId}.${Date.now() + PASS_MAX_AGE_MS}`;
  return { cookie: `${head}.${passMac(s.config, `${head}|${found.hash}`)}`, ...found };
}

const UUID_RE = /^[0-9a-f-]{36}$/;

/** The parts of a well-formed, unexpired pass (else 401 with code 3): its tenant is where the work is done. */
export function passParts(cookie: string | undefined) {
  const [tenantId, employeeId, expiry, sig] = (cookie ?? '').split('.');
  if (!tenantId || !employeeId || !expiry || !sig || !UUID_RE.test(tenantId) || !UUID_RE.test(employeeId))
    throw signedOut();
  if (!(Number(expiry) > Date.now())) throw signedOut();
  return { tenantId, employeeId, expiry, sig };
}

/** The employee a pass names, while their access code is unchanged (else 401 with code 3). */
export async function passHolder(s: TServices, db: TDb, cookie: string | undefined) {
  const { tenantId, employeeId, expiry, sig } = passParts(cookie);
  const hash = await hashOf(db, tenantId, employeeId);
  if (!hash || !sameMac(sig, passMac(s.config, `${tenantId}.${employeeId}.${expiry}|${hash}`))) throw signedOut();
  const head = await bank.employeeHead(db, tenantId, employeeId);
  if (!head) throw signedOut();
  return { tenantId, head };
}

/** What the pages show once signed in: who, and their leave types with balances today. */
export async function passView(db: TDb, tenantId: string, head: bank.TEmployeeHead): Promise<TEmployeePass> {
  const at = await bank.orgToday(db, tenantId, head.organizationId);
  const balances = (await bank.balances(db, tenantId, head.id, at)).filter((b) => b.entitled);
  const org = await db.execute<{ title: string }>(
    sql`select title from organizations where tenant_id = ${tenantId} and id = ${head.organizationId}`,
  );
  return {
    employeeName: head.name,
    employeeCode: head.code,
    organizationTitle: org.rows[0]?.title ?? '',
    hasTemplate: !!head.templateId,
    balances,
  };
}
