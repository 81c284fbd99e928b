import type { FastifyReply, FastifyRequest } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { TASK_FILE_FIELD, TASK_FILES_MAX } from '@staffdesk/core/projects-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { readAttachment, withSavedFile } from '../../platform/files/attachment.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { appError, notFound } from '../../platform/errors.ts';
import { denial, type TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { callerOf } from './projects.service.ts';
import * as repo from './tasks.repo.ts';
import { detailOf } from './tasks.service.ts';

/**
 * A task's attachments (issue 18): PDFs and pictures (checked by content), at most TASK_FILES_MAX, added by whoever
 * may move the task (HR with edit, its assignee, its project's head) while the project is open; removed by HR with
 * edit or by whoever added them. Audited; the stored file goes with its row.
 */

const audit = (
  s: { db: Parameters<typeof auditIn>[0]; auth: TAuth },
  action: string,
  taskId: string,
  organizationId: string,
  change: object,
  req: TRequestInfo,
) =>
  auditIn(
    s.db,
    {
      tenantId: s.auth.tenantId!,
      actor: actorOf(s.auth),
      action: `task.${action}`,
      entity: 'task',
      entityId: taskId,
      organizationId,
      ...change,
    },
    req,
  );

export async function addFile(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  // the task first: another tenant's id is 404 whatever the body
  const task = await s.database.tenant(auth, async (db) => detailOf(db, auth, await callerOf(db, auth, 'view'), id));
  if (!task.can.attach) throw task.projectCompleted ? appError(409, 'projectCompleted') : denial('add', 'projects');
  const form = await readForm(req);
  const upload = readAttachment(form.files, TASK_FILE_FIELD);
  if (!upload) throw appError(400, 'validation', { [TASK_FILE_FIELD]: 'required' });
  return withSavedFile(s, upload, (file) =>
    s.database.tenant(auth, async (db) => {
      const who = await callerOf(db, auth, 'view');
      const locked = await repo.lockTask(db, auth.tenantId!, id);
      if (!locked) throw notFound();
      if ((await repo.filesOf(db, auth.tenantId!, id)).length >= TASK_FILES_MAX)
        throw appError(400, 'validation', { [TASK_FILE_FIELD]: 'tooMany' });
      const fileId = await repo.insertFile(db, auth.tenantId!, id, file!, { id: auth.userId, name: auth.userName });
      await audit({ db, auth }, 'addFile', id, locked.organizationId, { after: { fileId, name: file!.name } }, req);
      return detailOf(db, auth, who, id);
    }),
  );
}

export async function removeFile(s: TServices, auth: TAuth, id: string, fileId: string, req: TRequestInfo) {
  const { result, key } = await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const task = await detailOf(db, auth, who, id);
    const locked = (await repo.lockTask(db, auth.tenantId!, id))!;
    const f = UUID.test(fileId) ? await repo.fileById(db, auth.tenantId!, id, fileId) : null;
    if (!f) throw notFound();
    if (!task.can.edit && !(task.can.attach && f.createdBy === auth.userId)) throw denial('delete', 'projects');
    await repo.deleteFile(db, auth.tenantId!, fileId);
    await audit({ db, auth }, 'removeFile', id, locked.organizationId, { before: { fileId, name: f.name } }, req);
    return { result: await detailOf(db, auth, who, id), key: f.key };
  });
  // once the row is gone for good
  await s.files.remove(key);
  return result;
}

export async function sendFile(s: TServices, auth: TAuth, id: string, fileId: string, reply: FastifyReply) {
  const f = await s.database.tenant(auth, async (db) => {
    await detailOf(db, auth, await callerOf(db, auth, 'view'), id);
    const x = UUID.test(fileId) ? await repo.fileById(db, auth.tenantId!, id, fileId) : null;
    if (!x) throw notFound();
    return x;
  });
  return sendStoredFile(reply, s.files, { key: f.key, name: f.name, type: f.type as TFileType });
}
