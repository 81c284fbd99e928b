import { UUID } from '@staffdesk/core/form-fields';
import { ZAssignBody } from '@staffdesk/core/training-api';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { accountOf } from '../employees/approvers.ts';
import { usersOfEmployees } from '../employees/approvers.ts';
import * as repo from './assignments.repo.ts';
import { detailOf, staffAccess } from './courses.service.ts';

/**
 * Who a course is given to (issue 18, decision 0044): HR with the `training` add right gives a published course to
 * employees, or to every active employee of some departments or groups (as they are that day), in their reach,
 * with a due date; each is told. An assignment nobody has started may be taken back. Audited.
 */

const audit = entityAudit('course');

export async function listAssignments(s: TServices, auth: TAuth, courseId: string, q: TListQuery) {
  staffAccess(auth, 'view');
  const r = await s.database.tenant(auth, async (db) => {
    await detailOf(db, auth, courseId);
    return repo.assignmentPage(
      db,
      { tenantId: auth.tenantId!, courseId, search: q.search?.trim() || undefined },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function assign(s: TServices, auth: TAuth, courseId: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  return s.database.tenant(auth, async (db) => {
    const course = await detailOf(db, auth, courseId);
    if (course.status !== 'published') throw appError(409, 'courseNotPublished');
    const body = parseBody(ZAssignBody, input);
    const ids = await repo.employeesToAssign(db, auth.tenantId!, body);
    if (!ids.length) throw appError(400, 'validation', { employeeIds: 'noEmployees' });
    const added = await repo.insertAssignments(db, auth.tenantId!, courseId, ids, body.dueOn, auth.userId);
    if (added.length)
      await audit(
        db,
        auth,
        'assign',
        courseId,
        { after: { employeeIds: added.map((a) => a.employeeId), dueOn: body.dueOn } },
        req,
      );
    const users = await usersOfEmployees(
      db,
      auth.tenantId!,
      added.map((a) => a.employeeId),
    );
    if (users.length)
      await notifyUsers(db, auth.tenantId!, users, {
        kind: 'courseAssigned',
        params: { course: course.title, due: body.dueOn },
        link: `/${await accountOf(db, auth.tenantId!)}/training/my`,
      });
    return { added: added.length, already: ids.length - added.length };
  });
}

export async function unassign(s: TServices, auth: TAuth, courseId: string, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  await s.database.tenant(auth, async (db) => {
    await detailOf(db, auth, courseId);
    const a = UUID.test(id) ? await repo.lockAssignment(db, auth.tenantId!, id) : null;
    if (!a || a.courseId !== courseId) throw notFound();
    if ((await repo.progressCount(db, auth.tenantId!, id)) > 0) throw appError(409, 'courseStarted');
    await repo.deleteAssignment(db, auth.tenantId!, id);
    await audit(db, auth, 'unassign', courseId, { before: { employeeId: a.employeeId } }, req);
  });
}
