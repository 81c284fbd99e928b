import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicantDetail, TCareerBoard } from '@staffdesk/core/careers';
import { demoPdf } from '../../seed/demo-signup.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

/** Who applied (an employee is who their session says) and who read a résumé (every download audited). */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp] = await Promise.all([loginAs(t.app, 'hr@demo.test', 'demo'), loginAs(t.app, 'emp@demo.test', 'demo')]);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const get = <T>(cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json() as T);

describe('an employee applying on the company page', () => {
  it('applies under their own name and e-mail, whatever the form says; the mobile number is the form’s', async () => {
    const board = await get<TCareerBoard>(emp, '/api/v1/careers/company/MTPP?pageSize=48');
    const job = board.jobs[0]!;
    const body = multipart(
      { name: 'Someone Else', mobileNo: '012345678', email: 'someone.else@mail.test', disclosureApproved: 'true' },
      [{ field: 'resume', name: 'cv.pdf', type: 'application/pdf', content: demoPdf('emp') }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/careers/company/MTPP/jobs/${job.id}/apply`,
      payload: body.payload,
      headers: { ...body.headers, cookie: emp },
    });
    expect(res.statusCode).toBe(201);
    const me = (await owner.query(`select first_name, last_name, email from users where email = 'emp@demo.test'`))
      .rows[0];
    const row = (
      await owner.query(
        `select name, email, mobile_no, source from career_applicants where job_post_id = $1 and source = 'employee'`,
        [job.id],
      )
    ).rows;
    expect(row).toEqual([
      {
        name: `${me.first_name} ${me.last_name}`.trim(),
        email: 'emp@demo.test',
        mobile_no: '012345678',
        source: 'employee',
      },
    ]);
    const audit = (
      await owner.query(`select after from audit_log where action = 'careers.apply' and after->>'jobPostId' = $1`, [
        job.id,
      ])
    ).rows;
    expect(audit.map((a) => a.after.email)).toEqual(['emp@demo.test']);
  });
});

describe('résumé downloads', () => {
  it('are audited, one row per download, naming the applicant and the file', async () => {
    const list = await get<{ rows: { id: string }[] }>(hr, '/api/v1/careers/applicants?search=Sok%20Dara');
    const applicantId = list.rows[0]!.id;
    const d = await get<TApplicantDetail>(hr, `/api/v1/careers/applicants/${applicantId}`);
    const fileId = d.resume!.fileId;
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/careers/resumes/${fileId}`, headers: { cookie: hr } }))
          .statusCode,
      ).toBe(200);
    }
    const rows = (
      await owner.query(
        `select actor_name, entity, entity_id, after from audit_log where action = 'careers.resume.download'`,
      )
    ).rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_name: 'Dara Sok',
      entity: 'careerApplicant',
      entity_id: applicantId,
      after: { fileId },
    });
    // a file nobody may read is not found and leaves no row
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/careers/resumes/${crypto.randomUUID()}`,
          headers: { cookie: hr },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await owner.query(`select count(*)::int as n from audit_log where action = 'careers.resume.download'`)).rows[0]
        .n,
    ).toBe(2);
  });
});
