import type { FastifyReply } from 'fastify';
import type { TSelfRecordKey } from '@staffdesk/core/resources/employee-records';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';

import type { TServices } from '../../platform/services.ts';
import { sendRecordFile } from '../resources/resource-files.ts';
import { getRecord, listRecords, type TListParams } from '../resources/resources.service.ts';
import * as repo from './employees.repo.ts';

/**
 * The caller's own employee record, read as the tenant: a sub admin who is also staff reaches their own record even
 * when their role's scope does not cover it. Everything below is limited to this one record.
 */
async function ownEmployee(s: TServices, auth: TAuth) {
  const tenantId = auth.tenantId!;
  const e = await s.database.tenant(tenantId, (db) => repo.employeeOfUser(db, tenantId, auth.userId));
  if (!e) throw notFound();
  return { id: e.id as string, self: { ...auth, scope: null } satisfies TAuth };
}

/** One tab of My Profile: the caller's own records of this kind, newest first as the tab sorts them. */
export async function myRecords(s: TServices, auth: TAuth, key: TSelfRecordKey, q: TListParams) {
  const { id, self } = await ownEmployee(s, auth);
  return listRecords(s, self, key, { ...q, employeeId: id, deleted: false });
}

/** The file of one of the caller's own documents; anyone else's is not found. */
export async function myRecordFile(
  s: TServices,
  auth: TAuth,
  key: TSelfRecordKey,
  recordId: string,
  reply: FastifyReply,
) {
  const { id, self } = await ownEmployee(s, auth);
  const record = await getRecord(s, self, key, recordId).catch(() => null);
  if (!record || record.employeeId !== id) throw notFound();
  return sendRecordFile(s, self, key, recordId, reply);
}
