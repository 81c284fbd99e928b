import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { announcementTypes, blogTypes } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Announcements (issue 15, spec `/announcements`): a title, a type (announcement type settings), sanitized rich text,
 * an audience — everyone, or some organizations, departments or groups (`audience_ids`) — and a publication state:
 * draft, published or unpublished, shown to its audience on the days from `show_from` to `show_until` (each optional,
 * the employee's organization's calendar). Deleting (with a reason) keeps the row. Promotions are rows of the same
 * table (`kind`), with an optional image, under their own page and feature; so are blog posts, whose type is a blog
 * type and which employees comment on (`post_comments`).
 */
export const announcements = pgTable(
  'announcements',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    /** an announcement, or a promotion (offers and news: page and feature `promotions`) */
    kind: text('kind').notNull().default('announcement'),
    title: text('title').notNull(),
    typeId: uuid('type_id'),
    /** a blog post's type (blog type settings) */
    blogTypeId: uuid('blog_type_id'),
    body: text('body').notNull(),
    /** its image (PNG or JPEG, checked by content) in the file store */
    imageKey: text('image_key'),
    imageType: text('image_type'),
    audience: text('audience').notNull(),
    audienceIds: uuid('audience_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status').notNull(),
    showFrom: date('show_from', { mode: 'string' }),
    showUntil: date('show_until', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'announcements_pk', columns: [t.tenantId, t.id] }),
    check('announcements_kind_ck', sql`${t.kind} in ('announcement', 'promotion', 'blog')`),
    check('announcements_image_ck', sql`(${t.imageKey} is null) = (${t.imageType} is null)`),
    check('announcements_audience_ck', sql`${t.audience} in ('all', 'organizations', 'departments', 'groups')`),
    check('announcements_status_ck', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check(
      'announcements_window_ck',
      sql`${t.showFrom} is null or ${t.showUntil} is null or ${t.showFrom} <= ${t.showUntil}`,
    ),
    foreignKey({
      name: 'announcements_type_fk',
      columns: [t.tenantId, t.typeId],
      foreignColumns: [announcementTypes.tenantId, announcementTypes.id],
    }),
    foreignKey({
      name: 'announcements_blog_type_fk',
      columns: [t.tenantId, t.blogTypeId],
      foreignColumns: [blogTypes.tenantId, blogTypes.id],
    }),
    index('announcements_status_ix').on(t.tenantId, t.kind, t.status, t.showFrom),
  ],
);

/** Who has read an announcement, and when (the first time they opened it). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    announcementId: uuid('announcement_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'announcement_reads_pk', columns: [t.tenantId, t.announcementId, t.employeeId] }),
    foreignKey({
      name: 'announcement_reads_announcement_fk',
      columns: [t.tenantId, t.announcementId],
      foreignColumns: [announcements.tenantId, announcements.id],
    }),
    foreignKey({
      name: 'announcement_reads_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
  ],
);

/**
 * Comments on blog posts: an employee's waits for HR's approval before others see it (moderation); HR's own shows at
 * once. The author is an employee (`author_employee_id`) or HR (a login).
 */
export const postComments = pgTable(
  'post_comments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    postId: uuid('post_id').notNull(),
    authorEmployeeId: uuid('author_employee_id'),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedByName: text('moderated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'post_comments_pk', columns: [t.tenantId, t.id] }),
    check('post_comments_status_ck', sql`${t.status} in ('pending', 'approved', 'hidden')`),
    foreignKey({
      name: 'post_comments_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [announcements.tenantId, announcements.id],
    }),
    foreignKey({
      name: 'post_comments_author_fk',
      columns: [t.tenantId, t.authorEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('post_comments_post_ix').on(t.tenantId, t.postId, t.createdAt),
    index('post_comments_status_ix').on(t.tenantId, t.status, t.createdAt),
  ],
);
