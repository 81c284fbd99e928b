import { type SQL, sql } from 'drizzle-orm';
import { UUID } from '@staffdesk/core/form-fields';
import {
  type TComplaint,
  type TComplaintResponse,
  ZComplaintBody,
  ZComplaintResponse,
} from '@staffdesk/core/complaints-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { secretBoxOf } from '../../platform/auth/secret-box.ts';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accountOf, approvers, usersOfEmployees } from '../employees/approvers.ts';

/** The author's key of an anonymous complaint: the same for all of one employee's, meaningless without the secret. */
export const authorKey = (config: { appSecret?: string; dataDir: string }, tenantId: string, employeeId: string) =>
  secretBoxOf(config).keyedHash('complaint-author', `${tenantId}:${employeeId}`);

/** The author's name, code and department only for a named one: an anonymous one has none to give. */
const COLUMNS = sql`
  c.id, c.type_id as "typeId", t.name as "typeName", c.subject, c.text, c.anonymous,
  case when c.anonymous then null else concat_ws(' ', e.first_name, e.last_name) end as "employeeName",
  case when c.anonymous then null else e.employee_code end as "employeeCode",
  case when c.anonymous then null else d.name end as "departmentName",
  o.title as "organizationTitle", c.status, c.response, c.responded_by_name as "respondedByName",
  c.responded_at as "respondedAt", c.score, c.created_at as "createdAt", c.closed_at as "closedAt"`;

const FROM = sql`from complaints c
  join organizations o on o.tenant_id = c.tenant_id and o.id = c.organization_id
  left join employees e on e.tenant_id = c.tenant_id and e.id = c.author_id
  left join departments d on d.tenant_id = c.tenant_id and d.id = c.department_id
  left join complaint_types t on t.tenant_id = c.tenant_id and t.id = c.type_id`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
const present = (r: Record<string, unknown>) =>
  ({
    ...r,
    respondedAt: iso(r.respondedAt),
    createdAt: iso(r.createdAt),
    closedAt: iso(r.closedAt),
  }) as TComplaint;

/**
 * What HR sees: row-level security keeps a scoped sub admin to their organizations and departments; an anonymous
 * one (no department kept) only to those whose scope is whole organizations.
 */
const within = (auth: TAuth): SQL =>
  auth.scope && auth.scope.departmentIds.length > 0 ? sql`and not c.anonymous` : sql``;

export async function listComplaints(s: TServices, auth: TAuth, q: TListQuery & { status?: string; typeId?: string }) {
  if (q.typeId && !UUID.test(q.typeId)) throw appError(400, 'validation', { typeId: 'invalidReference' });
  const search = q.search?.trim();
  const where = sql`where c.tenant_id = ${auth.tenantId!} ${within(auth)}
    ${q.status ? sql`and c.status = ${q.status}` : sql``}
    ${q.typeId ? sql`and c.type_id = ${q.typeId}` : sql``}
    ${search ? sql`and (c.subject ilike ${`%${escapeLike(search)}%`} or c.text ilike ${`%${escapeLike(search)}%`})` : sql``}`;
  return s.database.tenant(auth, async (db) => {
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where}`);
    const rows = await db.execute<Record<string, unknown>>(sql`
      select ${COLUMNS} ${FROM} ${where}
       order by (c.status = 'open') desc, c.created_at desc, c.id
       limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
    return { rows: rows.rows.map(present), total: total.rows[0]!.n, page: q.page, pageSize: q.pageSize };
  });
}

async function found(db: TDb, auth: TAuth, id: string) {
  const r = UUID.test(id)
    ? await db.execute<Record<string, unknown>>(sql`
        select ${COLUMNS}, c.author_id as "authorId", c.organization_id as "organizationId" ${FROM}
         where c.tenant_id = ${auth.tenantId!} and c.id = ${id} ${within(auth)}`)
    : null;
  const row = r?.rows[0];
  if (!row) throw notFound();
  const { authorId, organizationId, ...rest } = row;
  return { c: present(rest), authorId: authorId as string | null, organizationId: organizationId as string };
}

export const getComplaint = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, async (db) => (await found(db, auth, id)).c);

/** HR answers, scores and (optionally) closes one; a named author is told, an anonymous one sees it in their list. */
export async function respond(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await found(db, auth, id);
    const b = parseBody(ZComplaintResponse, raw) as Required<TComplaintResponse> & { score: number | null };
    if (before.c.status === 'closed') throw appError(409, 'complaintClosed');
    await db.execute(sql`
      update complaints set response = ${b.response}, score = ${b.score}, responded_by_name = ${auth.userName},
             responded_at = now(), status = ${b.close ? 'closed' : 'answered'},
             closed_at = case when ${b.close} then now() end
       where tenant_id = ${tenantId} and id = ${id}`);
    const after = (await found(db, auth, id)).c;
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'complaint.respond',
        entity: 'complaint',
        entityId: id,
        organizationId: before.organizationId,
        before: { status: before.c.status, score: before.c.score },
        after: { status: after.status, score: after.score },
      },
      req,
    );
    if (before.authorId) {
      const [to] = await usersOfEmployees(db, tenantId, [before.authorId]);
      if (to)
        await notifyUsers(db, tenantId, [to], {
          kind: 'complaintAnswered',
          params: { subject: after.subject },
          link: `/${await accountOf(db, tenantId)}/mycomments`,
        });
    }
    return after;
  });
}

// --- the employee's own ----------------------------------------------------------------------------------------

const requireMe = async (db: TDb, auth: TAuth) => {
  const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
  if (!me) throw appError(404, 'noEmployeeRecord');
  return me;
};

/** The caller's own, named or anonymous (found by their key), newest first. */
export async function myComplaints(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const me = await requireMe(db, auth);
    const r = await db.execute<Record<string, unknown>>(sql`
      select ${COLUMNS} ${FROM}
       where c.tenant_id = ${auth.tenantId!}
         and (c.author_id = ${me.id} or c.author_key = ${authorKey(s.config, auth.tenantId!, me.id)})
       order by c.created_at desc, c.id limit 200`);
    return r.rows.map(present);
  });
}

export async function complaintTypes(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const r = await db.execute<{ id: string; name: string }>(sql`
      select id, name from complaint_types where tenant_id = ${auth.tenantId!} and deleted_at is null order by name`);
    return r.rows;
  });
}

/**
 * Files one. Named: audited as the employee's, and those of HR who read comments in the author's reach are told. An
 * anonymous one keeps no author, no department and only the hour; its audit row names no one and keeps no address,
 * and HR are told only that one came.
 */
export async function fileComplaint(s: TServices, auth: TAuth, raw: unknown, req: TRequestInfo) {
  const b = parseBody(ZComplaintBody, raw);
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const me = await requireMe(db, auth);
    const type = await db.execute(sql`
      select 1 from complaint_types where tenant_id = ${tenantId} and id = ${b.typeId} and deleted_at is null`);
    if (type.rows.length === 0) throw appError(400, 'validation', { typeId: 'invalidReference' });
    const r = await db.execute<{ id: string }>(sql`
      insert into complaints (tenant_id, type_id, subject, text, anonymous, author_id, author_key, organization_id,
                              department_id, created_at)
      values (${tenantId}, ${b.typeId}, ${b.subject}, ${b.text}, ${b.anonymous},
              ${b.anonymous ? null : me.id}, ${b.anonymous ? authorKey(s.config, tenantId, me.id) : null},
              ${me.organizationId}, ${b.anonymous ? null : me.departmentId},
              ${b.anonymous ? sql`date_trunc('hour', now())` : sql`now()`})
      returning id`);
    const id = r.rows[0]!.id;
    await auditIn(
      db,
      {
        tenantId,
        actor: b.anonymous ? null : actorOf(auth),
        action: 'complaint.create',
        entity: 'complaint',
        entityId: id,
        organizationId: me.organizationId,
        before: null,
        after: { subject: b.subject, anonymous: b.anonymous },
      },
      b.anonymous ? undefined : req,
    );
    const readers = await approvers(
      db,
      tenantId,
      me.organizationId,
      b.anonymous ? null : me.departmentId,
      'comments',
      'view',
    );
    await notifyUsers(db, tenantId, readers, {
      kind: 'complaintFiled',
      params: { subject: b.subject, name: b.anonymous ? '' : me.name },
      link: `/${await accountOf(db, tenantId)}/employeescomplaints/listing?status=open`,
    });
    const mine = await db.execute<Record<string, unknown>>(sql`select ${COLUMNS} ${FROM}
      where c.tenant_id = ${tenantId} and c.id = ${id}`);
    return present(mine.rows[0]!);
  });
}
