import {
  evaluationScoreOf,
  ratingProblems,
  type TAnswerPart,
  type TReviewDetail,
  ZAnswerBody,
  ZCompleteBody,
} from '@staffdesk/core/evaluations-api';
import { UUID } from '@staffdesk/core/form-fields';
import { can } from '@staffdesk/core/privileges';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { denial, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { accountOf, usersOfEmployees } from '../employees/approvers.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as repo from './reviews.repo.ts';
import { templateById } from './templates.repo.ts';
import { staffAccess } from './templates.service.ts';

/**
 * Reviews (issue 18, decision 0043). The employee answers the self part, their reviewer (none: HR with the
 * `evaluations` edit right) the reviewer part; each sees only their own draft, and a submitted part is final. The
 * employee sees the reviewer's part once HR has completed the review with its final score (the reviewer's weighted
 * score) and comment. No answer after the due date (in the organization's time zone) or once the cycle is closed.
 * Every change is audited.
 */

type TCaller = { staff: true; employeeId: null; edit: boolean } | { staff: false; employeeId: string; edit: false };

async function callerOf(db: TDb, auth: TAuth): Promise<TCaller> {
  if (!auth.features.evaluation) throw notFound();
  if (auth.loginType === 'emp') {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return { staff: false, employeeId: me.id, edit: false };
  }
  staffAccess(auth, 'view');
  return { staff: true, employeeId: null, edit: can(auth.privileges, 'evaluations', 'edit') };
}

type TReviewQuery = TListQuery & { cycleId?: string; stage?: string };

export async function listReviews(s: TServices, auth: TAuth, q: TReviewQuery) {
  staffAccess(auth, 'view');
  const r = await s.database.tenant(auth, (db) =>
    repo.reviewPage(
      db,
      {
        tenantId: auth.tenantId!,
        search: q.search?.trim() || undefined,
        cycleId: q.cycleId || undefined,
        stage: q.stage || undefined,
      },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportReviews(s: TServices, auth: TAuth, q: Omit<TReviewQuery, 'page' | 'pageSize'>) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth, (db) =>
    repo.reviewsFor(
      db,
      {
        tenantId: auth.tenantId!,
        search: q.search?.trim() || undefined,
        cycleId: q.cycleId || undefined,
        stage: q.stage || undefined,
      },
      50_000,
    ),
  );
}

/** An employee's reviews: their own (the reviewer's score hidden until completed) and those they review. */
export async function myReviews(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth);
    if (who.staff) return { mine: [], toReview: [] };
    const mine = await repo.reviewsFor(db, { tenantId: auth.tenantId!, employeeId: who.employeeId }, 200);
    const toReview = await repo.reviewsFor(db, { tenantId: auth.tenantId!, reviewerId: who.employeeId }, 500);
    return {
      mine: mine.map((r) => (r.stage === 'completed' ? r : { ...r, manager: { ...r.manager, score: null } })),
      toReview,
    };
  });
}

type TLoaded = NonNullable<Awaited<ReturnType<typeof repo.reviewById>>>;

/** Who the caller is to this review: the employee, the reviewer (HR with edit when there is none), or staff. */
function roleIn(who: TCaller, r: Pick<TLoaded, 'employee' | 'reviewer'>) {
  const employee = !who.staff && r.employee.id === who.employeeId;
  const reviewer = who.staff ? r.reviewer === null && who.edit : r.reviewer?.id === who.employeeId;
  return { employee, reviewer };
}

async function detailOf(db: TDb, auth: TAuth, who: TCaller, id: string): Promise<TReviewDetail & { late: boolean }> {
  const r = UUID.test(id) ? await repo.reviewById(db, auth.tenantId!, id) : null;
  if (!r) throw notFound();
  const { employee, reviewer } = roleIn(who, r);
  if (!who.staff && !employee && !reviewer) throw notFound();
  const template = await templateById(db, auth.tenantId!, r.templateId);
  const self = await repo.answerOf(db, auth.tenantId!, id, 'self');
  const manager = await repo.answerOf(db, auth.tenantId!, id, 'manager');
  const completed = r.stage === 'completed';
  const open = r.cycleStatus === 'open' && !r.late && !completed;
  // a draft is its writer's; a submitted self part is for the reviewer and HR; the reviewer's part reaches the
  // employee with the result
  const selfAnswer = employee || self?.submittedAt ? self : null;
  const managerAnswer = reviewer || (manager?.submittedAt && (who.staff || (employee && completed))) ? manager : null;
  const row = employee && !completed ? { ...r, manager: { ...r.manager, score: null } } : r;
  return {
    ...row,
    scale: template!.scale,
    criteria: template!.criteria,
    selfAnswer,
    managerAnswer,
    can: {
      self: employee && r.selfReview && open && !self?.submittedAt,
      manager: reviewer && open && !manager?.submittedAt,
      complete: who.staff && who.edit && !completed && !!manager?.submittedAt,
      manage: who.staff && who.edit && !completed,
    },
  };
}

const strip = ({ late: _, templateId: __, organizationId: ___, ...d }: TReviewDetail & Record<string, unknown>) =>
  d as TReviewDetail;

export { detailOf, lockedDetail, strip, audit as auditReview, callerOf };

export async function getReview(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => strip(await detailOf(db, auth, await callerOf(db, auth), id)));
}

const audit = entityAudit('evaluationReview');

async function lockedDetail(db: TDb, auth: TAuth, who: TCaller, id: string) {
  if (!UUID.test(id) || !(await repo.lockReview(db, auth.tenantId!, id))) throw notFound();
  return detailOf(db, auth, who, id);
}

/** Saves the caller's part as a draft, or hands it in (every criterion rated). */
export async function saveAnswer(
  s: TServices,
  auth: TAuth,
  id: string,
  part: TAnswerPart,
  input: unknown,
  req: TRequestInfo,
) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth);
    const d = await lockedDetail(db, auth, who, id);
    const { employee, reviewer } = roleIn(who, d);
    const mayAnswer = part === 'self' ? employee && d.selfReview : reviewer;
    if (!mayAnswer) throw who.staff ? denial('edit', 'evaluations') : notFound();
    if (d.stage === 'completed' || (part === 'self' ? d.self.submittedAt : d.manager.submittedAt))
      throw appError(409, 'answerSubmitted');
    if (d.cycleStatus === 'closed') throw appError(409, 'evaluationClosed');
    if (d.late) throw appError(409, 'evaluationDue');
    const body = parseBody(ZAnswerBody, input);
    const { missing, invalid } = ratingProblems(d.criteria, body.ratings, d.scale);
    const fields: Record<string, string> = {};
    for (const c of invalid) fields[`ratings.${c}`] = 'invalidRating';
    if (body.submit) for (const c of missing) fields[`ratings.${c}`] = 'required';
    if (Object.keys(fields).length) throw appError(400, 'validation', fields);
    const score = evaluationScoreOf(d.criteria, body.ratings, d.scale);
    await repo.saveAnswer(db, auth.tenantId!, id, part, {
      ratings: body.ratings,
      comment: body.comment,
      score,
      submit: body.submit,
      by: auth.userId,
    });
    const after = strip(await detailOf(db, auth, who, id));
    // a draft is private: its audit row says that it was saved, not what it says
    await audit(
      db,
      auth,
      body.submit ? `${part}Submit` : `${part}Draft`,
      id,
      { after: body.submit ? { part, ratings: body.ratings, comment: body.comment, score } : { part } },
      req,
    );
    return after;
  });
}

export async function completeReview(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth);
    const before = await lockedDetail(db, auth, who, id);
    if (before.stage === 'completed') throw appError(409, 'answerSubmitted');
    const score = before.manager.submittedAt ? before.managerAnswer?.score : null;
    if (score === null || score === undefined) throw appError(409, 'reviewNotSubmitted');
    const body = parseBody(ZCompleteBody, input);
    await repo.completeReview(db, auth.tenantId!, id, { score, comment: body.comment, byName: auth.userName });
    const after = strip(await detailOf(db, auth, who, id));
    await audit(db, auth, 'complete', id, { after: { finalScore: score, comment: body.comment } }, req);
    const users = await usersOfEmployees(db, auth.tenantId!, [after.employee.id]);
    if (users.length)
      await notifyUsers(db, auth.tenantId!, users, {
        kind: 'evaluationCompleted',
        params: { cycle: after.cycleName },
        link: `/${await accountOf(db, auth.tenantId!)}/evalutions/review/${id}`,
      });
    return after;
  });
}
