import { sql } from 'drizzle-orm';
import { addDays, utcDay } from '@staffdesk/core/dates';
import { evaluationScoreOf } from '@staffdesk/core/evaluations-api';
import type { TDb } from '../platform/db/db.ts';
import { insertCycle, insertReviews, participants } from '../modules/evaluations/cycles.repo.ts';
import { completeReview, saveAnswer } from '../modules/evaluations/reviews.repo.ts';
import { insertTemplate, setCriteria, templateById } from '../modules/evaluations/templates.repo.ts';

const CRITERIA = [
  { name: 'Quality of work', description: 'Accurate, thorough, done right the first time', weight: 30 },
  { name: 'Productivity', description: 'Gets the planned work done on time', weight: 25 },
  { name: 'Teamwork', description: 'Helps colleagues, shares what they know', weight: 20 },
  { name: 'Customer focus', description: 'Customers and colleagues are served well', weight: 15 },
  { name: 'Attendance and punctuality', description: null, weight: 10 },
];

/** A rating pattern per person, 1..5, varied so that the scores differ. */
const ratingsFor = (ids: string[], n: number, lift = 0) =>
  Object.fromEntries(
    ids.map((id, i) => [id, Math.min(5, Math.max(2, 3 + ((n + i * 2) % 3) - (i === 4 ? 1 : 0) + lift))]),
  );

/**
 * The demo's evaluations (issue 18): a half-year template; last half-year's cycle closed with every review
 * completed (each employee sees a result), and this half-year's cycle in progress — some self evaluations in, some
 * reviewers done, some completed, the demo employee's own still to fill in.
 */
export async function seedDemoEvaluations(db: TDb, tenantId: string, hr: { id: string; name: string }) {
  const org = await db.execute<{ id: string; me: string }>(sql`
    select e.organization_id as id, e.id as me from employees e join users u on u.id = e.user_id
     where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`);
  const { id: organizationId, me } = org.rows[0]!;
  const templateId = await insertTemplate(
    db,
    tenantId,
    { name: 'Half-year review', description: 'The twice-yearly review of every employee', scale: 5 },
    hr.id,
  );
  await setCriteria(db, tenantId, templateId, CRITERIA);
  const template = (await templateById(db, tenantId, templateId))!;
  const ids = template.criteria.map((c) => c.id);
  const people = await participants(db, tenantId, organizationId, []);
  const today = utcDay(new Date());
  const year = Number(today.slice(0, 4));
  // the half-year now, and the one before it
  const half = (y: number, second: boolean) =>
    second
      ? { name: `H2 ${y}`, from: `${y}-07-01`, to: `${y}-12-31` }
      : { name: `H1 ${y}`, from: `${y}-01-01`, to: `${y}-06-30` };
  const now = half(year, Number(today.slice(5, 7)) > 6);
  const before = now.name.startsWith('H2') ? half(year, false) : half(year - 1, true);
  const pastDue = addDays(before.to, 31);
  const answer = async (reviewId: string, part: 'self' | 'manager', ratings: Record<string, number>, text: string) =>
    saveAnswer(db, tenantId, reviewId, part, {
      ratings,
      comment: text,
      score: evaluationScoreOf(template.criteria, ratings, template.scale),
      submit: true,
      by: hr.id,
    });
  const reviewsOf = async (cycleId: string) =>
    (
      await db.execute<{ id: string; employeeId: string }>(sql`
        select v.id, v.employee_id as "employeeId" from evaluation_reviews v join employees e on e.id = v.employee_id
         where v.tenant_id = ${tenantId} and v.cycle_id = ${cycleId} order by e.employee_code`)
    ).rows;

  // last half-year: closed, all completed
  const past = await insertCycle(
    db,
    tenantId,
    {
      name: `Half-year review ${before.name}`,
      templateId,
      organizationId,
      departmentIds: [],
      periodFrom: before.from,
      periodTo: before.to,
      dueOn: pastDue,
      selfReview: true,
    },
    hr.id,
  );
  await insertReviews(db, tenantId, past, people);
  for (const [n, r] of (await reviewsOf(past)).entries()) {
    await answer(r.id, 'self', ratingsFor(ids, n, 1), 'I met my targets and helped the new colleagues settle in.');
    const rated = ratingsFor(ids, n);
    await answer(r.id, 'manager', rated, 'Reliable work; keep building on customer follow-up.');
    await completeReview(db, tenantId, r.id, {
      score: evaluationScoreOf(template.criteria, rated, template.scale)!,
      comment: n % 3 === 0 ? 'A strong half-year. Thank you.' : 'Solid results; agreed goals for H2 discussed.',
      byName: hr.name,
    });
  }
  // answered and completed back then
  await db.execute(sql`update evaluation_cycles set status = 'closed' where tenant_id = ${tenantId} and id = ${past}`);
  await db.execute(sql`
    update evaluation_reviews set completed_at = ${pastDue}::date + interval '10 days'
     where tenant_id = ${tenantId} and cycle_id = ${past}`);
  await db.execute(sql`
    update evaluation_answers a
       set submitted_at = ${pastDue}::date - case a.part when 'self' then interval '12 days' else interval '3 days' end,
           updated_at = ${pastDue}::date - case a.part when 'self' then interval '12 days' else interval '3 days' end
      from evaluation_reviews v
     where v.tenant_id = a.tenant_id and v.id = a.review_id and v.tenant_id = ${tenantId} and v.cycle_id = ${past}`);

  // this half-year: open, due three weeks from now
  const current = await insertCycle(
    db,
    tenantId,
    {
      name: `Half-year review ${now.name}`,
      templateId,
      organizationId,
      departmentIds: [],
      periodFrom: now.from,
      periodTo: now.to,
      dueOn: addDays(today, 21),
      selfReview: true,
    },
    hr.id,
  );
  await insertReviews(db, tenantId, current, people);
  for (const [n, r] of (await reviewsOf(current)).entries()) {
    if (r.employeeId === me || n % 4 === 3) continue; // still to start
    await answer(r.id, 'self', ratingsFor(ids, n + 1, 1), 'A busy half-year; the new stock system went live.');
    if (n % 4 === 0) continue; // waiting for the reviewer
    const rated = ratingsFor(ids, n + 1);
    await answer(r.id, 'manager', rated, 'Good progress this half-year.');
    if (n % 4 === 1) continue; // waiting for HR
    await completeReview(db, tenantId, r.id, {
      score: evaluationScoreOf(template.criteria, rated, template.scale)!,
      comment: 'Well done.',
      byName: hr.name,
    });
  }
}
