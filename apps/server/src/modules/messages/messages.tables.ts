import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Conversations (issue 15, spec `/empmsg/listing`): HR with one employee or the employees of some departments,
 * groups or organizations (`audience`, `audience_ids`), whose members are fixed when it starts
 * (`conversation_members`). `staff_read_at`: when anyone of HR last opened it (a reply is "seen" before that).
 * Deleting (with a reason) keeps the rows.
 */
export const conversations = pgTable(
  'conversations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    subject: text('subject').notNull(),
    audience: text('audience').notNull(),
    audienceIds: uuid('audience_ids').array().notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'conversations_pk', columns: [t.tenantId, t.id] }),
    check('conversations_audience_ck', sql`${t.audience} in ('employee', 'organizations', 'departments', 'groups')`),
    index('conversations_last_ix').on(t.tenantId, t.lastMessageAt),
  ],
);

/** Who is in a conversation, and when they last opened it (HR's messages before that are read). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    conversationId: uuid('conversation_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'conversation_members_pk', columns: [t.tenantId, t.conversationId, t.employeeId] }),
    foreignKey({
      name: 'conversation_members_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }),
    foreignKey({
      name: 'conversation_members_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('conversation_members_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

/**
 * The messages: HR's (`sender` staff, to every member) or a member's reply (`sender` employee, `member_id` theirs,
 * to HR only), with an optional content-checked attachment in the file store.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id').notNull(),
    sender: text('sender').notNull(),
    senderUserId: uuid('sender_user_id'),
    senderName: text('sender_name').notNull(),
    memberId: uuid('member_id'),
    body: text('body').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'conversation_messages_pk', columns: [t.tenantId, t.id] }),
    check('conversation_messages_sender_ck', sql`${t.sender} in ('staff', 'employee')`),
    check('conversation_messages_member_ck', sql`(${t.sender} = 'employee') = (${t.memberId} is not null)`),
    foreignKey({
      name: 'conversation_messages_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }),
    foreignKey({
      name: 'conversation_messages_member_fk',
      columns: [t.tenantId, t.conversationId, t.memberId],
      foreignColumns: [
        conversationMembers.tenantId,
        conversationMembers.conversationId,
        conversationMembers.employeeId,
      ],
    }),
    index('conversation_messages_ix').on(t.tenantId, t.conversationId, t.createdAt),
  ],
);
