import { UUID } from '@staffdesk/core/form-fields';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import { appError, notFound } from '../../platform/errors.ts';
import { checkType, type TMultipart } from '../../platform/files/uploads.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import * as repo from './resources.repo.ts';

/** The form field a record's file comes in. */
export const RECORD_FILE_FIELD = 'file';
/** What a record's file may be: a scan or a photo of a paper document. */
const FILE_TYPES: readonly TFileType[] = ['application/pdf', 'image/png', 'image/jpeg'];

const attached = (key: string): TResource => {
  const r = resourceByKey(key);
  if (!r?.attachment) throw notFound();
  return r;
};

/**
 * Files of records that declare `attachment` (an employee's documents): one per record, replaced by a new upload,
 * read only through the record, so whoever cannot see the record (another tenant, outside a sub admin's scope)
 * cannot reach the file.
 */
export async function setRecordFile(
  s: TServices,
  auth: TAuth,
  key: string,
  id: string,
  form: TMultipart,
  req: FastifyRequest,
) {
  const r = attached(key);
  const tenantId = auth.tenantId!;
  const file = form.files.find((f) => f.field === RECORD_FILE_FIELD);
  let saved: string | null = null;
  let old: string | null = null;
  try {
    await s.database.tenant(auth, async (db) => {
      // the record first: another tenant's id is a 404 whatever the file
      const before = UUID.test(id) ? await repo.recordFile(db, r, tenantId, id, true) : undefined;
      if (!before) throw notFoundOf({ entity: r.key, table: r.table, id });
      if (!file) throw appError(400, 'validation', { [RECORD_FILE_FIELD]: 'required' });
      const type = checkType(file, FILE_TYPES);
      saved = await s.files.save(file.content);
      const name = file.name.slice(0, 200) || 'file';
      old = before.fileKey;
      await repo.setRecordFile(db, r, tenantId, id, { key: saved, name, type, size: file.size }, actorOf(auth)!.id);
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'update',
          entity: r.key,
          entityId: id,
          before: { file: before.fileName },
          after: { file: name, type, size: file.size },
        },
        req,
      );
    });
  } catch (e) {
    if (saved) await s.files.remove(saved);
    throw e;
  }
  if (old) await s.files.remove(old);
}

export async function deleteRecordFile(s: TServices, auth: TAuth, key: string, id: string, req: FastifyRequest) {
  const r = attached(key);
  const tenantId = auth.tenantId!;
  const old = await s.database.tenant(auth, async (db) => {
    const before = UUID.test(id) ? await repo.recordFile(db, r, tenantId, id, true) : undefined;
    if (!before) throw notFoundOf({ entity: r.key, table: r.table, id });
    if (!before.fileKey) return null;
    await repo.setRecordFile(db, r, tenantId, id, null, actorOf(auth)!.id);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'update',
        entity: r.key,
        entityId: id,
        before: { file: before.fileName },
        after: { file: null },
      },
      req,
    );
    return before.fileKey;
  });
  if (old) await s.files.remove(old);
}

/** The file as a download, if the caller can see its record. */
export async function sendRecordFile(s: TServices, auth: TAuth, key: string, id: string, reply: FastifyReply) {
  const r = attached(key);
  const f = await s.database.tenant(auth, async (db) =>
    UUID.test(id) ? repo.recordFile(db, r, auth.tenantId!, id) : undefined,
  );
  if (!f?.fileKey || !f.fileType) throw notFoundOf({ entity: r.key, table: r.table, id });
  return sendStoredFile(reply, s.files, { key: f.fileKey, name: f.fileName ?? 'file', type: f.fileType as TFileType });
}
