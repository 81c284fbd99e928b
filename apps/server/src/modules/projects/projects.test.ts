import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRates, type TAttendanceKpi } from '@staffdesk/core/attendance-kpi';
import type { TProjectDetail, TProjectReport, TTask, TTaskDetail } from '@staffdesk/core/projects-api';
import { addDays, utcDay } from '@staffdesk/core/dates';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Projects and tasks (issue 18): HR runs a project with weighted tasks; the assignee moves theirs and logs time;
 * completion follows the weights; the spec's delete rules; a scoped sub admin's organizations; employees reach only
 * their projects; the feature flag; every change audited.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let org: string;
let otherOrg: string;
let srey: string;
let head: string;
let other: string;

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const today = () => utcDay(new Date());
const body = (extra: object = {}) => ({
  organizationId: org,
  name: 'Warehouse move',
  description: 'Move the stock to the new warehouse.',
  headId: head,
  memberIds: [],
  priority: 'high',
  weight: 5,
  value: '12500.50',
  startOn: '2026-01-05',
  dueOn: '2027-03-31',
  ...extra,
});
const task = (projectId: string, extra: object = {}) => ({
  projectId,
  title: 'Count the stock',
  assigneeId: srey,
  priority: 'moderate',
  weight: 1,
  dueOn: '2027-01-15',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp, finance, acme] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
    await loginAs(t.app, 'hr@acme.test', 'acme'),
  ];
  const one = async (q: string) => (await owner.query(q)).rows[0].id as string;
  srey = await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`);
  org = await one(`select organization_id as id from employees where id = '${srey}'`);
  head = await one(
    `select id from employees where tenant_id = (select tenant_id from employees where id = '${srey}')
        and organization_id = '${org}' and id <> '${srey}' and status = 'active' and deleted_at is null
        and user_id is null order by employee_code limit 1`,
  );
  other = await one(
    `select id from employees where organization_id = '${org}' and id not in ('${srey}', '${head}')
        and status = 'active' and deleted_at is null order by employee_code limit 1`,
  );
  otherOrg = await one(
    `select id from organizations where tenant_id = (select tenant_id from employees where id = '${srey}')
        and id <> '${org}' and code <> 'MTPP' order by code limit 1`,
  );
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const audits = async (entity: string, id: string) =>
  (
    await owner.query(`select action from audit_log where entity = $1 and entity_id = $2 order by at`, [entity, id])
  ).rows.map((r) => r.action);

describe('a project', () => {
  let project: TProjectDetail;
  let mine: TTaskDetail;
  let theirs: TTaskDetail;

  it('is added by HR, at 0 % without tasks; audited', async () => {
    const r = await api(hr, 'POST', '/projects', body({ memberIds: [other] }));
    expect(r.statusCode, r.body).toBe(201);
    project = r.json();
    expect(project).toMatchObject({ completion: 0, taskCount: 0, status: 'inProgress', value: '12500.50' });
    expect(project.members.map((m) => m.id)).toEqual([other]);
    expect(await audits('project', project.id)).toEqual(['project.create']);
  });

  it('refuses bad input field by field', async () => {
    const dates = await api(hr, 'POST', '/projects', body({ startOn: '2026-05-01', dueOn: '2026-04-01' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fields).toEqual({ dueOn: 'dateOrder' });
    const people = await api(hr, 'POST', '/projects', body({ headId: '00000000-0000-4000-8000-000000000000' }));
    expect(people.json().fields).toEqual({ headId: 'invalidReference' });
    const weight = await api(hr, 'POST', '/projects', body({ weight: 500, priority: 'urgent', value: 'lots' }));
    expect(weight.json().fields).toEqual({ weight: 'tooLarge', priority: 'invalidOption', value: 'invalidNumber' });
    const done = await api(hr, 'POST', '/projects', body({ status: 'completed' }));
    expect(done.json().fields).toEqual({ status: 'openTasks' });
  });

  it('takes tasks; the assignee joins the members and is told', async () => {
    // the form sends its empty optional fields as ''
    const a = await api(hr, 'POST', '/tasks', task(project.id, { description: '', dueOn: '', weight: 1 }));
    expect(a.statusCode, a.body).toBe(201);
    mine = a.json();
    const b = await api(
      hr,
      'POST',
      '/tasks',
      task(project.id, { title: 'Pack the shelves', assigneeId: other, weight: 3 }),
    );
    theirs = b.json();
    expect(theirs.weight).toBe(3);
    const p = (await api(hr, 'GET', `/projects/${project.id}`)).json() as TProjectDetail;
    expect(p.members.map((m) => m.id).sort()).toEqual([other, srey].sort());
    expect(p).toMatchObject({ taskCount: 2, openTasks: 2, completion: 0 });
    const told = await owner.query(
      `select n.params->>'title' as title, n.link from notifications n join users u on u.id = n.recipient_id
        where u.email = 'emp@demo.test' and n.kind = 'taskAssigned'`,
    );
    expect(told.rows).toEqual([{ title: 'Count the stock', link: expect.stringContaining(`task=${mine.id}`) }]);
    expect(await audits('task', mine.id)).toEqual(['task.create']);
  });

  it('is seen by its members: the employee lists it, their tasks and the board', async () => {
    const list = await api(emp, 'GET', '/projects');
    expect(list.json().rows.map((x: { id: string }) => x.id)).toContain(project.id);
    const tasks = await api(emp, 'GET', `/tasks?mine=1&projectId=${project.id}`);
    expect(tasks.json().rows.map((x: TTask) => x.id)).toEqual([mine.id]);
    const board = await api(emp, 'GET', `/tasks/board?projectId=${project.id}`);
    expect((board.json() as TTask[]).map((x) => x.id).sort()).toEqual([mine.id, theirs.id].sort());
    const detail = (await api(emp, 'GET', `/tasks/${mine.id}`)).json() as TTaskDetail;
    expect(detail.can).toEqual({ edit: false, delete: false, move: true, log: true, attach: true });
    const others = (await api(emp, 'GET', `/tasks/${theirs.id}`)).json() as TTaskDetail;
    expect(others.can).toEqual({ edit: false, delete: false, move: false, log: false, attach: false });
  });

  it('lets the assignee move their task and log time, within the rules', async () => {
    const moved = await api(emp, 'POST', `/tasks/${mine.id}/status`, { status: 'inProgress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('inProgress');
    expect((await api(emp, 'POST', `/tasks/${theirs.id}/status`, { status: 'review' })).statusCode).toBe(403);
    const log = await api(emp, 'POST', `/tasks/${mine.id}/logs`, { workedOn: today(), minutes: 90, note: 'Aisle 1-4' });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({ loggedMinutes: 90, logCount: 1 });
    expect(log.json().logs[0]).toMatchObject({ minutes: 90, note: 'Aisle 1-4', employee: { id: srey } });
    const ahead = await api(emp, 'POST', `/tasks/${mine.id}/logs`, { workedOn: '2099-01-01', minutes: 10 });
    expect(ahead.json().fields).toEqual({ workedOn: 'futureDate' });
    const back = await api(emp, 'POST', `/tasks/${mine.id}/logs`, { workedOn: '2020-01-01', minutes: 10 });
    expect(back.json().fields).toEqual({ workedOn: 'tooFarBack' });
    const full = await api(emp, 'POST', `/tasks/${mine.id}/logs`, { workedOn: today(), minutes: 1400 });
    expect(full.json().fields).toEqual({ minutes: 'dayFull' });
    const zero = await api(emp, 'POST', `/tasks/${mine.id}/logs`, { workedOn: today(), minutes: 0 });
    expect(zero.json().fields).toEqual({ minutes: 'tooSmall' });
    expect((await api(emp, 'POST', `/tasks/${theirs.id}/logs`, { workedOn: today(), minutes: 5 })).statusCode).toBe(
      403,
    );
    expect((await api(emp, 'POST', '/tasks', task(project.id))).statusCode).toBe(403);
    expect((await api(hr, 'POST', `/tasks/${mine.id}/logs`, { workedOn: today(), minutes: 5 })).statusCode).toBe(403);
    const logs = await owner.query(`select action from audit_log where entity = 'taskLog' order by at`);
    expect(logs.rows.map((r) => r.action)).toEqual(['taskLog.create']);
  });

  it('keeps attachments: the assignee adds a PDF, others read it, only PDFs and pictures', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const send = (cookie: string, id: string, name: string, content: Buffer, type: string) => {
      const m = multipart({}, [{ field: 'file', name, type, content }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/tasks/${id}/files`,
        headers: { cookie, ...m.headers },
        payload: m.payload,
      });
    };
    const r = await send(emp, mine.id, 'counts.pdf', pdf, 'application/pdf');
    expect(r.statusCode, r.body).toBe(200);
    const file = (r.json() as TTaskDetail).files[0]!;
    expect(file).toMatchObject({ name: 'counts.pdf', type: 'application/pdf' });
    const got = await api(hr, 'GET', `/tasks/${mine.id}/files/${file.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain('attachment');
    expect((await send(emp, mine.id, 'x.exe', Buffer.from('MZ not a pdf'), 'application/pdf')).statusCode).toBe(400);
    expect((await send(emp, theirs.id, 'counts.pdf', pdf, 'application/pdf')).statusCode).toBe(403);
    const gone = await api(emp, 'DELETE', `/tasks/${mine.id}/files/${file.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((gone.json() as TTaskDetail).files).toEqual([]);
    expect(await audits('task', mine.id)).toEqual(expect.arrayContaining(['task.addFile', 'task.removeFile']));
  });

  it('completes by the weights of its tasks', async () => {
    await api(hr, 'POST', `/tasks/${theirs.id}/status`, { status: 'completed' });
    const p = (await api(hr, 'GET', `/projects/${project.id}`)).json() as TProjectDetail;
    expect(p).toMatchObject({ completion: 75, openTasks: 1, loggedMinutes: 90 });
    const closing = await api(
      hr,
      'PUT',
      `/projects/${project.id}`,
      body({ memberIds: [other, srey], status: 'completed' }),
    );
    expect(closing.json().fields).toEqual({ status: 'openTasks' });
    const removing = await api(hr, 'PUT', `/projects/${project.id}`, body({ memberIds: [other] }));
    expect(removing.json().fields).toEqual({ memberIds: 'memberHasTasks' });
  });

  it("keeps the spec's delete rules", async () => {
    const t1 = await api(hr, 'DELETE', `/tasks/${mine.id}`);
    expect(t1.statusCode).toBe(409);
    expect(t1.json()).toMatchObject({ code: 'taskHasLogs', message: 'Logs Present in this Task so cant be deleted' });
    const p1 = await api(hr, 'DELETE', `/projects/${project.id}`);
    expect(p1.statusCode).toBe(409);
    expect(p1.json()).toMatchObject({
      code: 'projectHasTasks',
      message: 'Task Presnt in this Project so cant be deleted',
    });
    // without logs a task goes; the log's owner takes theirs back
    expect((await api(hr, 'DELETE', `/tasks/${theirs.id}`)).statusCode).toBe(204);
    const log = (await api(emp, 'GET', `/tasks/${mine.id}`)).json().logs[0];
    expect((await api(emp, 'DELETE', `/tasks/${mine.id}/logs/${log.id}`)).json().logCount).toBe(0);
    expect((await api(hr, 'DELETE', `/tasks/${mine.id}`)).statusCode).toBe(204);
    expect((await api(hr, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(204);
    expect(await audits('project', project.id)).toEqual(['project.create', 'project.delete']);
  });

  it('once completed takes no new task', async () => {
    const p = (await api(hr, 'POST', '/projects', body({ name: 'Closed one' }))).json() as TProjectDetail;
    const tk = (await api(hr, 'POST', '/tasks', task(p.id))).json() as TTaskDetail;
    await api(hr, 'POST', `/tasks/${tk.id}/status`, { status: 'completed' });
    const done = await api(hr, 'PUT', `/projects/${p.id}`, body({ name: 'Closed one', status: 'completed' }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ completion: 100, status: 'completed', completedAt: expect.any(String) });
    const more = await api(hr, 'POST', '/tasks', task(p.id));
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('projectCompleted');
    expect((await api(emp, 'POST', `/tasks/${tk.id}/status`, { status: 'todo' })).statusCode).toBe(409);
  });
});

describe('who reaches projects', () => {
  it("an employee only their own projects' ", async () => {
    const p = (await api(hr, 'POST', '/projects', body({ name: 'Not hers', headId: other }))).json();
    expect((await api(emp, 'GET', `/projects/${p.id}`)).statusCode).toBe(404);
    expect((await api(emp, 'GET', '/projects')).json().rows.map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect((await api(emp, 'POST', '/projects', body())).statusCode).toBe(403);
  });

  it('a sub admin scoped to a department: the projects of their organization, with people out of scope kept', async () => {
    const list = (await api(finance, 'GET', '/projects?search=Warehouse')).json();
    const warehouse = list.rows.find((x: { name: string }) => x.name === 'Warehouse relocation');
    expect(warehouse).toBeDefined();
    const before = (await api(hr, 'GET', `/projects/${warehouse.id}`)).json() as TProjectDetail;
    const seen = (await api(finance, 'GET', `/projects/${warehouse.id}`)).json() as TProjectDetail;
    // the head and members outside the Finance department are there by id only, or not at all
    expect(seen.head.id).toBe(before.head.id);
    const r = await api(finance, 'PUT', `/projects/${warehouse.id}`, {
      organizationId: seen.organizationId,
      groupId: seen.groupId,
      name: 'Warehouse relocation',
      description: 'Scoped edit',
      headId: seen.head.id,
      memberIds: seen.members.map((m) => m.id),
      priority: seen.priority,
      weight: seen.weight,
      value: seen.value,
      startOn: seen.startOn,
      dueOn: seen.dueOn,
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = (await api(hr, 'GET', `/projects/${warehouse.id}`)).json() as TProjectDetail;
    expect(after.members.map((m) => m.id).sort()).toEqual(before.members.map((m) => m.id).sort());
    const tasks = (await api(finance, 'GET', `/tasks?projectId=${warehouse.id}`)).json();
    expect(tasks.total).toBe(after.taskCount);
  });

  it("a scoped sub admin their organizations' only", async () => {
    const far = (await api(hr, 'POST', '/projects', body({ name: 'Far away', organizationId: otherOrg }))).json();
    const list = await api(finance, 'GET', '/projects?pageSize=50');
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.map((x: { id: string }) => x.id)).not.toContain(far.id);
    expect((await api(finance, 'GET', `/projects/${far.id}`)).statusCode).toBe(404);
    expect((await api(finance, 'DELETE', `/projects/${far.id}`)).statusCode).toBe(403);
  });

  it('nobody of a tenant without the work plan', async () => {
    expect((await api(acme, 'GET', '/projects')).statusCode).toBe(404);
    expect((await api(acme, 'GET', '/tasks')).statusCode).toBe(404);
  });

  it('HR exports the list', async () => {
    const r = await api(hr, 'GET', '/projects/export.csv?lang=en');
    expect(r.statusCode).toBe(200);
    expect(r.body.split('\n')[0]).toContain('Completion %');
    expect(r.body).toContain('Far away');
  });
});

describe('the projects report', () => {
  const period = () => {
    const to = utcDay(new Date());
    return { from: `${to.slice(0, 8)}01`, to };
  };

  it("gives each project's progress and time, each person's tasks and time, the overdue tasks", async () => {
    const { from, to } = period();
    const r = await api(hr, 'GET', `/projects/report?from=2020-01-01&to=2020-12-31`);
    expect(r.statusCode, r.body).toBe(200);
    const wide = await api(hr, 'GET', `/projects/report?from=${addDays(to, -300)}&to=${to}`);
    const report = wide.json() as TProjectReport;
    const warehouse = report.projects.find((p) => p.name === 'Warehouse relocation')!;
    expect(warehouse.byStatus).toEqual({ todo: 2, inProgress: 1, review: 1, completed: 1 });
    expect(warehouse.overdueTasks).toBeGreaterThan(0);
    expect(warehouse.periodMinutes).toBe(warehouse.loggedMinutes);
    const sreyRow = report.people.find((p) => p.id === srey)!;
    expect(sreyRow.periodMinutes).toBeGreaterThan(0);
    expect(report.overdue.every((x) => x.overdue)).toBe(true);
    expect(report.overdue.map((x) => x.title)).toContain('Count the stock');
    // a short period counts only its own time
    const month = (await api(hr, 'GET', `/projects/report?from=${from}&to=${to}`)).json() as TProjectReport;
    const monthWarehouse = month.projects.find((p) => p.name === 'Warehouse relocation');
    expect(monthWarehouse?.periodMinutes ?? 0).toBeLessThanOrEqual(warehouse.periodMinutes);
  });

  it('refuses a period the wrong way round or too long', async () => {
    const back = await api(hr, 'GET', '/projects/report?from=2026-05-01&to=2026-04-01');
    expect(back.json().fields).toEqual({ to: 'dateOrder' });
    const long = await api(hr, 'GET', '/projects/report?from=2024-01-01&to=2026-04-01');
    expect(long.json().fields).toEqual({ to: 'rangeTooLong' });
    expect((await api(hr, 'GET', '/projects/report?from=2026-02-30&to=2026-04-01')).statusCode).toBe(400);
  });

  it('exports both tables; staff only, within their scope', async () => {
    const { from, to } = period();
    const people = await api(hr, 'GET', `/projects/report/export.csv?part=people&from=${from}&to=${to}&lang=en`);
    expect(people.statusCode).toBe(200);
    expect(people.body.split('\n')[0]).toContain('Hours in the period');
    const xlsx = await api(hr, 'GET', `/projects/report/export.xlsx?part=projects&from=${from}&to=${to}`);
    expect(xlsx.statusCode).toBe(200);
    expect((await api(emp, 'GET', `/projects/report?from=${from}&to=${to}`)).statusCode).toBe(403);
    const scoped = (await api(finance, 'GET', `/projects/report?from=${from}&to=${to}`)).json() as TProjectReport;
    expect(scoped.projects.map((p) => p.name)).not.toContain('Branch fit-out');
  });
});

describe('the task import', () => {
  const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  const upload = (cookie: string, content: Buffer) => {
    const body = multipart({}, [{ field: 'file', name: 'tasks.csv', type: 'text/csv', content }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/imports/tasks',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const header = 'Project,Task,Employee ID,Priority,Weight,Due date,Status,Description';

  it('checks each row: the project, the assignee, the choices in any language, no task twice', async () => {
    const res = await upload(
      hr,
      csv([
        header,
        'Warehouse relocation,Count the stock,PP1001,High,1,,,',
        'No such project,Imported one,PP1001,,,,,',
        'Warehouse relocation,Imported two,NOPE,urgent,0,31-02-2027,Later,',
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ total: 3, valid: 0 });
    expect(
      p.errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`),
    ).toEqual([
      '2::exists',
      '3:project:unknownProject',
      '4:employeeCode:unknownEmployee',
      '4:priority:invalidOption',
      '4:status:invalidOption',
      '4:weight:tooSmall',
      '4:dueDate:invalidDate',
    ]);
  });

  it('writes every row at once; the assignees join the projects', async () => {
    const res = await upload(
      hr,
      csv([
        header,
        'warehouse RELOCATION,Imported fire exits,PP1001,ខ្ពស់,2,15-01-2027,进行中,Both floors',
        'Warehouse relocation,Imported keys,PP1002,,,,,',
      ]),
    );
    const p = res.json();
    expect(p).toMatchObject({ total: 2, valid: 2, errorCount: 0 });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/imports/tasks/${p.id}/commit`, headers: { cookie: hr } }))
        .statusCode,
    ).toBe(202);
    await t.app.services.jobs.drain();
    const rows = await owner.query(
      `select t.title, t.priority, t.status, t.weight, to_char(t.due_on, 'YYYY-MM-DD') as due from project_tasks t
        join projects p on p.id = t.project_id where p.name = 'Warehouse relocation' and t.title like 'Imported %'
        order by t.title`,
    );
    expect(rows.rows).toEqual([
      { title: 'Imported fire exits', priority: 'high', status: 'inProgress', weight: 2, due: '2027-01-15' },
      { title: 'Imported keys', priority: 'moderate', status: 'todo', weight: 1, due: null },
    ]);
    // nobody outside the work plan imports tasks
    expect((await upload(emp, csv([header]))).statusCode).toBe(403);
    expect((await upload(acme, csv([header]))).statusCode).toBe(404);
  });
});

describe('the attendance KPI', () => {
  const period = () => {
    const to = utcDay(new Date());
    return { from: addDays(to, -7), to };
  };

  it('rates each employee, department and organization from attendance', async () => {
    const { from, to } = period();
    const r = await api(hr, 'GET', `/projects/attendance-kpi?level=employee&from=${from}&to=${to}&pageSize=50`);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json() as { rows: TAttendanceKpi[]; total: number };
    const one = page.rows.find((x) => x.scheduledDays > 0 && x.presentDays > 0)!;
    expect(one).toBeDefined();
    expect(one).toMatchObject(attendanceRates(one));
    const orgs = (await api(hr, 'GET', `/projects/attendance-kpi?level=organization&from=${from}&to=${to}`)).json();
    // the organizations' people are all the employees
    expect((orgs.rows as TAttendanceKpi[]).reduce((s, x) => s + x.employees, 0)).toBe(page.total);
    const depts = await api(hr, 'GET', `/projects/attendance-kpi?level=department&from=${from}&to=${to}`);
    expect(depts.statusCode).toBe(200);
    const csv = await api(
      hr,
      'GET',
      `/projects/attendance-kpi/export.csv?level=organization&from=${from}&to=${to}&lang=en`,
    );
    expect(csv.body.split('\n')[0]).toContain('Punctuality %');
  });

  it('refuses a long period; staff who read attendance only', async () => {
    const long = await api(hr, 'GET', '/projects/attendance-kpi?from=2026-01-01&to=2026-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('rangeTooLong');
    const { from, to } = period();
    expect((await api(emp, 'GET', `/projects/attendance-kpi?from=${from}&to=${to}`)).statusCode).toBe(403);
    const scoped = await api(finance, 'GET', `/projects/attendance-kpi?level=organization&from=${from}&to=${to}`);
    expect(scoped.statusCode).toBe(200);
    expect((scoped.json().rows as TAttendanceKpi[]).length).toBe(1);
  });
});
