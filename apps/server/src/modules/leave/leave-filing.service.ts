import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { LEAVE_LIST_MAX_DAYS, LEAVE_STATUSES, type TLeaveRow, ZLeaveRequestBody } from '@staffdesk/core/leave-api';
import type { TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { checkType, type TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as bank from './leave-bank.repo.ts';
import * as repo from './leave-requests.repo.ts';
import { countRequest, fileCounted, type TFiler } from './leave-requests.service.ts';

/** The form field a request's document comes in, and what it may be (a scan or a photo of a medical note). */
export const LEAVE_FILE_FIELD = 'attachment';
const FILE_TYPES: readonly TFileType[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** The employee a request (leave, overtime) is for: the caller themself, or the one named (in the caller's scope). */
export async function requestSubject(db: TDb, auth: TAuth, self: boolean, employeeId: string | undefined) {
  const tenantId = auth.tenantId!;
  if (self) {
    const me = await activeEmployeeOfUser(db, tenantId, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return (await bank.employeeHead(db, tenantId, me.id))!;
  }
  if (!employeeId) throw appError(400, 'validation', { employeeId: 'required' });
  const head = UUID.test(employeeId) ? await bank.employeeHead(db, tenantId, employeeId) : null;
  if (!head) throw appError(400, 'validation', { employeeId: 'invalidReference' });
  return head;
}

const filerOf = (auth: TAuth, self: boolean): TFiler => ({
  source: self ? 'self' : 'admin',
  auth,
  byId: auth.userId,
  byName: auth.userName,
});

/** What a request would debit and leave, before it is filed (the same checks, nothing written). */
export async function previewRequest(s: TServices, auth: TAuth, form: TMultipart, self: boolean) {
  const body = parseBody(ZLeaveRequestBody, form.fields);
  return s.database.tenant(auth, async (db) => {
    const head = await requestSubject(db, auth, self, body.employeeId);
    // an attachment is only looked at when filing: the preview does not refuse for lack of one
    return (await countRequest(db, auth.tenantId!, head, body, true)).preview;
  });
}

/** Files a request (multipart with an optional document, or JSON), all or nothing; answers its id. */
export async function fileRequest(s: TServices, auth: TAuth, form: TMultipart, self: boolean, req: TRequestInfo) {
  const body = parseBody(ZLeaveRequestBody, form.fields);
  const file = form.files.find((f) => f.field === LEAVE_FILE_FIELD) ?? null;
  const type = file ? checkType(file, FILE_TYPES) : null;
  let saved: string | null = null;
  try {
    return await s.database.tenant(auth, async (db) => {
      const head = await requestSubject(db, auth, self, body.employeeId);
      const counted = await countRequest(db, auth.tenantId!, head, body, !!file);
      const attach =
        file && type
          ? async () => {
              saved = await s.files.save(file.content);
              return { key: saved, name: file.name.slice(0, 200) || 'file', type, size: file.size };
            }
          : null;
      return { id: await fileCounted(db, auth.tenantId!, counted, body, filerOf(auth, self), attach, req) };
    });
  } catch (e) {
    if (saved) await s.files.remove(saved).catch(() => undefined);
    throw e;
  }
}

export type TRequestParams = TListQuery & {
  from: string;
  to: string;
  status?: string;
  organizationId?: string;
  departmentId?: string;
  leaveTypeId?: string;
  employeeId?: string;
};

const filterOf = (auth: TAuth, q: TRequestParams, employeeId?: string): repo.TRequestFilter => {
  dayRange(q.from, q.to, LEAVE_LIST_MAX_DAYS);
  return {
    tenantId: auth.tenantId!,
    from: q.from,
    to: q.to,
    status: q.status ? LEAVE_STATUSES[q.status as keyof typeof LEAVE_STATUSES] : undefined,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
    leaveTypeId: q.leaveTypeId || undefined,
    employeeId: employeeId ?? (q.employeeId || undefined),
    search: q.search?.trim() || undefined,
  };
};
const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** Leave requests overlapping a range, in the caller's scope (`/shiftsleaves/listing`). */
export async function listRequests(s: TServices, auth: TAuth, q: TRequestParams) {
  const r = await s.database.tenant(auth, (db) => repo.requestPage(db, filterOf(auth, q), page(q)));
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** At most this many requests on the team calendar at once (a month of a few thousand people). */
export const CALENDAR_MAX = 3000;

/** The team calendar (`/shiftsleaves/calendar`): who is away, pending or approved, in a range, in the caller's scope. */
export async function teamCalendar(s: TServices, auth: TAuth, q: TRequestParams) {
  return s.database.tenant(auth, (db) => repo.calendarRows(db, filterOf(auth, q), CALENDAR_MAX));
}

export async function* requestBatches(s: TServices, auth: TAuth, q: TRequestParams) {
  for await (const rows of s.database.cursor<TLeaveRow>(auth, repo.requestExportQuery(filterOf(auth, q)), {
    objects: true,
  }))
    yield rows.map(repo.presentRequest);
}

/** The caller's own requests (My Leaves). */
export async function myRequests(s: TServices, auth: TAuth, q: TRequestParams) {
  const r = await s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return repo.requestPage(db, filterOf(auth, q, me.id), page(q));
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** One request (in scope; `own`: only the caller's). */
export async function getRequest(s: TServices, auth: TAuth, id: string, own: boolean) {
  return s.database.tenant(auth, async (db) => {
    const r = UUID.test(id) ? await repo.requestById(db, auth.tenantId!, id) : null;
    const me = own ? await activeEmployeeOfUser(db, auth.tenantId!, auth.userId) : null;
    if (!r || (own && r.employeeId !== me?.id)) throw notFound();
    return r;
  });
}

/** A request's document, if the caller can see the request. */
export async function sendAttachment(s: TServices, auth: TAuth, id: string, own: boolean, reply: FastifyReply) {
  const r = await getRequest(s, auth, id, own);
  if (!r.attachmentKey || !r.attachmentType) throw notFound();
  return sendStoredFile(reply, s.files, {
    key: r.attachmentKey,
    name: r.attachmentName ?? 'file',
    type: r.attachmentType as TFileType,
  });
}

/** The employee's leave types with their balances today, for the request form ('Please Add Leave Type' when none). */
export async function requestOptions(s: TServices, auth: TAuth, employeeId: string | null) {
  return s.database.tenant(auth, async (db) => {
    // a path's employee outside the caller's reach is a 404, like any record
    const head =
      employeeId === null
        ? await requestSubject(db, auth, true, undefined)
        : await bank.employeeHead(db, auth.tenantId!, employeeId);
    if (!head) throw notFound();
    const at = await bank.orgToday(db, auth.tenantId!, head.organizationId);
    const balances = await bank.balances(db, auth.tenantId!, head.id, at);
    return { employeeId: head.id, hasTemplate: !!head.templateId, balances: balances.filter((b) => b.entitled) };
  });
}
