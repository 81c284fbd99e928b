import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_FIELD } from '@staffdesk/core/account';
import { JOB_POST_MESSAGES } from '@staffdesk/core/careers';
import { can } from '@staffdesk/core/privileges';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { sniffImage } from '../careers/careers.files.ts';
import * as repo from './employees.repo.ts';
import { employeeFor, employeePhotoPath } from './employees.service.ts';

/**
 * An employee's photo (the ID card's, the lists'): set by HR, else their login's account photo. Served to whoever
 * may see the employee (staff with the employees page, in scope) and to the employee themselves.
 */

const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

export async function setEmployeePhoto(s: TServices, auth: TAuth, id: string, form: TMultipart, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  const file = form.files.find((f) => f.field === PHOTO_FIELD);
  const type = file ? sniffImage(file.content) : null;
  const key = file && type ? await s.files.save(file.content) : null;
  let old: string | null = null;
  try {
    await s.database.tenant(auth, async (db) => {
      // the record first: another tenant's id is a 404 whatever the file
      const e = await employeeFor(db, auth, id, true);
      if (!file) throw appError(400, 'validation', { [PHOTO_FIELD]: 'required' });
      if (!type || !key)
        throw new AppError(400, 'imageType', JOB_POST_MESSAGES.imageType, { [PHOTO_FIELD]: 'imageType' });
      old = e.photoKey;
      await repo.updateEmployee(db, tenantId, id, { photoKey: key, photoType: type }, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'employee.photo',
          entity: 'employee',
          entityId: id,
          organizationId: e.organizationId,
          after: { photo: { type, size: file.size } },
        },
        req,
      );
    });
  } catch (e) {
    if (key) await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  return { photoUrl: employeePhotoPath(id, key!) };
}

export async function deleteEmployeePhoto(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  const old = await s.database.tenant(auth, async (db) => {
    const e = await employeeFor(db, auth, id, true);
    if (!e.photoKey) return null;
    await repo.updateEmployee(db, tenantId, id, { photoKey: null, photoType: null }, who(auth));
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'employee.photoDelete',
        entity: 'employee',
        entityId: id,
        organizationId: e.organizationId,
      },
      req,
    );
    return e;
  });
  if (old?.photoKey) await s.files.remove(old.photoKey);
  const e = await s.database.tenant(auth, (db) => employeeFor(db, auth, id));
  return { photoUrl: e.userPhotoKey ? employeePhotoPath(id, e.userPhotoKey) : null };
}

/** The image, if the caller may see this employee (or is them) and `key` is the photo they have now. */
export async function sendEmployeePhoto(s: TServices, auth: TAuth, id: string, key: string, reply: FastifyReply) {
  const staff =
    can(auth.privileges, 'employees', 'view') && (auth.loginType === 'hr_admin' || auth.loginType === 'sub_admin');
  const e = await s.database.tenant(auth, async (db) => {
    if (staff) return employeeFor(db, auth, id);
    const own = await repo.employeeOfUser(db, auth.tenantId!, auth.userId);
    if (!own || own.id !== id) throw notFound();
    return own;
  });
  const photo =
    e.photoKey === key && e.photoType
      ? { key: e.photoKey, type: e.photoType }
      : e.userPhotoKey === key && e.userPhotoType
        ? { key: e.userPhotoKey, type: e.userPhotoType }
        : null;
  if (!photo) throw notFound();
  // the key changes with every upload: cached for good, privately (it is behind the session)
  return sendImage(reply, await s.files.read(photo.key), photo.type, 'private, max-age=31536000, immutable');
}
