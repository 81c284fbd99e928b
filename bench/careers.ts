/**
 * Public job board benchmark, run by bench/run.ts (fourth line of its output).
 *
 * Tenant demo's organization MTPP gets 1,000 generated job posts (plus the seed's), tenant acme's organization
 * 10,000, all published, public and open. Then requests/s of the public board
 *   GET /api/v1/public/demo/career/MTPP          (no login: organization header, job descriptions, count, 12 cards)
 * through the whole app (autocannon against the app's child process) is divided by queries/s of one indexed
 * one-row SELECT on career_job_posts (by tenant_id and id) through a raw `pg` Pool as the database owner, with the
 * same concurrency for the same duration. Goal ≥ 0.5.
 *
 * The app runs with its production default: the board's answer is reused for CAREERS_CACHE_MS (5 s), so most
 * requests are served from memory. The same endpoint is also measured on a second app child with the cache off
 * (CAREERS_CACHE_MS=0), so the line shows what one uncached board costs next to it.
 */
import autocannon from 'autocannon';
import pg from 'pg';

export const CAREER_POSTS = { demo: 1_000, acme: 10_000 } as const;
export const CAREERS_GOAL = 0.5;
export const boardPath = '/api/v1/public/demo/career/MTPP';

/**
 * Bulk-inserts the posts (owner connection, platform mode): demo's MTPP and acme's first organization, with their
 * own job title, type and description. Returns what the floor query needs and the expected count.
 */
export async function seedCareerPosts(ownerUrl: string): Promise<{ demoId: string; postId: string; expected: number }> {
  const c = new pg.Client({ connectionString: ownerUrl });
  await c.connect();
  try {
    await c.query(`select set_config('app.platform', 'on', false)`);
    const tenants = await c.query<{ account: string; id: string }>(
      `select account, id from tenants where account in ('demo', 'acme')`,
    );
    const idOf = (a: string) => tenants.rows.find((r) => r.account === a)!.id;
    for (const [account, n] of Object.entries(CAREER_POSTS)) {
      const tenantId = idOf(account);
      const refs = await c.query<{ org: string; title: string; type: string; jd: string }>(
        `select o.id as org,
                (select id from career_job_titles where tenant_id = o.tenant_id and deleted_at is null limit 1) as title,
                (select id from career_job_types where tenant_id = o.tenant_id and deleted_at is null limit 1) as type,
                (select id from career_job_descriptions where tenant_id = o.tenant_id and organization_id = o.id and deleted_at is null limit 1) as jd
           from organizations o where o.tenant_id = $1 and o.code = 'MTPP' and o.deleted_at is null`,
        [tenantId],
      );
      const r = refs.rows[0];
      if (!r?.title || !r.type || !r.jd)
        throw new Error(`${account}: no organization MTPP or career masters to post under`);
      await c.query(
        `insert into career_job_posts (tenant_id, organization_id, code, job_title_id, title, short_description, description, long_description,
                                       job_type_id, job_description_id, positions, posted_date, closing_date, gender, minimum_experience,
                                       salary, visibility, status, created_by_name)
         select $1, $2, 'BENCH-' || lpad(g::text, 6, '0'), $3, 'Bench job ' || g,
                case when g % 5 = 0 then 'A short description written by HR for job ' || g end,
                '<p>We are hiring for <strong>job ' || g || '</strong>. ' || repeat('You will work with a friendly team, learn every day and grow with the company. ', 8) || '</p><ul><li>Good pay</li><li>Training</li></ul>',
                '<p>' || repeat('About the company and the role. ', 20) || '</p>',
                $4, $5, 1 + g % 5, current_date - (g % 60), current_date + 30 + (g % 30), 1 + g % 3, 1 + g % 12,
                'USD ' || (400 + g % 600), 'public', 'published', 'Bench'
           from generate_series(1, $6::int) g`,
        [tenantId, r.org, r.title, r.type, r.jd, n],
      );
    }
    await c.query('vacuum analyze career_job_posts');
    await c.query('checkpoint').catch(() => undefined);
    const demoId = idOf('demo');
    const post = await c.query<{ id: string }>(
      `select id from career_job_posts where tenant_id = $1 and code = 'BENCH-000500'`,
      [demoId],
    );
    const expected = await c.query<{ n: number }>(
      `select count(*)::int as n from career_job_posts p join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
        where p.tenant_id = $1 and o.code = 'MTPP' and p.status = 'published' and p.visibility = 'public' and p.deleted_at is null
          and p.closing_date >= (now() at time zone o.timezone)::date`,
      [demoId],
    );
    return { demoId, postId: post.rows[0]!.id, expected: expected.rows[0]!.n };
  } finally {
    await c.end();
  }
}

/** The floor: one indexed one-row SELECT, as the owner, no transaction, no RLS. */
export const floorQuery = (pool: pg.Pool, tenantId: string, id: string) =>
  pool.query('select id, title, closing_date from career_job_posts where tenant_id = $1 and id = $2', [tenantId, id]);

/** Checks the board's answer before measuring: the count and a full page of cards. */
export async function checkBoard(url: string, expected: number): Promise<void> {
  const res = await fetch(url);
  const body = (await res.json()) as { availableJobs?: number; jobs?: unknown[] };
  if (res.status !== 200 || body.availableJobs !== expected || body.jobs?.length !== 12) {
    throw new Error(
      `careers board check failed: ${res.status}, ${body.availableJobs} jobs vs ${expected} expected, ${body.jobs?.length} cards`,
    );
  }
}

/** req/s of one autocannon run against the board; refuses a run with errors or non-2xx answers. */
export async function boardRate(url: string, connections: number, seconds: number): Promise<number> {
  const r = await autocannon({ url, connections, duration: seconds });
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`careers board: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  return r.requests.total / r.duration;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function careersReport(subject: number[], uncached: number[], floor: number[]): string {
  const s = mean(subject);
  const u = mean(uncached);
  const f = mean(floor);
  const ratio = s / f;
  const met = ratio >= CAREERS_GOAL ? 'met' : 'missed';
  return (
    `careers public board (${CAREER_POSTS.demo.toLocaleString('en')} posts; other tenant ${CAREER_POSTS.acme.toLocaleString('en')}): ${s.toFixed(0)} req/s vs raw pg indexed select ${f.toFixed(0)} queries/s → ratio ${ratio.toFixed(2)} ` +
    `(goal ≥ ${CAREERS_GOAL}: ${met}); with the board cache off ${u.toFixed(0)} req/s → ratio ${(u / f).toFixed(2)}`
  );
}
