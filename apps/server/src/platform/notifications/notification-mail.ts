import { sql } from 'drizzle-orm';
import { translate } from '../i18n.ts';
import { publicOrigin } from '../mail/links.ts';
import { queueMail } from '../mail/mail-job.ts';
import { renderMail } from '../mail/templates.ts';
import type { TServices } from '../services.ts';

export const NOTIFICATIONS_MAIL_JOB = 'notifications.mail';
/** At most this many a minute: a burst (a message to a whole organization) is mailed over the next minutes. */
const BATCH = 500;

/** A notification's sentence in a language: the web's `notifications:kinds.<kind>` with its values. */
export function noticeText(lang: string, kind: string, params: Record<string, string | number>): string {
  const values: Record<string, string | number> = { ...params };
  if (kind === 'issueStatus')
    values.status = translate(lang, 'notifications', `issueStatuses.${String(params.status)}`, String(params.status));
  return translate(lang, 'notifications', `kinds.${kind}`, kind).replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k: string) =>
    String(values[k] ?? ''),
  );
}

/**
 * Every minute, once across the instances: the notifications whose recipients chose to have their kind mailed are
 * taken (marked sent first, so none is mailed twice) and queued as mails in each recipient's language, with a
 * button to the page the notification opens. A mail that cannot be queued is lost rather than sent twice; the bell
 * still has it. Answers how many were queued.
 */
export async function mailNotifications(s: Pick<TServices, 'database' | 'jobs' | 'config'>) {
  const rows = await s.database.platform(async (db) => {
    const r = await db.execute<{
      id: string;
      tenantId: string;
      userId: string;
      kind: string;
      params: Record<string, string | number>;
      link: string | null;
      email: string;
      name: string;
      language: string;
    }>(sql`
      with due as (
        select id from notifications where mail_pending order by created_at limit ${BATCH} for update skip locked)
      update notifications n set mail_pending = false
        from due, users u, tenants t
       where n.id = due.id and u.id = n.recipient_id and u.tenant_id = n.tenant_id and t.id = n.tenant_id
      returning n.id, n.tenant_id as "tenantId", n.recipient_id as "userId", n.kind, n.params, n.link, u.email,
                trim(u.first_name || ' ' || u.last_name) as name, coalesce(u.language, t.default_language, 'en') as language`);
    return r.rows;
  });
  const origin = publicOrigin(s.config);
  for (const n of rows) {
    const sentence = noticeText(n.language, n.kind, n.params);
    const mail = renderMail(
      'notice',
      n.language,
      {
        name: n.name,
        sentence,
        link: `${origin}${n.link?.startsWith('/') ? n.link : '/'}`,
      },
      { tenantId: n.tenantId },
    );
    await queueMail(s, { to: n.email, ...mail }, { tenantId: n.tenantId, userId: n.userId }).catch(() => undefined);
  }
  return { mailed: rows.length };
}

export function defineNotificationMail(s: TServices) {
  s.jobs.define({ name: NOTIFICATIONS_MAIL_JOB, handler: () => mailNotifications(s), cron: '* * * * *' });
}
