import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PIPELINE_STAGES,
  STAGE_LABELS,
  ZStageMoveInput,
  embedVideoUrl,
  type TApplicantBoard,
  type TApplicantDetail,
  type TApplicantNote,
  type TApplicantRow,
  type TPipelineStage,
  type TResumeType,
} from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import { auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, fieldCodes, notFound } from '../../platform/errors.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { mailCatalogue, renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { attachmentName, RESUME_EXT } from './careers.files.ts';
import * as repo from './careers.repo.ts';
import { type TListParams, UUID, actor, iso, tenantOf, validation, who, listWindow } from './careers.shared.ts';
import { postFor } from './job-posts.service.ts';

// --- staff: applicants --------------------------------------------------------------------------------------------

export type TApplicantListParams = TListParams & {
  jobPostId?: string | null;
  stage?: TPipelineStage;
  organizationId?: string | null;
  from?: string;
  to?: string;
  all?: boolean;
};

function presentApplicantRow(a: repo.TApplicantRecord): TApplicantRow {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    mobileNo: a.mobileNo,
    jobPostId: a.jobPostId,
    jobPostCode: a.jobPostCode,
    jobPostTitle: a.jobPostTitle,
    organizationTitle: a.organizationTitle,
    stage: a.stage as TPipelineStage,
    appliedAt: iso(a.createdAt)!,
  };
}

export async function listApplicants(s: TServices, auth: TAuth, p: TApplicantListParams) {
  const r = await s.database.tenant(auth, (db) =>
    repo.listApplicants(db, {
      ...listWindow(auth, p, repo.APPLICANT_SORT_SQL, 'appliedAt', 'desc'),
      jobPostId: p.jobPostId,
      stage: p.stage,
      organizationId: p.organizationId,
      from: p.from,
      to: p.to,
    }),
  );
  return { rows: r.rows.map(presentApplicantRow), total: r.total, page: p.page, pageSize: p.pageSize, raw: r.rows };
}

/** Every matching applicant in batches from a cursor (exports: memory stays at a batch whatever the count). */
export async function* applicantBatches(s: TServices, auth: TAuth, p: TApplicantListParams) {
  const query = repo.applicantsQuery({
    ...listWindow(auth, { ...p, all: true }, repo.APPLICANT_SORT_SQL, 'appliedAt', 'desc'),
    jobPostId: p.jobPostId,
    stage: p.stage,
    organizationId: p.organizationId,
    from: p.from,
    to: p.to,
  });
  for await (const rows of s.database.cursor<Record<string, unknown>>(auth, query, { objects: true }))
    yield rows.map(repo.applicantRecord);
}

export async function listPostApplicants(s: TServices, auth: TAuth, postId: string, p: TApplicantListParams) {
  await s.database.tenant(auth, (db) => postFor(db, auth, postId, {}));
  return listApplicants(s, auth, { ...p, jobPostId: postId });
}

async function applicantFor(db: TDb, auth: TAuth, id: string, lock = false) {
  if (!UUID.test(id)) throw notFound();
  const a = await repo.getApplicant(db, tenantOf(auth), id, lock);
  if (!a || !inScope(auth, a.organizationId))
    throw notFoundOf({ entity: 'careerApplicant', table: 'career_applicants', id });
  return a;
}

async function applicantDetail(db: TDb, auth: TAuth, a: repo.TApplicantRecord): Promise<TApplicantDetail> {
  const tenantId = tenantOf(auth);
  const [events, notes] = await Promise.all([repo.eventsOf(db, tenantId, a.id), repo.notesOf(db, tenantId, a.id)]);
  return {
    ...presentApplicantRow(a),
    profileUrl: a.profileUrl,
    videoUrl: a.videoUrl,
    videoEmbedUrl: embedVideoUrl(a.videoUrl),
    resume: { fileId: a.resumeFileId, name: a.resumeName, type: a.resumeType, size: a.resumeSize },
    resumeUrl: `/api/v1/careers/resumes/${a.resumeFileId}`,
    disclosure: { approved: true, approvedAt: iso(a.disclosureApprovedAt)!, text: a.disclosureText },
    notes: notes.map(presentNote),
    history: events.map((e) => ({
      id: e.id,
      fromStage: (e.fromStage as TPipelineStage | null) ?? null,
      toStage: e.toStage as TPipelineStage,
      note: e.note,
      notified: e.notified,
      byName: e.byName,
      at: iso(e.at)!,
    })),
  };
}

const presentNote = (n: {
  id: string;
  text: string;
  authorName: string | null;
  createdAt: Date | string;
}): TApplicantNote => ({
  id: n.id,
  text: n.text,
  authorName: n.authorName,
  createdAt: iso(n.createdAt)!,
});

export async function getApplicant(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => applicantDetail(db, auth, await applicantFor(db, auth, id)));
}

/**
 * The résumé, downloaded (never shown inline, never sniffed), to staff who may see the application. Every download
 * is audited (who read whose personal data), in the lookup's transaction.
 */
export async function sendResume(s: TServices, auth: TAuth, fileId: string, req: FastifyRequest, reply: FastifyReply) {
  if (!UUID.test(fileId)) throw notFound();
  const tenantId = tenantOf(auth);
  const f = await s.database.tenant(tenantId, async (db) => {
    const found = await repo.applicantByFileId(db, tenantId, fileId);
    if (!found || !inScope(auth, found.organizationId)) throw notFound();
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'careers.resume.download',
        entity: 'careerApplicant',
        entityId: found.id,
        organizationId: found.organizationId,
        after: { fileId, name: found.name },
      },
      req,
    );
    return found;
  });
  const content = await s.files.read(f.key);
  return reply
    .header('content-type', f.type)
    .header('content-disposition', attachmentName(f.name, RESUME_EXT[f.type as TResumeType] ?? 'bin'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(content);
}

type TMail = { to: string; subject: string; text: string; html: string };

/** The body of a move: the stage, "notify by email" and a note (400 with field codes). */
function stageMove(body: unknown) {
  const parsed = ZStageMoveInput.safeParse(body ?? {});
  if (!parsed.success) {
    throw validation(fieldCodes(parsed.error.issues, (i) => (i.path[0] === 'stage' ? 'invalidOption' : 'tooLong')));
  }
  return parsed.data;
}

/**
 * Moves one applicant in the caller's transaction (event, audit); answers the applicant's mail when asked to
 * notify — queued by the caller once the transaction has committed.
 */
async function moveIn(
  db: TDb,
  auth: TAuth,
  id: string,
  move: ReturnType<typeof stageMove>,
  req: FastifyRequest,
): Promise<TMail | undefined> {
  const tenantId = tenantOf(auth);
  const a = await applicantFor(db, auth, id, true);
  const { stage, notify, note } = move;
  if (stage === a.stage) return undefined;
  await repo.setStage(db, tenantId, id, stage);
  await repo.insertEvent(db, {
    tenantId,
    applicantId: id,
    fromStage: a.stage,
    toStage: stage,
    note: note ?? null,
    notified: notify,
    by: who(auth),
  });
  await auditIn(
    db,
    {
      tenantId,
      actor: actor(auth),
      action: 'careers.stage',
      entity: 'careerApplicant',
      entityId: id,
      organizationId: a.organizationId,
      before: { stage: a.stage },
      after: { stage, notify, note: note ?? null },
    },
    req,
  );
  if (!notify) return undefined;
  const lang = a.language as TLanguage;
  const vars = { name: a.name, job: a.jobPostTitle, organization: a.organizationTitle };
  const catalogue = mailCatalogue(lang, tenantId);
  const reason = isClosingStage(stage) ? catalogue.careerClosedReasons[stage] : null;
  if (reason) return { to: a.email, ...renderMail('careerClosed', lang, { ...vars, reason }, { tenantId }) };
  const stageName = catalogue.careerStages[stage] ?? STAGE_LABELS[stage];
  return { to: a.email, ...renderMail('careerStage', lang, { ...vars, stage: stageName }, { tenantId }) };
}

const CLOSING_STAGES = ['noSelection', 'vacancyCancelled', 'filled'] as const;
const isClosingStage = (stage: string): stage is (typeof CLOSING_STAGES)[number] =>
  (CLOSING_STAGES as readonly string[]).includes(stage);

export async function moveStage(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  let mail: TMail | undefined;
  const out = await s.database.tenant(auth, async (db) => {
    // found first: another tenant's applicant is a 404 whatever the body
    await applicantFor(db, auth, id, true);
    mail = await moveIn(db, auth, id, stageMove(body), req);
    return applicantDetail(db, auth, (await repo.getApplicant(db, tenantId, id))!);
  });
  if (mail) await queueMail(s, mail, { tenantId, userId: auth.userId, userName: auth.userName });
  return out;
}

/** The most applicants one move takes (a page of the list at its largest). */
export const BULK_MOVE_MAX = 100;

/**
 * Moves the selected applicants to one stage, all or none (one missing or out of scope stops the lot, its id named);
 * each move is an event and an audit entry, and each applicant asked to be notified gets their own mail.
 */
export async function moveStages(
  s: TServices,
  auth: TAuth,
  ids: readonly string[],
  body: unknown,
  req: FastifyRequest,
) {
  const tenantId = tenantOf(auth);
  const move = stageMove(body);
  const unique = [...new Set(ids)];
  const mails = await s.database.tenant(auth, async (db) => {
    const out: TMail[] = [];
    for (const id of unique) {
      try {
        const mail = await moveIn(db, auth, id, move, req);
        if (mail) out.push(mail);
      } catch (e) {
        if (e instanceof AppError) throw Object.assign(e, { fields: { ...e.fields, id } });
        throw e;
      }
    }
    return out;
  });
  for (const mail of mails) await queueMail(s, mail, { tenantId, userId: auth.userId, userName: auth.userName });
  return { count: unique.length, notified: mails.length };
}

export async function addNote(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  return s.database.tenant(auth, async (db) => {
    const a = await applicantFor(db, auth, id);
    const parsed = z.object({ text: z.string().trim().min(1).max(5000) }).safeParse(body ?? {});
    if (!parsed.success)
      throw validation({
        text:
          typeof (body as { text?: unknown } | null)?.text === 'string' && (body as { text: string }).text.trim()
            ? 'tooLong'
            : 'required',
      });
    const n = await repo.insertNote(db, { tenantId, applicantId: id, text: parsed.data.text, author: who(auth) });
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'careers.note',
        entity: 'careerApplicant',
        entityId: id,
        organizationId: a.organizationId,
        after: { text: parsed.data.text },
      },
      req,
    );
    return presentNote(n);
  });
}

export async function postBoard(s: TServices, auth: TAuth, postId: string): Promise<TApplicantBoard> {
  const tenantId = tenantOf(auth);
  return s.database.tenant(auth, async (db) => {
    const post = await postFor(db, auth, postId, {});
    const cards = await repo.boardCards(db, tenantId, post.id);
    return {
      post: { id: post.id, code: post.code, title: post.title, status: post.status },
      columns: PIPELINE_STAGES.map((stage) => {
        const mine = cards.filter((c) => c.stage === stage);
        return {
          stage,
          label: STAGE_LABELS[stage],
          count: mine.length,
          cards: mine.map((c) => ({
            id: c.id,
            name: c.name,
            email: c.email,
            mobileNo: c.mobileNo,
            appliedAt: iso(c.createdAt)!,
          })),
        };
      }),
    };
  });
}
