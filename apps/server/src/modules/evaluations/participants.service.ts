import { ZAddReviewBody, ZReviewerBody } from '@staffdesk/core/evaluations-api';
import { UUID } from '@staffdesk/core/form-fields';
import type { TRequestInfo } from '../../platform/audit/audit.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployees } from '../projects/projects.repo.ts';
import * as cycles from './cycles.repo.ts';
import * as repo from './reviews.repo.ts';
import { auditReview, callerOf, lockedDetail, strip } from './reviews.service.ts';
import { staffAccess } from './templates.service.ts';

/**
 * Who takes part in a cycle (issue 18, decision 0043): HR with the `evaluations` edit right adds an employee of the
 * cycle's organization, gives a review another reviewer (none: HR) and removes a review nobody has answered yet.
 */

export async function addReview(s: TServices, auth: TAuth, cycleId: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const cycle = UUID.test(cycleId) ? await cycles.lockCycle(db, auth.tenantId!, cycleId) : null;
    if (!cycle) throw notFound();
    if (cycle.status === 'closed') throw appError(409, 'evaluationClosed');
    const { employeeId } = parseBody(ZAddReviewBody, input);
    // an active employee of the cycle's organization, in the caller's reach
    const [candidate] = await cycles.participants(db, auth.tenantId!, cycle.organizationId, [], [employeeId]);
    if (!candidate) throw appError(400, 'validation', { employeeId: 'invalidReference' });
    const id = await repo.insertReview(db, auth.tenantId!, cycleId, candidate);
    if (!id) throw appError(400, 'validation', { employeeId: 'duplicate' });
    const who = await callerOf(db, auth);
    const after = strip(await lockedDetail(db, auth, who, id));
    await auditReview(
      db,
      auth,
      'create',
      after.id,
      { after: { cycleId, employeeId, reviewerId: candidate.reviewerId } },
      req,
    );
    return after;
  });
}

export async function setReviewer(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth);
    const before = await lockedDetail(db, auth, who, id);
    if (before.stage === 'completed') throw appError(409, 'answerSubmitted');
    if (before.manager.submittedAt) throw appError(409, 'answerSubmitted');
    const { reviewerId } = parseBody(ZReviewerBody, input);
    if (reviewerId !== null) {
      const ok = reviewerId !== before.employee.id && (await activeEmployees(db, auth.tenantId!, [reviewerId])).length;
      if (!ok) throw appError(400, 'validation', { reviewerId: 'invalidReference' });
    }
    await repo.setReviewer(db, auth.tenantId!, id, reviewerId);
    // the former reviewer's draft is theirs: it goes with them
    await repo.dropDraft(db, auth.tenantId!, id, 'manager');
    const after = strip(await lockedDetail(db, auth, who, id));
    await auditReview(
      db,
      auth,
      'reviewer',
      after.id,
      { before: { reviewerId: before.reviewer?.id ?? null }, after: { reviewerId } },
      req,
    );
    return after;
  });
}

export async function removeReview(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth);
    const before = await lockedDetail(db, auth, who, id);
    if (before.self.submittedAt || before.manager.submittedAt || before.stage === 'completed')
      throw appError(409, 'answerSubmitted');
    await repo.deleteReview(db, auth.tenantId!, id);
    await auditReview(
      db,
      auth,
      'delete',
      before.id,
      { before: { cycleId: before.cycleId, employeeId: before.employee.id } },
      req,
    );
  });
}
