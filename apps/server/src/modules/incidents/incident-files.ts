import type { FastifyReply, FastifyRequest } from 'fastify';
import { INCIDENT_FILES_MAX, INCIDENT_IMAGES_MAX } from '@staffdesk/core/incidents-api';
import type { TRequestInfo } from '../../platform/audit/audit.ts';
import { appError, notFound } from '../../platform/errors.ts';
import { sendImage, sendPdf } from '../../platform/files/files.ts';
import { AUDIO_TYPES, type TMediaType, VIDEO_TYPES } from '../../platform/files/media-types.ts';
import { sendMedia } from '../../platform/files/send-media.ts';
import { receiveStreamedFile } from '../../platform/files/streamed-upload.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { WEB_IMAGE_TYPE, webImage } from '../../platform/files/web-image.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { UUID } from '@staffdesk/core/form-fields';
import { incidentReport, pdfPicture } from './incident-report.ts';
import * as repo from './incidents.repo.ts';
import { audit, detailOf, incidentAccess, lockedOpen } from './incidents.service.ts';

/**
 * An incident's files (issue 17: `addi` pictures, `addm` other media, `vidieo` video). Pictures come in a form (up
 * to six of 1 MB, made WebP with a thumbnail); a sound, a PDF or a video is streamed to the store as it arrives,
 * checked by its first bytes, and refused past the configured size with nothing left behind. The incident's row is
 * locked while a file is added, so a closed incident takes none.
 */

/** Writes the stored files to the incident, or removes them from the store when the incident cannot take them. */
async function attach(s: TServices, auth: TAuth, id: string, files: repo.TNewFile[], req: TRequestInfo) {
  try {
    return await s.database.tenant(auth, async (db) => {
      const locked = await lockedOpen(db, auth, id);
      if ((await repo.countFiles(db, auth.tenantId!, id)) + files.length > INCIDENT_FILES_MAX)
        throw appError(400, 'validation', { files: 'tooMany' });
      await repo.insertFiles(db, auth.tenantId!, id, files, { id: auth.userId, name: auth.userName });
      await audit(
        db,
        auth,
        'addFiles',
        { id, organizationId: locked.organizationId },
        { after: { files: files.map((f) => ({ kind: f.kind, name: f.name, type: f.type, size: f.size })) } },
        req,
      );
      return detailOf(db, auth, id);
    });
  } catch (e) {
    for (const f of files) {
      await s.files.remove(f.key);
      if (f.thumbKey) await s.files.remove(f.thumbKey);
    }
    throw e;
  }
}

/** Before an upload is read: the incident is there, in reach and open (no bytes stored for nothing). */
async function mayAdd(s: TServices, auth: TAuth, id: string) {
  incidentAccess(auth, 'edit');
  await s.database.tenant(auth, (db) => lockedOpen(db, auth, id));
}

/** `addi`: pictures, each made WebP (1600 px) with a 480 px thumbnail, metadata gone. */
export async function addImages(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  await mayAdd(s, auth, id);
  const form = await readForm(req, { maxFiles: INCIDENT_IMAGES_MAX });
  const images = form.files.filter((f) => f.field === 'images');
  if (images.length === 0) throw appError(400, 'validation', { images: 'required' });
  const made = [];
  for (const f of images) made.push({ f, web: await webImage(f) });
  const stored: repo.TNewFile[] = [];
  try {
    for (const { f, web } of made)
      stored.push({
        kind: 'image',
        key: await s.files.save(web.full),
        thumbKey: await s.files.save(web.thumb),
        type: WEB_IMAGE_TYPE,
        name: f.name.slice(0, 200),
        size: web.full.length,
      });
  } catch (e) {
    for (const x of stored) {
      await s.files.remove(x.key);
      if (x.thumbKey) await s.files.remove(x.thumbKey);
    }
    throw e;
  }
  return attach(s, auth, id, stored, req);
}

const STREAMED: Record<
  'media' | 'video',
  { field: string; allowed: readonly TMediaType[]; typeError: 'mediaType' | 'videoType' }
> = {
  media: { field: 'file', allowed: [...AUDIO_TYPES, 'application/pdf'], typeError: 'mediaType' },
  video: { field: 'video', allowed: VIDEO_TYPES, typeError: 'videoType' },
};

/** `addm` (a sound or a PDF) and `vidieo` (a video): one file streamed to the store, never whole in memory. */
export async function addStreamed(s: TServices, auth: TAuth, id: string, kind: 'media' | 'video', req: FastifyRequest) {
  await mayAdd(s, auth, id);
  const max = kind === 'video' ? s.config.incidentUploads.videoMaxBytes : s.config.incidentUploads.mediaMaxBytes;
  const f = await receiveStreamedFile(req, s.files, { ...STREAMED[kind], maxBytes: max });
  return attach(s, auth, id, [{ kind, key: f.key, thumbKey: null, type: f.type, name: f.name, size: f.size }], req);
}

async function fileOf(s: TServices, auth: TAuth, id: string, fileId: string) {
  incidentAccess(auth);
  if (!UUID.test(id) || !UUID.test(fileId)) throw notFound();
  const f = await s.database.tenant(auth, (db) => repo.fileById(db, auth.tenantId!, id, fileId));
  if (!f) throw notFound();
  return f;
}

/** A picture (or its thumbnail), or a sound, PDF or video to play with byte ranges. */
export async function sendIncidentFile(
  s: TServices,
  auth: TAuth,
  id: string,
  fileId: string,
  thumb: boolean,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const f = await fileOf(s, auth, id, fileId);
  if (f.kind === 'image')
    return sendImage(reply, await s.files.read(thumb && f.thumbKey ? f.thumbKey : f.key), f.type, 'private, no-store');
  return sendMedia(req, reply, s.files, { key: f.key, type: f.type as TMediaType, size: f.size, name: f.name });
}

/** Takes a file off an open incident (a wrong picture), audited; the bytes leave the store after the commit. */
export async function removeIncidentFile(s: TServices, auth: TAuth, id: string, fileId: string, req: TRequestInfo) {
  incidentAccess(auth, 'edit');
  if (!UUID.test(id) || !UUID.test(fileId)) throw notFound();
  const { detail, gone } = await s.database.tenant(auth, async (db) => {
    const locked = await lockedOpen(db, auth, id);
    const f = await repo.fileById(db, auth.tenantId!, id, fileId);
    if (!f) throw notFound();
    await repo.deleteFile(db, auth.tenantId!, fileId);
    await audit(
      db,
      auth,
      'removeFile',
      { id, organizationId: locked.organizationId },
      { before: { kind: f.kind, name: f.name, type: f.type, size: f.size } },
      req,
    );
    return { detail: await detailOf(db, auth, id), gone: [f.key, f.thumbKey] };
  });
  for (const k of gone) if (k) await s.files.remove(k);
  return detail;
}

/** One incident as a PDF with its pictures, in `lang` (the Incident Report's print). */
export async function sendIncidentReport(s: TServices, auth: TAuth, id: string, lang: string, reply: FastifyReply) {
  incidentAccess(auth);
  const { detail, timezone, keys } = await s.database.tenant(auth, async (db) => {
    const detail = await detailOf(db, auth, id);
    const org = await repo.organizationOf(db, auth.tenantId!, detail.organizationId);
    const keys = [];
    for (const f of detail.files.filter((x) => x.kind === 'image'))
      keys.push((await repo.fileById(db, auth.tenantId!, id, f.id))!.key);
    return { detail, timezone: org?.timezone ?? 'UTC', keys };
  });
  const pictures = [];
  for (const k of keys) pictures.push(await pdfPicture(await s.files.read(k)));
  const pdf = await incidentReport(detail, timezone, pictures, lang);
  return sendPdf(reply, { fileName: `${detail.number}.pdf`, pdf });
}
