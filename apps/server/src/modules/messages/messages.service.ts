import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import {
  CONVERSATION_AUDIENCES,
  MESSAGE_FILE_FIELD,
  type TConversationAudience,
  type TThread,
  ZConversationBody,
  ZMessageBody,
} from '@staffdesk/core/messages-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { readAttachment, withSavedFile } from '../../platform/files/attachment.ts';
import type { TFormOrJson, TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { audienceKinds as kindsFor, audienceWithin, checkAudience } from '../employees/audience.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import * as repo from './messages.repo.ts';

const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
const within = (auth: TAuth) => audienceWithin(auth, 'c');

/** The kinds of conversation the caller may start: a scoped sub admin's lie within their scope. */
export const audienceKinds = (auth: TAuth): TConversationAudience[] => kindsFor(auth, CONVERSATION_AUDIENCES);

/** The module is the tenant's `messages` feature (the staff routes' page carries it; employees' are checked here). */
const requireFeature = (auth: TAuth) => {
  if (!auth.features.messages) throw notFound();
};

/** A message's text and attachment: one of them at least. */
function readMessage(form: Pick<TMultipart, 'files'>, body: string) {
  const file = readAttachment(form.files, MESSAGE_FILE_FIELD);
  if (!body && !file) throw appError(400, 'validation', { body: 'required' });
  return { body, file };
}

/** The one organization a conversation's members all belong to (its audit is seen by that organization's sub admins). */
async function organizationOf(db: TDb, tenantId: string, id: string): Promise<string | null> {
  const r = await db.execute<{ id: string }>(sql`
    select distinct e.organization_id as id from conversation_members m
      join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id
     where m.tenant_id = ${tenantId} and m.conversation_id = ${id} limit 2`);
  return r.rows.length === 1 ? r.rows[0]!.id : null;
}

const audit = async (
  db: TDb,
  auth: TAuth,
  action: 'send' | 'reply' | 'delete',
  c: { id: string; subject: string },
  after: object,
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `message.${action}`,
      entity: 'conversation',
      entityId: c.id,
      organizationId: await organizationOf(db, auth.tenantId!, c.id),
      before: null,
      after: { subject: c.subject, ...after },
    },
    req,
  );

/** HR's message rings every member's bell. */
async function ringMembers(db: TDb, tenantId: string, c: { id: string; subject: string }) {
  await notifyUsers(db, tenantId, await repo.memberUsers(db, tenantId, c.id), {
    kind: 'message',
    params: { subject: c.subject, id: c.id },
    link: `/${await accountOf(db, tenantId)}/mymessages/${c.id}`,
  });
}

export async function listConversations(s: TServices, auth: TAuth, q: TListQuery & { unseen?: string }) {
  const r = await s.database.tenant(auth, (db) =>
    repo.conversationPage(
      db,
      {
        tenantId: auth.tenantId!,
        search: q.search?.trim() || undefined,
        unseen: q.unseen === 'true',
        within: within(auth),
      },
      page(q),
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

const found = async (db: TDb, auth: TAuth, id: string) => {
  const c = UUID.test(id) ? await repo.conversationById(db, auth.tenantId!, id, within(auth)) : null;
  if (!c) throw notFound();
  return c;
};

/** Starts a conversation with its first message: 'Msg Send Successfully' — or, with no one to receive it, refused. */
export async function startConversation(s: TServices, auth: TAuth, form: TFormOrJson, req: TRequestInfo) {
  const b = parseBody(ZConversationBody, form.fields);
  const m = readMessage(form, b.body);
  return withSavedFile(s, m.file, (file) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const ids = await checkAudience(db, auth, CONVERSATION_AUDIENCES, b.audience, b.audienceIds);
      const started = await repo.insertConversation(
        db,
        tenantId,
        { ...b, audienceIds: ids },
        {
          id: auth.userId,
          name: auth.userName,
        },
      );
      if (started.members === 0) throw appError(400, 'messageNoMembers');
      await repo.insertMessage(db, tenantId, {
        conversationId: started.id,
        sender: 'staff',
        senderUserId: auth.userId,
        senderName: auth.userName,
        memberId: null,
        body: m.body,
        file,
      });
      const c = await found(db, auth, started.id);
      await audit(db, auth, 'send', c, { to: c.audienceNames, members: c.memberCount, file: file?.name ?? null }, req);
      await ringMembers(db, tenantId, c);
      return c;
    }),
  );
}

/** HR's message to every member of a conversation in the caller's reach. */
export async function sendMessage(s: TServices, auth: TAuth, id: string, form: TMultipart, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  const c = await s.database.tenant(auth, (db) => found(db, auth, id));
  const m = readMessage(form, parseBody(ZMessageBody, form.fields).body);
  return withSavedFile(s, m.file, (file) =>
    s.database.tenant(auth, async (db) => {
      await found(db, auth, id);
      const messageId = await repo.insertMessage(db, tenantId, {
        conversationId: c.id,
        sender: 'staff',
        senderUserId: auth.userId,
        senderName: auth.userName,
        memberId: null,
        body: m.body,
        file,
      });
      // writing in it is having read it
      await repo.markStaffRead(db, tenantId, c.id);
      await audit(db, auth, 'send', c, { file: file?.name ?? null }, req);
      await ringMembers(db, tenantId, c);
      const t = await repo.threadMessages(db, tenantId, c.id, { memberId: null, viewer: auth.userId, only: messageId });
      return t.messages[0]!;
    }),
  );
}

/** A conversation with its messages; opening it marks its replies seen (a receipt, not audited). */
export async function getThread(s: TServices, auth: TAuth, id: string): Promise<TThread> {
  return s.database.tenant(auth, async (db) => {
    const c = await found(db, auth, id);
    await repo.markStaffRead(db, auth.tenantId!, c.id);
    const t = await repo.threadMessages(db, auth.tenantId!, c.id, { memberId: null, viewer: auth.userId });
    return {
      id: c.id,
      subject: c.subject,
      audience: c.audience,
      audienceNames: c.audienceNames,
      memberCount: c.memberCount,
      createdByName: c.createdByName,
      ...t,
    };
  });
}

export async function listMembers(s: TServices, auth: TAuth, id: string, q: TListQuery & { read?: 'yes' | 'no' | '' }) {
  const r = await s.database.tenant(auth, async (db) => {
    await found(db, auth, id);
    return repo.memberPage(db, auth.tenantId!, id, {
      read: q.read || undefined,
      search: q.search?.trim() || undefined,
      ...page(q),
    });
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function deleteConversation(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const c = await found(db, auth, id);
    await repo.deleteConversation(db, auth.tenantId!, id, auth.userName, reason);
    await audit(db, auth, 'delete', c, { reason }, req);
  });
}

/** Sends a message's attachment to one who may see the message. */
export async function sendAttachment(
  s: TServices,
  auth: TAuth,
  reply: FastifyReply,
  id: string,
  messageId: string,
  self: boolean,
) {
  const f = await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const memberId = self ? (await member(db, auth, id)).employeeId : null;
    if (!self) await found(db, auth, id);
    return UUID.test(messageId) ? repo.attachmentOf(db, tenantId, id, messageId, memberId) : null;
  });
  if (!f) throw notFound();
  return sendStoredFile(reply, s.files, { ...f, type: f.type as TFileType });
}

// --- the member's side -------------------------------------------------------------------------------------------

/** The caller as a member of conversation `id` (404 when they are not one). */
async function member(db: TDb, auth: TAuth, id: string) {
  requireFeature(auth);
  const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
  if (!me) throw appError(404, 'noEmployeeRecord');
  const c = UUID.test(id) ? await repo.membership(db, auth.tenantId!, id, me.id) : null;
  if (!c) throw notFound();
  return { ...c, employeeId: me.id, me };
}

export async function myConversations(s: TServices, auth: TAuth) {
  requireFeature(auth);
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return repo.conversationsOf(db, auth.tenantId!, me.id);
  });
}

/** A member's view: HR's messages and their own replies; opening it reads HR's. */
export async function myThread(s: TServices, auth: TAuth, id: string): Promise<TThread> {
  return s.database.tenant(auth, async (db) => {
    const c = await member(db, auth, id);
    await repo.markMemberRead(db, auth.tenantId!, c.id, c.employeeId);
    const t = await repo.threadMessages(db, auth.tenantId!, c.id, { memberId: c.employeeId, viewer: auth.userId });
    return {
      id: c.id,
      subject: c.subject,
      audience: c.audience as TConversationAudience,
      audienceNames: c.audienceNames,
      memberCount: c.memberCount,
      createdByName: c.createdByName,
      ...t,
    };
  });
}

/** A member's reply, to HR only: it rings those of HR who read messages in the member's organization and department. */
export async function reply(s: TServices, auth: TAuth, id: string, form: TMultipart, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  await s.database.tenant(auth, (db) => member(db, auth, id));
  const m = readMessage(form, parseBody(ZMessageBody, form.fields).body);
  return withSavedFile(s, m.file, (file) =>
    s.database.tenant(auth, async (db) => {
      const c = await member(db, auth, id);
      const messageId = await repo.insertMessage(db, tenantId, {
        conversationId: c.id,
        sender: 'employee',
        senderUserId: auth.userId,
        senderName: c.me.name,
        memberId: c.employeeId,
        body: m.body,
        file,
      });
      await repo.markMemberRead(db, tenantId, c.id, c.employeeId);
      await audit(db, auth, 'reply', c, { file: file?.name ?? null }, req);
      const readers = await approvers(db, tenantId, c.me.organizationId, c.me.departmentId, 'messages', 'view');
      await notifyUsers(db, tenantId, readers, {
        kind: 'messageReply',
        params: { name: c.me.name, subject: c.subject, id: c.id },
        link: `/${await accountOf(db, tenantId)}/empmsg/view/${c.id}`,
      });
      const t = await repo.threadMessages(db, tenantId, c.id, {
        memberId: c.employeeId,
        viewer: auth.userId,
        only: messageId,
      });
      return t.messages[0]!;
    }),
  );
}
