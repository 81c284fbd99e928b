import { sql } from 'drizzle-orm';
import { addDays, utcDay } from '@staffdesk/core/dates';
import type { TDb } from '../platform/db/db.ts';
import { completeAssignment, insertAssignments, markDone } from '../modules/training/assignments.repo.ts';
import { chaptersOf, insertChapter, insertCourse } from '../modules/training/courses.repo.ts';

type TSeedChapter = { title: string; topics: [string, string][]; videoUrls?: string[] };

const COURSES: { title: string; type: string; description: string; chapters: TSeedChapter[] }[] = [
  {
    title: 'Fire safety at work',
    type: 'Workplace safety',
    description: 'What every employee does before, during and after a fire alarm.',
    chapters: [
      {
        title: 'Preventing fires',
        topics: [
          [
            'Keep exits clear',
            '<p>Fire doors stay closed and <strong>exits stay clear</strong> — no boxes, no trolleys.</p>',
          ],
          ['Electrical safety', '<ul><li>No overloaded sockets</li><li>Report damaged cables at once</li></ul>'],
        ],
      },
      {
        title: 'When the alarm sounds',
        topics: [
          ['Leave at once', '<p>Stop work, leave by the <strong>nearest exit</strong>, do not use the lift.</p>'],
          ['Assembly point', '<p>Go to the assembly point in the car park and report to your fire warden.</p>'],
        ],
        videoUrls: ['https://training.example.com/videos/evacuation'],
      },
      {
        title: 'Using an extinguisher',
        topics: [['P.A.S.S.', '<ol><li>Pull the pin</li><li>Aim low</li><li>Squeeze</li><li>Sweep</li></ol>']],
      },
    ],
  },
  {
    title: 'Serving customers well',
    type: 'Customer service',
    description: 'Greeting, listening and following up: the Mekong Trading way.',
    chapters: [
      { title: 'First impressions', topics: [['Greeting', '<p>Greet every customer within ten seconds.</p>']] },
      {
        title: 'Listening',
        topics: [['Ask, then listen', '<p>Ask open questions and repeat back what you heard.</p>']],
      },
      {
        title: 'Handling complaints',
        topics: [['Stay calm', '<p>Thank the customer, apologise, and fix or escalate.</p>']],
      },
      { title: 'Following up', topics: [['Close the loop', '<p>Call back within two working days.</p>']] },
    ],
  },
];

/**
 * The demo's training (issue 18): two published courses with chapters; the Phnom Penh sales team has both, at
 * different stages — some done with a certificate, some part way, some not started; the demo employee is part way
 * through the first and has not started the second.
 */
export async function seedDemoTraining(db: TDb, tenantId: string, hr: { id: string; name: string }) {
  const me = await db.execute<{ id: string; departmentId: string }>(sql`
    select e.id, e.department_id as "departmentId" from employees e join users u on u.id = e.user_id
     where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`);
  const { id: srey, departmentId } = me.rows[0]!;
  const team = (
    await db.execute<{ id: string }>(sql`
      select id from employees where tenant_id = ${tenantId} and department_id = ${departmentId}
         and status = 'active' and deleted_at is null order by employee_code`)
  ).rows.map((r) => r.id);
  const today = utcDay(new Date());
  for (const [n, c] of COURSES.entries()) {
    const type = await db.execute<{ id: string }>(sql`
      insert into course_types (tenant_id, name, created_by, created_by_type, created_by_name)
      values (${tenantId}, ${c.type}, ${hr.id}, 'hr_admin', ${hr.name}) returning id`);
    const courseId = await insertCourse(
      db,
      tenantId,
      { title: c.title, typeId: type.rows[0]!.id, description: c.description, status: 'draft' },
      hr.id,
    );
    for (const h of c.chapters)
      await insertChapter(db, tenantId, courseId, {
        title: h.title,
        topics: h.topics.map(([title, content]) => ({ title, content })),
        videoUrls: h.videoUrls ?? [],
      });
    await db.execute(sql`update courses set status = 'published' where tenant_id = ${tenantId} and id = ${courseId}`);
    const chapters = await chaptersOf(db, tenantId, courseId);
    const given = await insertAssignments(db, tenantId, courseId, team, addDays(today, n === 0 ? 14 : 30), hr.id);
    for (const [i, a] of given.entries()) {
      // Srey: part way through the first course, the second not started; the others spread out
      const done = a.employeeId === srey ? (n === 0 ? 1 : 0) : (i * (n + 2)) % (chapters.length + 1);
      for (const h of chapters.slice(0, done)) await markDone(db, tenantId, a.id, h.id);
      if (done === chapters.length) await completeAssignment(db, tenantId, a.id);
    }
  }
}
