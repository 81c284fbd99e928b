import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  SELF_EDIT_FIELDS,
  selfEditSchema,
  type TEmployee,
  type THrFieldDefinition,
  type TSelfEditField,
  ZSelfServiceSettings,
} from '@staffdesk/core/employees';
import { ERRORS } from '@staffdesk/core/messages';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { checkHrFields } from './employee-write.service.ts';
import * as repo from './employees.repo.ts';
import { hrFields, presentEmployee } from './employees.service.ts';

/**
 * Update Profile (issue 11): an employee changes the fields of their own record that HR allows (tenant setting),
 * each checked as on the HR form; never while the tenant runs a time machine (its dates are not today's).
 */
const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

async function allowedFields(db: TDb, tenantId: string): Promise<TSelfEditField[]> {
  const r = await db.execute<{ fields: string[]; time_machine: boolean }>(
    sql`select self_edit_fields as fields, time_machine from tenants where id = ${tenantId}`,
  );
  const row = r.rows[0];
  if (!row || row.time_machine) return [];
  return (row.fields ?? []).filter((f): f is TSelfEditField => (SELF_EDIT_FIELDS as readonly string[]).includes(f));
}

/** HR's choice of what employees may change. */
export async function selfServiceSettings(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const r = await db.execute<{ fields: string[] }>(
      sql`select self_edit_fields as fields from tenants where id = ${auth.tenantId}`,
    );
    return { fields: (r.rows[0]?.fields ?? []) as TSelfEditField[] };
  });
}

export async function setSelfServiceSettings(s: TServices, auth: TAuth, body: unknown, req: FastifyRequest) {
  const parsed = ZSelfServiceSettings.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'validation', ERRORS.validation, { fields: 'invalidOption' });
  const fields = [...new Set(parsed.data.fields)];
  return s.database.tenant(auth, async (db) => {
    const before = await selfServiceSettingsIn(db, auth.tenantId!);
    await db.execute(
      sql`update tenants set self_edit_fields = ${JSON.stringify(fields)}::jsonb where id = ${auth.tenantId}`,
    );
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'employee.selfServiceSettings',
        entity: 'tenant',
        entityId: auth.tenantId,
        before: { fields: before },
        after: { fields },
      },
      req,
    );
    return { fields };
  });
}

async function selfServiceSettingsIn(db: TDb, tenantId: string) {
  const r = await db.execute<{ fields: string[] }>(
    sql`select self_edit_fields as fields from tenants where id = ${tenantId}`,
  );
  return r.rows[0]?.fields ?? [];
}

/** What the signed-in employee may change now, with the custom HR fields' declarations when those are among it. */
export async function mySelfService(
  s: TServices,
  auth: TAuth,
): Promise<{ fields: TSelfEditField[]; hrFields: THrFieldDefinition[] }> {
  const fields = await s.database.tenant(auth, (db) => allowedFields(db, auth.tenantId!));
  return { fields, hrFields: fields.includes('hrFields') ? await hrFields(s, auth) : [] };
}

/** The employee's own update: only allowed fields (another is 400 `notEditable`), audited with what changed. */
export async function updateMyEmployee(
  s: TServices,
  auth: TAuth,
  body: unknown,
  req: FastifyRequest,
): Promise<TEmployee> {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const fields = await allowedFields(db, tenantId);
    if (fields.length === 0) throw appError(403, 'notEditable');
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const refused = Object.keys(input).filter((k) => !(fields as string[]).includes(k));
    if (refused.length > 0)
      throw new AppError(
        400,
        'validation',
        ERRORS.validation,
        Object.fromEntries(refused.map((k) => [k, 'notEditable'])),
      );
    const parsed = selfEditSchema(fields).partial().safeParse(input);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[i.path.join('.') || '_'] ??= i.message;
      throw new AppError(400, 'validation', ERRORS.validation, out);
    }
    const own = await repo.employeeOfUser(db, tenantId, auth.userId);
    if (!own) throw notFound();
    const values = parsed.data as Record<string, unknown>;
    if (values.hrFields) {
      values.hrFields = { ...(own.hrFields ?? {}), ...(values.hrFields as Record<string, string>) };
      await checkHrFields(db, tenantId, values.hrFields as Record<string, string>);
    }
    const changedKeys = Object.keys(values).filter(
      (k) => JSON.stringify(values[k] ?? null) !== JSON.stringify((own as Record<string, unknown>)[k] ?? null),
    );
    if (changedKeys.length > 0) {
      await repo.updateEmployee(db, tenantId, own.id, values, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'employee.selfUpdate',
          entity: 'employee',
          entityId: own.id,
          organizationId: own.organizationId,
          before: Object.fromEntries(changedKeys.map((k) => [k, (own as Record<string, unknown>)[k] ?? null])),
          after: Object.fromEntries(changedKeys.map((k) => [k, values[k] ?? null])),
        },
        req,
      );
    }
    return presentEmployee((await repo.getEmployee(db, tenantId, own.id))!);
  });
}
