import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

type TPrefs = {
  theme?: string;
  sidebarSide?: 'left' | 'right';
  sidebarOpen?: boolean;
  /** notification kinds also mailed (notifications.mail_pending) */
  mailKinds?: string[];
};

/** Platform staff: super admin and super users. */
export const platformUsers = pgTable('platform_users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  isSuperUser: boolean('is_super_user').notNull().default(false),
  adminFlags: jsonb('admin_flags').$type<string[]>().notNull().default([]),
  language: text('language', { enum: ['en', 'km', 'zh'] }),
  preferences: jsonb('preferences').$type<TPrefs>().notNull().default({}),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** the account page's photo: a FileStore key and the type its content was checked as */
  photoKey: text('photo_key'),
  photoType: text('photo_type'),
});

/** Sub-admin roles: privilege flags per page plus organization and department scope. */
export const subAdminRoles = pgTable(
  'sub_admin_roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    privileges: jsonb('privileges').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
    organizationIds: uuid('organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
    departmentIds: uuid('department_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** soft delete with a reason (a role in use cannot be deleted) */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    unique('sub_admin_roles_pk').on(t.tenantId, t.id),
    // names are unique among live roles, case-insensitively
    uniqueIndex('sub_admin_roles_name').on(t.tenantId, sql`lower(${t.name})`).where(sql`deleted_at is null`),
  ],
);

/** Tenant users of every login type. */
export const users = pgTable(
  'users',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    loginType: text('login_type', { enum: ['hr_admin', 'sub_admin', 'emp', 'security'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    roleId: uuid('role_id'),
    /** HR admins: the code the console gives them, unique per tenant */
    hrCode: text('hr_code'),
    /** also an employee: may switch dashboard between sub_admin and emp */
    isEmployee: boolean('is_employee').notNull().default(false),
    departmentHead: boolean('department_head').notNull().default(false),
    department: text('department'),
    position: text('position'),
    photoUrl: text('photo_url'),
    /** the account page's photo: a FileStore key and the type its content was checked as */
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    language: text('language', { enum: ['en', 'km', 'zh'] }),
    preferences: jsonb('preferences').$type<TPrefs>().notNull().default({}),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_pk').on(t.tenantId, t.id),
    unique('users_email').on(t.tenantId, t.email),
    unique('users_hr_code').on(t.tenantId, t.hrCode),
    foreignKey({
      name: 'users_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [subAdminRoles.tenantId, subAdminRoles.id],
    }),
  ],
);

/** Sessions of platform and tenant users. Platform-owned: it is looked up by token before any tenant is known. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: bytea('token_hash').notNull().unique(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    loginType: text('login_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** the platform user who opened this session through a support link ("Open as HR admin") */
    impersonatorId: uuid('impersonator_id'),
    impersonatorName: text('impersonator_name'),
    /** the user must enrol a second factor before anything else (their tenant or the platform requires it) */
    twoFactorSetup: boolean('two_factor_setup').notNull().default(false),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed logins per account+email, for throttling shared by every app instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);
