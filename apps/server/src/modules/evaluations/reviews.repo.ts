import { type SQL, sql } from 'drizzle-orm';
import type { TAnswer, TAnswerPart, TReviewRow } from '@staffdesk/core/evaluations-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { personOf } from '../projects/projects.repo.ts';

/** A submitted answer's time and score (a draft shows as nothing). */
const answerState = (alias: string) =>
  sql.raw(`json_build_object('submittedAt', ${alias}.submitted_at, 'score', case when ${alias}.submitted_at is null
    then null else ${alias}.score::float8 end)`);

const COLUMNS = sql`v.id, v.cycle_id as "cycleId", y.name as "cycleName", ${personOf('e', 'v.employee_id')} as employee,
  d.name as "departmentName",
  case when v.reviewer_id is null then null else ${personOf('m', 'v.reviewer_id')} end as reviewer,
  to_char(y.due_on, 'YYYY-MM-DD') as "dueOn", y.status as "cycleStatus", y.self_review as "selfReview",
  case when v.completed_at is not null then 'completed'
       when ma.submitted_at is not null then 'managerSubmitted'
       when sa.submitted_at is not null then 'selfSubmitted' else 'pending' end as stage,
  ${answerState('sa')} as self, ${answerState('ma')} as manager,
  v.final_score::float8 as "finalScore", v.completed_at as "completedAt"`;

// the employee and the reviewer are left joined: a scoped sub admin's reviewer may be outside their scope (no name)
const FROM = sql`from evaluation_reviews v
  join evaluation_cycles y on y.tenant_id = v.tenant_id and y.id = v.cycle_id
  left join employees e on e.tenant_id = v.tenant_id and e.id = v.employee_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
  left join employees m on m.tenant_id = v.tenant_id and m.id = v.reviewer_id
  left join evaluation_answers sa on sa.tenant_id = v.tenant_id and sa.review_id = v.id and sa.part = 'self'
  left join evaluation_answers ma on ma.tenant_id = v.tenant_id and ma.review_id = v.id and ma.part = 'manager'`;

const present = (r: Record<string, unknown>): TReviewRow => {
  const state = (a: { submittedAt: unknown; score: number | null }) => ({ ...a, submittedAt: iso(a.submittedAt) });
  return {
    ...(r as TReviewRow),
    self: state(r.self as TReviewRow['self']),
    manager: state(r.manager as TReviewRow['manager']),
    completedAt: iso(r.completedAt),
  };
};

export type TReviewFilter = {
  tenantId: string;
  search?: string;
  cycleId?: string;
  stage?: string;
  employeeId?: string;
  reviewerId?: string;
};

const STAGE: Record<string, SQL> = {
  pending: sql`v.completed_at is null and ma.submitted_at is null and sa.submitted_at is null`,
  selfSubmitted: sql`v.completed_at is null and ma.submitted_at is null and sa.submitted_at is not null`,
  managerSubmitted: sql`v.completed_at is null and ma.submitted_at is not null`,
  completed: sql`v.completed_at is not null`,
};

const where = (f: TReviewFilter) => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where v.tenant_id = ${f.tenantId}
    ${like ? sql`and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like})` : sql``}
    ${f.cycleId ? sql`and v.cycle_id = ${f.cycleId}` : sql``}
    ${f.stage && STAGE[f.stage] ? sql`and ${STAGE[f.stage]}` : sql``}
    ${f.employeeId ? sql`and v.employee_id = ${f.employeeId}` : sql``}
    ${f.reviewerId ? sql`and v.reviewer_id = ${f.reviewerId}` : sql``}`;
};

const ORDER = sql`order by y.due_on desc, y.id, e.employee_code, v.id`;

export async function reviewPage(db: TDb, f: TReviewFilter, limit: number, offset: number) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit} offset ${offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function reviewsFor(db: TDb, f: TReviewFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit}`,
  );
  return rows.rows.map(present);
}

export async function reviewById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS}, to_char(y.period_from, 'YYYY-MM-DD') as "periodFrom",
           to_char(y.period_to, 'YYYY-MM-DD') as "periodTo", y.template_id as "templateId",
           y.organization_id as "organizationId", v.final_comment as "finalComment",
           v.completed_by_name as "completedByName",
           (now() at time zone o.timezone)::date > y.due_on as late
      ${FROM} join organizations o on o.tenant_id = y.tenant_id and o.id = y.organization_id
     where v.tenant_id = ${tenantId} and v.id = ${id}`);
  const row = r.rows[0];
  if (!row) return null;
  return {
    ...present(row),
    periodFrom: row.periodFrom as string,
    periodTo: row.periodTo as string,
    templateId: row.templateId as string,
    organizationId: row.organizationId as string,
    finalComment: row.finalComment as string | null,
    completedByName: row.completedByName as string | null,
    late: row.late === true,
  };
}

export async function lockReview(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; employeeId: string; reviewerId: string | null }>(sql`
    select id, employee_id as "employeeId", reviewer_id as "reviewerId" from evaluation_reviews
     where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

export async function answerOf(db: TDb, tenantId: string, reviewId: string, part: TAnswerPart) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ratings, comment, score::float8 as score, submitted_at as "submittedAt", updated_at as "updatedAt"
      from evaluation_answers where tenant_id = ${tenantId} and review_id = ${reviewId} and part = ${part}`);
  const a = r.rows[0];
  if (!a) return null;
  return { ...(a as TAnswer), submittedAt: iso(a.submittedAt), updatedAt: iso(a.updatedAt) };
}

export async function saveAnswer(
  db: TDb,
  tenantId: string,
  reviewId: string,
  part: TAnswerPart,
  v: { ratings: Record<string, number>; comment: string | null; score: number | null; submit: boolean; by: string },
) {
  await db.execute(sql`
    insert into evaluation_answers (tenant_id, review_id, part, ratings, comment, score, answered_by, submitted_at)
    values (${tenantId}, ${reviewId}, ${part}, ${JSON.stringify(v.ratings)}::jsonb, ${v.comment}, ${v.score}, ${v.by},
            ${v.submit ? sql`now()` : sql`null`})
    on conflict (tenant_id, review_id, part) do update
       set ratings = excluded.ratings, comment = excluded.comment, score = excluded.score,
           answered_by = excluded.answered_by, submitted_at = excluded.submitted_at, updated_at = now()`);
}

export async function completeReview(
  db: TDb,
  tenantId: string,
  id: string,
  v: { score: number; comment: string | null; byName: string },
) {
  await db.execute(sql`
    update evaluation_reviews set final_score = ${v.score}, final_comment = ${v.comment}, completed_at = now(),
           completed_by_name = ${v.byName}
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setReviewer(db: TDb, tenantId: string, id: string, reviewerId: string | null) {
  await db.execute(
    sql`update evaluation_reviews set reviewer_id = ${reviewerId} where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function insertReview(
  db: TDb,
  tenantId: string,
  cycleId: string,
  p: { id: string; reviewerId: string | null },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into evaluation_reviews (tenant_id, cycle_id, employee_id, reviewer_id)
    values (${tenantId}, ${cycleId}, ${p.id}, ${p.reviewerId}) on conflict do nothing returning id`);
  return r.rows[0]?.id ?? null;
}

export async function dropDraft(db: TDb, tenantId: string, reviewId: string, part: TAnswerPart) {
  await db.execute(sql`
    delete from evaluation_answers
     where tenant_id = ${tenantId} and review_id = ${reviewId} and part = ${part} and submitted_at is null`);
}

export async function deleteReview(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from evaluation_reviews where tenant_id = ${tenantId} and id = ${id}`);
}
