import { GROUP_LOG_MAX_DAYS, type TGroupLogRow, type TGroupPunch, type TLedGroup } from '@staffdesk/core/groups-api';
import { ERRORS } from '@staffdesk/core/messages';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as attendance from '../attendance/attendance.repo.ts';
import { placeFor, punchIn, raceSafe } from '../attendance/check-in.service.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as repo from './groups.repo.ts';

/** HR's groups page (`/groups`): every group with its members counted and its leaders. */
export const listGroups = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => repo.listGroups(db, auth.tenantId!));

/** Sets who leads a group (active employees the caller can see); audited with the names before and after. */
export async function setLeaders(s: TServices, auth: TAuth, groupId: string, employeeIds: string[], req: TRequestInfo) {
  const ids = [...new Set(employeeIds)];
  await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const name = await repo.groupName(db, tenantId, groupId);
    if (!name) throw notFound();
    const people = await repo.activeEmployees(db, tenantId, ids);
    if (people.length !== ids.length) throw appError(400, 'validation', { employeeIds: 'invalidReference' });
    const before = await repo.setLeaders(db, tenantId, groupId, ids);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'group.leaders',
        entity: 'group',
        entityId: groupId,
        before: { group: name, leaders: before },
        after: { group: name, leaders: people.map((p) => p.name).sort() },
      },
      req,
    );
  });
}

/** The module is the tenant's `group` feature: without it a leader has no groups. */
function leaderFeature(auth: TAuth) {
  if (!auth.features.group) throw notFound();
}

/** Groups CheckIN: the groups the caller leads, each with its members and who is in now. */
export async function myGroups(s: TServices, auth: TAuth): Promise<TLedGroup[]> {
  leaderFeature(auth);
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) return [];
    const groups = await repo.ledGroups(db, auth.tenantId!, me.id);
    const out: TLedGroup[] = [];
    for (const g of groups) out.push({ ...g, members: await repo.members(db, auth.tenantId!, g.id) });
    return out;
  });
}

/** A member's own check-in refusal, named: the leader sees who is already in (or not in yet). */
function named(err: unknown, name: string): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'alreadyCheckedIn')
    return new AppError(
      409,
      'memberAlreadyIn',
      ERRORS.memberAlreadyIn.replace('{{name}}', name),
      undefined,
      undefined,
      { name },
    );
  if (err.code === 'checkOutMissing')
    return new AppError(409, 'memberNotIn', ERRORS.memberNotIn.replace('{{name}}', name), undefined, undefined, {
      name,
    });
  return err;
}

/**
 * A leader checks the chosen members of their group in or out, all or nothing: by the leader's position (inside
 * one of each member's organization's places), each punch made as the leader, logged and audited per member.
 */
export async function groupPunch(s: TServices, auth: TAuth, groupId: string, body: TGroupPunch, req: TRequestInfo) {
  leaderFeature(auth);
  const tenantId = auth.tenantId!;
  const position =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const ids = [...new Set(body.employeeIds)];
  return raceSafe(() =>
    s.database.tenant(auth, async (db) => {
      const me = await activeEmployeeOfUser(db, tenantId, auth.userId);
      const [group] = me ? await repo.ledGroups(db, tenantId, me.id, groupId) : [];
      if (!me || !group) throw notFound();
      const people = await repo.activeEmployees(db, tenantId, ids, groupId);
      if (people.length !== ids.length) throw appError(400, 'validation', { employeeIds: 'invalidReference' });
      const now = new Date();
      let place: string | null = null;
      for (const p of people.sort((a, b) => a.name.localeCompare(b.name))) {
        const c = await attendance.punchContext(db, tenantId, { employeeId: p.id }, { at: now });
        if (!c) throw notFound();
        place = placeFor(c, position);
        const r = await punchIn(db, auth, c, { kind: body.kind, now, position, place, source: 'group' }).catch(
          (err: unknown) => {
            throw named(err, p.name);
          },
        );
        await repo.logPunch(db, tenantId, {
          groupId,
          employeeId: p.id,
          attendanceId: r.attendanceId,
          kind: body.kind,
          at: now,
          leaderId: me.id,
          leaderName: me.name,
          place,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
        });
        await auditIn(
          db,
          {
            tenantId,
            actor: actorOf(auth),
            action: body.kind === 'in' ? 'attendance.groupIn' : 'attendance.groupOut',
            entity: 'attendance',
            entityId: r.attendanceId,
            organizationId: c.organizationId,
            after: { employeeId: p.id, group: group.name, shiftDate: r.shiftDate, at: now.toISOString(), place },
          },
          req,
        );
      }
      return { count: people.length, at: now.toISOString(), place };
    }),
  );
}

export type TGroupLogParams = TListQuery & { from: string; to: string; groupId?: string; employeeId?: string };

const logFilter = (auth: TAuth, q: TGroupLogParams): repo.TGroupLogFilter => {
  dayRange(q.from, q.to, GROUP_LOG_MAX_DAYS);
  return {
    tenantId: auth.tenantId!,
    from: q.from,
    to: q.to,
    groupId: q.groupId || undefined,
    employeeId: q.employeeId || undefined,
    search: q.search?.trim() || undefined,
  };
};

/** Groups Attendance Logs (`/groupsattendanse`): every member a leader checked in or out, within the caller's scope. */
export async function groupLog(s: TServices, auth: TAuth, q: TGroupLogParams) {
  const f = logFilter(auth, q);
  const r = await s.database.tenant(auth, (db) =>
    repo.logPage(db, f, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function* groupLogBatches(s: TServices, auth: TAuth, q: TGroupLogParams) {
  for await (const rows of s.database.cursor<TGroupLogRow>(auth, repo.logExportQuery(logFilter(auth, q)), {
    objects: true,
  }))
    yield rows.map(repo.presentLog);
}
