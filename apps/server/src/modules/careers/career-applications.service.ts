import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES,
  APPLY_RESULT,
  RESUME_FIELD,
  ZApplicationInput,
  type TApplyResult,
  type TJobVisibility,
} from '@staffdesk/core/careers';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { auditIn } from '../../platform/audit/audit.ts';
import { AppError, fieldCodes, notFound } from '../../platform/errors.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { findTenantUser } from '../auth/auth.repo.ts';
import { RESUME_EXT, sniffResume } from './careers.files.ts';
import * as repo from './careers.repo.ts';
import { employeeTenant, publicTenant } from './career-boards.service.ts';
import { UUID, validation } from './careers.shared.ts';

// --- applying -----------------------------------------------------------------------------------------------------

/** The form's text fields; 400 with the spec's message of the first wrong field, and every wrong field's message. */
function parseApplication(raw: Record<string, string>) {
  const parsed = ZApplicationInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldCodes(parsed.error.issues);
  const order = Object.keys(APPLICATION_MESSAGES);
  const first = order.find((k) => fields[k]) ?? Object.keys(fields)[0]!;
  return validation(fields, fields[first]);
}

const applyError = (status: number, r: { code: string; message: string }, fields?: Record<string, string>) =>
  new AppError(status, r.code, r.message, fields);

function uniqueViolation(e: unknown, constraint: string) {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err.code ? err : err.cause;
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * An application (public job board, or an employee on the company page). Checked in this order: the post is open
 * (404), the fields (400), the résumé is there (400 'Please Upload Resume ..!'), is one of the allowed types by
 * content (400), and this e-mail has not applied to this post (409). Only then is the file stored and the row
 * written; a failure after storing removes the file again. Too large a file never gets here (413 while reading).
 */
async function apply(
  s: TServices,
  t: { id: string; account: string; language: TLanguage },
  id: string,
  form: TMultipart,
  req: FastifyRequest,
  opts: {
    visibilities: readonly TJobVisibility[];
    orgCode?: string;
    user?: { id: string; name: string; type: string };
  },
): Promise<TApplyResult> {
  if (!UUID.test(id)) throw notFound();
  const post = await s.database.tenant(t.id, (db) => repo.openPostById(db, t.id, id, opts.visibilities));
  if (!post || (opts.orgCode && post.organizationCode.toLowerCase() !== opts.orgCode.toLowerCase())) throw notFound();
  const v = parseApplication(form.fields);
  if (v instanceof AppError) throw v;
  const file = form.files.find((f) => f.field === RESUME_FIELD);
  if (!file) throw applyError(400, APPLY_RESULT.noFile, { [RESUME_FIELD]: APPLICATION_MESSAGES.resume });
  const type = sniffResume(file.content);
  if (!type) throw applyError(400, APPLY_RESULT.fileType, { [RESUME_FIELD]: APPLICATION_MESSAGES.resume });
  const language: TLanguage = (LANGUAGES as readonly string[]).includes(form.fields.language ?? '')
    ? (form.fields.language as TLanguage)
    : t.language;

  if (await s.database.tenant(t.id, (db) => repo.applied(db, t.id, post.id, v.email))) {
    throw applyError(409, APPLY_RESULT.duplicate, { email: APPLY_RESULT.duplicate.message });
  }
  const key = await s.files.save(file.content);
  try {
    await s.database.tenant(t.id, async (db) => {
      const disclosure = await repo.disclosureOf(db, t.id, post.organizationId);
      const applicantId = await repo.insertApplicant(db, {
        tenantId: t.id,
        jobPostId: post.id,
        organizationId: post.organizationId,
        name: v.name,
        mobileNo: v.mobileNo,
        email: v.email,
        profileUrl: v.profileUrl,
        videoUrl: v.videoUrl,
        resumeKey: key,
        resumeName: file.name.slice(0, 200) || `resume.${RESUME_EXT[type]}`,
        resumeType: type,
        resumeSize: file.size,
        disclosureApprovedAt: new Date(),
        disclosureText: disclosure?.description ?? null,
        source: opts.user ? 'employee' : 'public',
        userId: opts.user?.id ?? null,
        language,
        ip: req.ip,
      });
      await repo.insertEvent(db, { tenantId: t.id, applicantId, fromStage: null, toStage: 'applied', by: null });
      await notifyUsers(db, t.id, await repo.applicantWatchers(db, t.id, post.organizationId), {
        kind: 'careerApplicant',
        params: { name: v.name, job: post.title, organization: post.organizationTitle },
        link: `/${t.account}/careerjobpost/JobpostAppListing/${post.id}`,
      });
      await auditIn(
        db,
        {
          tenantId: t.id,
          actor: opts.user ?? null,
          action: 'careers.apply',
          entity: 'careerApplicant',
          entityId: applicantId,
          organizationId: post.organizationId,
          after: {
            jobPostId: post.id,
            name: v.name,
            email: v.email,
            resume: { name: file.name.slice(0, 200), type, size: file.size },
          },
        },
        req,
      );
    });
  } catch (e) {
    await s.files.remove(key);
    if (uniqueViolation(e, 'career_applicants_post_email_uq'))
      throw applyError(409, APPLY_RESULT.duplicate, { email: APPLY_RESULT.duplicate.message });
    throw e;
  }
  // the applicant's acknowledgement, in the language of the page they applied from
  const ack = renderMail(
    'careerApplied',
    language,
    {
      name: v.name,
      job: post.title,
      organization: post.organizationTitle,
    },
    { tenantId: t.id },
  );
  await queueMail(s, { to: v.email, ...ack }, { tenantId: t.id, userId: opts.user?.id ?? null });
  return { code: 1, message: APPLY_RESULT.success.message };
}

export async function publicApply(s: TServices, account: string, id: string, form: TMultipart, req: FastifyRequest) {
  const t = await publicTenant(s, account);
  return apply(s, t, id, form, req, { visibilities: ['public'] });
}

export async function employeeApply(
  s: TServices,
  auth: TAuth,
  orgCode: string,
  id: string,
  form: TMultipart,
  req: FastifyRequest,
  language: TLanguage,
) {
  const t = employeeTenant(auth);
  // an employee applies as themselves: the name and e-mail are their record's, whatever the form says
  const me = await s.database.tenantOne(t.id, (db) => findTenantUser(db, { tenantId: t.id, id: auth.userId }));
  if (!me) throw notFound();
  const fields = { ...form.fields, name: `${me.firstName} ${me.lastName}`.trim().slice(0, 100), email: me.email };
  return apply(s, { ...t, language }, id, { ...form, fields }, req, {
    visibilities: ['public', 'private'],
    orgCode,
    user: { id: auth.userId, name: auth.userName, type: auth.loginType },
  });
}
