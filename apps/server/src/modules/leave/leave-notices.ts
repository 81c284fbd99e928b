import { showDay } from '@staffdesk/core/dates';
import type { TDb } from '../../platform/db/db.ts';
import { appUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { MAIL_CATALOGUES, renderMail } from '../../platform/mail/templates.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import type * as bank from './leave-bank.repo.ts';
import { accountOf } from '../employees/approvers.ts';

/** What leave tells people outside the page they act on: mail and the bell. */

/** Mails the employee a decision on their request, in their language (when they have an address). */
export async function mailDecision(
  s: TServices,
  tenantId: string,
  r: { employeeId: string; leaveTypeName: string; fromDate: string; toDate: string; days: string },
  head: bank.TEmployeeHead,
  decision: 'approved' | 'rejected' | 'cancelled',
  by: string,
  comment: string | null,
) {
  if (!head.email) return;
  const tenant = await s.database.platform((db) => findTenantById(db, tenantId));
  if (!tenant) return;
  const lang = head.language ?? tenant.defaultLanguage;
  const words = MAIL_CATALOGUES[(lang in MAIL_CATALOGUES ? lang : 'en') as keyof typeof MAIL_CATALOGUES].leaveDecisions;
  const mail = renderMail(
    'leaveDecided',
    lang,
    {
      name: head.name,
      leaveType: r.leaveTypeName,
      from: showDay(r.fromDate),
      to: showDay(r.toDate),
      days: r.days,
      decision: words[decision],
      by,
      comment: comment ? words.commentIs.replace('{{comment}}', comment) : words.noComment,
      link: appUrl(publicOrigin(s.config), tenant.account, 'shiftsleaves/myleaves'),
    },
    { tenantId: tenantId },
  );
  await queueMail(s, { to: head.email, ...mail }, { tenantId, userId: head.userId });
}

/** The employee's bell: their request was decided (when they have a login). */
export async function tellEmployee(
  db: TDb,
  tenantId: string,
  row: { leaveTypeName: string; fromDate: string },
  head: bank.TEmployeeHead,
  kind: 'leaveApproved' | 'leaveRejected' | 'leaveCancelled',
) {
  if (!head.userId) return;
  await notifyUsers(db, tenantId, [head.userId], {
    kind,
    params: { type: row.leaveTypeName, from: showDay(row.fromDate) },
    link: `/${await accountOf(db, tenantId)}/shiftsleaves/myleaves`,
  });
}
