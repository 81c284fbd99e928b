import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCycle, TMyReviews, TReviewDetail, TReviewRow, TTemplate } from '@staffdesk/core/evaluations-api';
import { apiAs, createTestApp, demoLogins, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Evaluations (issue 18): templates with weighted criteria, a cycle over an organization's department, the self and
 * reviewer parts (drafts private until submitted), HR completing with the reviewer's score, what the employee sees
 * and when; the due date, closing, deleting; who may; every change audited.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let srey: string;
let colleague: string;
let sales: string;
let mtpp: string;

let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance, acme } = await demoLogins(t.app));
  api = apiAs(t.app);
  const me = await owner.query(`
    select e.id, e.department_id, e.organization_id from employees e join users u on u.id = e.user_id
     where u.email = 'emp@demo.test'`);
  [srey, sales, mtpp] = [me.rows[0].id, me.rows[0].department_id, me.rows[0].organization_id];
  colleague = (
    await owner.query(
      `select id from employees where department_id = $1 and id <> $2 and status = 'active' and deleted_at is null
        and reporting_manager_id is not null order by employee_code limit 1`,
      [sales, srey],
    )
  ).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const templateBody = (extra: object = {}) => ({
  name: 'Half-year review',
  scale: 5,
  criteria: [
    { name: 'Quality of work', weight: 50 },
    { name: 'Teamwork', weight: 30 },
    { name: 'Punctuality', weight: 20 },
  ],
  ...extra,
});

const audited = async (entity: string, id: string) =>
  (
    await owner.query(`select action from audit_log where entity = $1 and entity_id = $2 order by at, id`, [entity, id])
  ).rows.map((x) => x.action);

let template: TTemplate;
let cycle: TCycle;
let mine: TReviewRow;
let theirs: TReviewRow;

describe('templates', () => {
  it('refuses weights that do not add up to 100 and a scale off 3..10', async () => {
    const r = await api(
      hr,
      'POST',
      '/evaluations/templates',
      templateBody({ scale: 2, criteria: [{ name: 'A', weight: 60 }] }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ scale: 'tooSmall', criteria: 'weightsTotal' });
  });

  it('HR adds one; its criteria keep their order; audited', async () => {
    const r = await api(hr, 'POST', '/evaluations/templates', templateBody());
    expect(r.statusCode, r.body).toBe(201);
    template = r.json();
    expect(template.criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Quality of work', 50],
      ['Teamwork', 30],
      ['Punctuality', 20],
    ]);
    expect(await audited('evaluationTemplate', template.id)).toEqual(['evaluationTemplate.create']);
  });

  it('is the tenant’s: not for another tenant, nor where the feature is off, nor without the page', async () => {
    expect((await api(acme, 'GET', `/evaluations/templates/${template.id}`)).statusCode).toBe(404);
    expect((await api(emp, 'GET', '/evaluations/templates')).statusCode).toBe(403);
    expect((await api(acme, 'GET', '/evaluations/cycles')).statusCode).toBe(404);
  });
});

describe('cycles', () => {
  it('refuses a period that ends before it starts and a department of no organization of its own', async () => {
    const r = await api(hr, 'POST', '/evaluations/cycles', {
      name: 'H2',
      templateId: template.id,
      organizationId: mtpp,
      departmentIds: [template.id],
      periodFrom: '2026-07-01',
      periodTo: '2026-06-30',
      dueOn: '2099-01-31',
    });
    expect(r.json().fields).toEqual({ periodTo: 'dateOrder' });
    const d = await api(hr, 'POST', '/evaluations/cycles', {
      name: 'H2',
      templateId: template.id,
      organizationId: mtpp,
      departmentIds: [template.id],
      periodFrom: '2026-07-01',
      periodTo: '2026-12-31',
      dueOn: '2099-01-31',
    });
    expect(d.json().fields).toEqual({ departmentIds: 'invalidReference' });
  });

  it('starts one for a department: a review per active employee, their manager reviews; both told', async () => {
    const r = await api(hr, 'POST', '/evaluations/cycles', {
      name: 'Sales H2 2026',
      templateId: template.id,
      organizationId: mtpp,
      departmentIds: [sales],
      periodFrom: '2026-07-01',
      periodTo: '2026-12-31',
      dueOn: '2099-01-31',
    });
    expect(r.statusCode, r.body).toBe(201);
    cycle = r.json();
    const active = await owner.query(
      `select count(*)::int as n from employees where department_id = $1 and status = 'active' and deleted_at is null`,
      [sales],
    );
    expect(cycle).toMatchObject({ status: 'open', reviews: active.rows[0].n, completed: 0, selfReview: true });
    const list = (await api(hr, 'GET', `/evaluations/reviews?cycleId=${cycle.id}&pageSize=50`)).json();
    mine = list.rows.find((x: TReviewRow) => x.employee.id === srey);
    theirs = list.rows.find((x: TReviewRow) => x.employee.id === colleague);
    const manager = await owner.query(`select reporting_manager_id as m from employees where id = $1`, [srey]);
    expect(mine).toMatchObject({ stage: 'pending', reviewer: { id: manager.rows[0].m } });
    const told = await owner.query(
      `select n.kind from notifications n join employees e on e.user_id = n.recipient_id where e.id = $1
        and n.kind = 'evaluationRequested'`,
      [srey],
    );
    expect(told.rows.length).toBe(1);
    expect(await audited('evaluationCycle', cycle.id)).toEqual(['evaluationCycle.create']);
  });

  it('a department-scoped sub admin sees the cycle of their organization, not the reviews outside their scope', async () => {
    const cycles = (await api(finance, 'GET', '/evaluations/cycles')).json();
    expect(cycles.rows.find((c: TCycle) => c.id === cycle.id)).toMatchObject({ reviews: 0 });
    expect((await api(finance, 'GET', `/evaluations/reviews?cycleId=${cycle.id}`)).json().total).toBe(0);
    expect((await api(finance, 'GET', `/evaluations/reviews/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await api(finance, 'PUT', `/evaluations/reviews/${mine.id}/reviewer`, { reviewerId: null })).statusCode,
    ).toBe(404);
    // the cycle reaches past their scope: not theirs to delete (and they have no delete right anyway)
    expect((await api(finance, 'DELETE', `/evaluations/cycles/${cycle.id}`)).statusCode).toBe(403);
  });

  it('fixes the template’s scale and criteria once in use; its wording may still change', async () => {
    const moved = templateBody({
      criteria: template.criteria.map((c, i) => ({ id: c.id, name: c.name, weight: [40, 40, 20][i] })),
    });
    const r = await api(hr, 'PUT', `/evaluations/templates/${template.id}`, moved);
    expect([r.statusCode, r.json().code]).toEqual([409, 'templateInUse']);
    const reworded = templateBody({
      name: 'Half-year review 2026',
      criteria: template.criteria.map((c) => ({ ...c, name: `${c.name}.` })),
    });
    const ok = await api(hr, 'PUT', `/evaluations/templates/${template.id}`, reworded);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api(hr, 'DELETE', `/evaluations/templates/${template.id}`)).json().code).toBe('templateInUse');
  });
});

describe('answers', () => {
  let detail: TReviewDetail;
  const ratings = () => Object.fromEntries(detail.criteria.map((c, i) => [c.id, [4, 3, 5][i]!]));

  it('the employee keeps a private draft: HR sees that nothing is submitted', async () => {
    detail = (await api(emp, 'GET', `/evaluations/reviews/${mine.id}`)).json();
    expect(detail.can).toEqual({ self: true, manager: false, complete: false, manage: false });
    const [first] = detail.criteria;
    const r = await api(emp, 'PUT', `/evaluations/reviews/${mine.id}/self`, {
      ratings: { [first!.id]: 4 },
      comment: 'Draft thoughts',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().selfAnswer).toMatchObject({ ratings: { [first!.id]: 4 }, submittedAt: null });
    const seen: TReviewDetail = (await api(hr, 'GET', `/evaluations/reviews/${mine.id}`)).json();
    expect([seen.selfAnswer, seen.stage, seen.self.score]).toEqual([null, 'pending', null]);
  });

  it('submits only with every criterion rated on the scale; then it is final', async () => {
    const [a, b] = detail.criteria;
    const off = await api(emp, 'PUT', `/evaluations/reviews/${mine.id}/self`, {
      ratings: { [a!.id]: 9, [b!.id]: 3 },
      submit: true,
    });
    expect(off.json().fields).toEqual({
      [`ratings.${a!.id}`]: 'invalidRating',
      [`ratings.${detail.criteria[2]!.id}`]: 'required',
    });
    const r = await api(emp, 'PUT', `/evaluations/reviews/${mine.id}/self`, { ratings: ratings(), submit: true });
    expect(r.statusCode, r.body).toBe(200);
    // 4/5·50 + 3/5·30 + 5/5·20 = 78
    expect(r.json()).toMatchObject({ stage: 'selfSubmitted', self: { score: 78 } });
    const again = await api(emp, 'PUT', `/evaluations/reviews/${mine.id}/self`, { ratings: ratings() });
    expect([again.statusCode, again.json().code]).toEqual([409, 'answerSubmitted']);
    expect((await api(hr, 'GET', `/evaluations/reviews/${mine.id}`)).json().selfAnswer.score).toBe(78);
  });

  it('nobody else answers the employee’s part; the employee does not see a colleague’s review', async () => {
    const r = await api(hr, 'PUT', `/evaluations/reviews/${theirs.id}/self`, { ratings: {} });
    expect(r.statusCode).toBe(403);
    expect((await api(emp, 'GET', `/evaluations/reviews/${theirs.id}`)).statusCode).toBe(404);
  });

  it('HR makes the employee the reviewer of a colleague: she drafts privately, then submits', async () => {
    const r = await api(hr, 'PUT', `/evaluations/reviews/${theirs.id}/reviewer`, { reviewerId: srey });
    expect(r.statusCode, r.body).toBe(200);
    const my: TMyReviews = (await api(emp, 'GET', '/evaluations/mine')).json();
    expect(my.toReview.map((x) => x.id)).toEqual([theirs.id]);
    expect(my.mine.map((x) => x.id)).toContain(mine.id);
    const draft = await api(emp, 'PUT', `/evaluations/reviews/${theirs.id}/manager`, { ratings: ratings() });
    expect(draft.json().managerAnswer.submittedAt).toBeNull();
    expect((await api(hr, 'GET', `/evaluations/reviews/${theirs.id}`)).json().managerAnswer).toBeNull();
    const done = await api(emp, 'PUT', `/evaluations/reviews/${theirs.id}/manager`, {
      ratings: ratings(),
      comment: 'Steady',
      submit: true,
    });
    expect(done.json()).toMatchObject({ stage: 'managerSubmitted', manager: { score: 78 } });
  });

  it('HR reviews where there is no reviewer; completes with the reviewer’s score; then the employee sees it', async () => {
    expect((await api(hr, 'POST', `/evaluations/reviews/${mine.id}/complete`, {})).json().code).toBe(
      'reviewNotSubmitted',
    );
    await api(hr, 'PUT', `/evaluations/reviews/${mine.id}/reviewer`, { reviewerId: null });
    const hrDetail: TReviewDetail = (await api(hr, 'GET', `/evaluations/reviews/${mine.id}`)).json();
    expect(hrDetail.can).toMatchObject({ manager: true, complete: false });
    const all5 = Object.fromEntries(hrDetail.criteria.map((c) => [c.id, 5]));
    const r = await api(hr, 'PUT', `/evaluations/reviews/${mine.id}/manager`, { ratings: all5, submit: true });
    expect(r.json().manager.score).toBe(100);
    // before completion the employee sees neither the reviewer's part nor its score
    const before: TReviewDetail = (await api(emp, 'GET', `/evaluations/reviews/${mine.id}`)).json();
    expect([before.managerAnswer, before.manager.score, before.finalScore]).toEqual([null, null, null]);
    const c = await api(hr, 'POST', `/evaluations/reviews/${mine.id}/complete`, { comment: 'Well done' });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ stage: 'completed', finalScore: 100, finalComment: 'Well done' });
    const after: TReviewDetail = (await api(emp, 'GET', `/evaluations/reviews/${mine.id}`)).json();
    expect(after).toMatchObject({ finalScore: 100, managerAnswer: { score: 100 }, can: { self: false } });
    const told = await owner.query(
      `select n.link from notifications n join employees e on e.user_id = n.recipient_id where e.id = $1
        and n.kind = 'evaluationCompleted'`,
      [srey],
    );
    expect(told.rows[0].link).toBe(`/demo/evalutions/review/${mine.id}`);
    expect(await audited('evaluationReview', mine.id)).toEqual([
      'evaluationReview.selfDraft',
      'evaluationReview.selfSubmit',
      'evaluationReview.reviewer',
      'evaluationReview.managerSubmit',
      'evaluationReview.complete',
    ]);
  });

  it('keeps a draft out of the audit log', async () => {
    const row = await owner.query(
      `select after from audit_log where entity = 'evaluationReview' and entity_id = $1 and action = $2`,
      [mine.id, 'evaluationReview.selfDraft'],
    );
    expect(row.rows[0].after).toEqual({ part: 'self' });
  });

  it('no answer after the due date, nor once the cycle is closed', async () => {
    const other = (await api(hr, 'GET', `/evaluations/reviews?cycleId=${cycle.id}&stage=pending&pageSize=10`)).json()
      .rows[0] as TReviewRow;
    await owner.query(`update evaluation_cycles set due_on = '2020-01-01' where id = $1`, [cycle.id]);
    await api(hr, 'PUT', `/evaluations/reviews/${other.id}/reviewer`, { reviewerId: null });
    const late = await api(hr, 'PUT', `/evaluations/reviews/${other.id}/manager`, { ratings: {} });
    expect([late.statusCode, late.json().code]).toEqual([409, 'evaluationDue']);
    const due = await api(hr, 'PUT', `/evaluations/cycles/${cycle.id}`, { name: cycle.name, dueOn: '2099-02-28' });
    expect(due.json().dueOn).toBe('2099-02-28');
    expect((await api(hr, 'POST', `/evaluations/cycles/${cycle.id}/close`)).json().status).toBe('closed');
    const closed = await api(hr, 'PUT', `/evaluations/reviews/${other.id}/manager`, { ratings: {} });
    expect(closed.json().code).toBe('evaluationClosed');
  });

  it('keeps a cycle with answers; deletes one without; audited', async () => {
    expect((await api(hr, 'DELETE', `/evaluations/cycles/${cycle.id}`)).json().code).toBe('cycleHasAnswers');
    const fresh: TCycle = (
      await api(hr, 'POST', '/evaluations/cycles', {
        name: 'Throwaway',
        templateId: template.id,
        organizationId: mtpp,
        departmentIds: [sales],
        periodFrom: '2026-01-01',
        periodTo: '2026-06-30',
        dueOn: '2099-01-31',
        selfReview: false,
      })
    ).json();
    // no self part asked: the employee is not told
    expect((await api(hr, 'DELETE', `/evaluations/cycles/${fresh.id}`)).statusCode).toBe(204);
    expect(await audited('evaluationCycle', fresh.id)).toEqual(['evaluationCycle.create', 'evaluationCycle.delete']);
    expect(await audited('evaluationCycle', cycle.id)).toEqual([
      'evaluationCycle.create',
      'evaluationCycle.update',
      'evaluationCycle.close',
    ]);
  });

  it('exports a cycle’s results', async () => {
    const r = await api(hr, 'GET', `/evaluations/reviews/export.csv?cycleId=${cycle.id}&lang=en`);
    expect(r.statusCode).toBe(200);
    expect(r.body.split('\n')[0]).toContain('Final score %');
    expect(r.body).toContain(',100');
  });
});
