import type { FastifyRequest } from 'fastify';
import { employeeName } from '@staffdesk/core/employees';
import { SET_PASSWORD_TTL_MS } from '@staffdesk/core/platform';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { loginUrl, passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { retireTokens } from '../credentials/credentials.repo.ts';
import { issueToken } from '../credentials/credentials.service.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import * as repo from './employees.repo.ts';
import { listQuery, type TEmployeeListParams } from './employees.service.ts';

/** Links sent per request at most; HR sends again for the next ones (the answer says how many are left). */
export const INVITE_BATCH = 500;

/**
 * Set-password links for the employees of the list (its search and filters, within the caller's scope) whose
 * login has no password yet — imported staff, or those whose first link ran out. Each gets a new link (any older
 * one stops working), audited, and mailed through the job queue once the links are stored. Nothing is issued when
 * mail cannot go out.
 */
export async function inviteEmployees(s: TServices, auth: TAuth, p: TEmployeeListParams, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  if (!(await s.mailer.healthy())) throw appError(503, 'mailFailed');
  const done = await s.database.tenant(auth, async (db) => {
    const { rows, total } = await repo.pendingLogins(db, listQuery(auth, p), INVITE_BATCH);
    const now = new Date();
    const links: { e: (typeof rows)[number]; token: string }[] = [];
    for (const e of rows) {
      if (!e.userId || !e.email) continue;
      await retireTokens(db, { tenantId, userId: e.userId, purposes: ['setPassword'] }, now);
      const { token } = await issueToken(db, {
        purpose: 'setPassword',
        tenantId,
        userId: e.userId,
        ttlMs: SET_PASSWORD_TTL_MS,
        createdBy: { id: auth.userId, name: auth.userName },
      });
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'employee.invite',
          entity: 'employee',
          entityId: e.id,
          organizationId: e.organizationId,
          after: { email: e.email },
        },
        req,
      );
      links.push({ e, token });
    }
    return { links, total, tenant: await findTenantById(db, tenantId) };
  });
  const origin = publicOrigin(s.config);
  for (const { e, token } of done.links) {
    if (!done.tenant) break;
    const mail = renderMail(
      'setPassword',
      done.tenant.defaultLanguage,
      {
        name: employeeName(e),
        organization: e.organizationTitle,
        link: passwordUrl(origin, done.tenant.account, token),
        loginUrl: loginUrl(origin, done.tenant.account),
        hours: SET_PASSWORD_TTL_MS / 3_600_000,
      },
      { tenantId: tenantId },
    );
    await queueMail(s, { to: e.email!, ...mail }, { tenantId, userId: auth.userId });
  }
  return { sent: done.links.length, remaining: Math.max(0, done.total - done.links.length) };
}
