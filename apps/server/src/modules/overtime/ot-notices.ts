import { showDay } from '@staffdesk/core/dates';
import { otHours } from '@staffdesk/core/overtime';
import type { TDb } from '../../platform/db/db.ts';
import { appUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { MAIL_CATALOGUES, renderMail } from '../../platform/mail/templates.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import type * as bank from '../leave/leave-bank.repo.ts';
import { accountOf } from '../employees/approvers.ts';

/** What overtime tells people outside the page they act on: the employee's mail and bell on a decision. */

type TOtBrief = { otDate: string; fromTime: string; toTime: string; otType: number; totalMinutes: number };

/** Mails the employee a decision on their request, in their language (when they have an address). */
export async function mailOtDecision(
  s: TServices,
  tenantId: string,
  r: TOtBrief,
  head: bank.TEmployeeHead,
  decision: 'approved' | 'rejected',
  by: string,
  comment: string | null,
) {
  if (!head.email) return;
  const tenant = await s.database.platform((db) => findTenantById(db, tenantId));
  if (!tenant) return;
  const lang = head.language ?? tenant.defaultLanguage;
  const words = MAIL_CATALOGUES[(lang in MAIL_CATALOGUES ? lang : 'en') as keyof typeof MAIL_CATALOGUES].leaveDecisions;
  const mail = renderMail(
    'otDecided',
    lang,
    {
      name: head.name,
      date: showDay(r.otDate),
      from: r.fromTime,
      to: r.toTime,
      hours: otHours(r.totalMinutes),
      rate: `${r.otType}%`,
      decision: words[decision],
      by,
      comment: comment ? words.commentIs.replace('{{comment}}', comment) : words.noComment,
      link: appUrl(publicOrigin(s.config), tenant.account, 'shiftsotrequest/myot'),
    },
    { tenantId: tenantId },
  );
  await queueMail(s, { to: head.email, ...mail }, { tenantId, userId: head.userId });
}

/** The employee's bell: their request was decided (when they have a login). */
export async function tellOtEmployee(
  db: TDb,
  tenantId: string,
  r: TOtBrief,
  head: bank.TEmployeeHead,
  kind: 'otApproved' | 'otRejected',
) {
  if (!head.userId) return;
  await notifyUsers(db, tenantId, [head.userId], {
    kind,
    params: { date: showDay(r.otDate), hours: otHours(r.totalMinutes), rate: `${r.otType}%` },
    link: `/${await accountOf(db, tenantId)}/shiftsotrequest/myot`,
  });
}
