import { z } from 'zod';
import { pageOf, requiredText, UUID } from './form-fields.ts';

/**
 * Messages (issue 15, spec `/empmsg/listing`): HR (or a sub admin in scope) starts a conversation with one employee,
 * some departments, groups or organizations; its members are fixed when it starts. HR's messages go to every member;
 * a member's reply goes to HR only (their colleagues never see it). Read receipts: a member has read a message when
 * they opened the conversation after it came; HR has seen a reply when anyone of HR opened it after.
 *
 * - GET  /messages?search=&page=&pageSize= → TPage<TConversation> (page `messages`, the caller's scope)
 * - POST /messages ← multipart TConversationBody + `attachment` → TConversation (201)
 * - GET  /messages/:id → TThread (marks the replies seen)
 * - POST /messages/:id/messages ← multipart { body } + `attachment` → TChatMessage (201)
 * - GET  /messages/:id/members?read=yes|no → TPage<TConversationMember>
 * - GET  /messages/:id/files/:messageId → the attachment
 * - POST /messages/:id/delete ← { reason } → 204
 * - GET  /me/messages → TMyConversation[];  GET /me/messages/:id → TThread (marks it read)
 * - POST /me/messages/:id/messages ← multipart { body } + `attachment` → TChatMessage (201)
 * - GET  /me/messages/:id/files/:messageId → the attachment
 */

/** Whom a conversation is with: one employee, or the employees of some departments, groups or organizations. */
export const CONVERSATION_AUDIENCES = ['employee', 'departments', 'groups', 'organizations'] as const;
export type TConversationAudience = (typeof CONVERSATION_AUDIENCES)[number];

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 4000;
export const MESSAGE_AUDIENCE_MAX = 200;
/** The form field a message's attachment comes in (a PDF or an image, content-checked). */
export const MESSAGE_FILE_FIELD = 'attachment';

/** A message's text: required unless a file comes with it (the route checks that). */
const messageText = z.string().trim().max(MESSAGE_BODY_MAX, { error: 'tooLong' }).default('');

/** The form (multipart or JSON): `audienceIds` a list, or one comma-separated form field. */
export const ZConversationBody = z
  .object({
    subject: requiredText(MESSAGE_SUBJECT_MAX),
    audience: z.enum(CONVERSATION_AUDIENCES, { error: 'invalidOption' }),
    audienceIds: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
      z
        .array(z.string().trim().regex(UUID, { error: 'invalidReference' }), { error: 'required' })
        .min(1, { error: 'required' })
        .max(MESSAGE_AUDIENCE_MAX, { error: 'tooLarge' }),
    ),
    body: messageText,
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'employee' && b.audienceIds.length > 1)
      ctx.addIssue({ code: 'custom', path: ['audienceIds'], message: 'tooLarge' });
  });
export type TConversationBody = z.input<typeof ZConversationBody>;
export type TConversationInput = z.output<typeof ZConversationBody>;

export const ZMessageBody = z.object({ body: messageText });

export const ZAttachment = z.object({ name: z.string(), type: z.string(), size: z.number() });

export const ZChatMessage = z.object({
  id: z.string(),
  /** HR's (to every member) or a member's reply (to HR only) */
  sender: z.enum(['staff', 'employee']),
  senderName: z.string(),
  /** the replying employee's code */
  senderCode: z.string().nullable(),
  body: z.string(),
  attachment: ZAttachment.nullable(),
  createdAt: z.string(),
  /** HR's message: how many members have read it; a reply: whether HR has seen it */
  readCount: z.number().nullable(),
  seen: z.boolean().nullable(),
  /** whether the viewer wrote it */
  mine: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZConversation = z.object({
  id: z.string(),
  subject: z.string(),
  audience: z.enum(CONVERSATION_AUDIENCES),
  audienceIds: z.array(z.string()),
  /** the employee's or the departments', groups', organizations' names, in the order of `audienceIds` */
  audienceNames: z.array(z.string()),
  memberCount: z.number(),
  messageCount: z.number(),
  /** members' replies HR has not opened yet */
  unseenReplies: z.number(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;
export const ZConversationPage = pageOf(ZConversation);

/** One conversation with its messages, oldest first (the newest `THREAD_MAX`). */
export const THREAD_MAX = 500;
export const ZThread = z.object({
  id: z.string(),
  subject: z.string(),
  audienceNames: z.array(z.string()),
  audience: z.enum(CONVERSATION_AUDIENCES),
  memberCount: z.number(),
  createdByName: z.string().nullable(),
  messages: z.array(ZChatMessage),
  /** whether older messages were left out */
  more: z.boolean(),
});
export type TThread = z.infer<typeof ZThread>;

export const ZConversationMember = z.object({
  id: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  readAt: z.string().nullable(),
  replies: z.number(),
});
export type TConversationMember = z.infer<typeof ZConversationMember>;
export const ZConversationMemberPage = pageOf(ZConversationMember);
export const ZMembersQuery = z.object({ read: z.enum(['yes', 'no']).optional().or(z.literal('')) });

/** A conversation as its member sees it. */
export const ZMyConversation = z.object({
  id: z.string(),
  subject: z.string(),
  fromName: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  /** HR's messages since the member last opened it */
  unread: z.number(),
});
export type TMyConversation = z.infer<typeof ZMyConversation>;
