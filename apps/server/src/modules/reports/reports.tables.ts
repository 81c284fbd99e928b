import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TReportDefinition } from '@staffdesk/core/custom-reports-api';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Custom reports (issue 19, decision 0046): a saved definition over one source with a name, shared with sub-admin
 * roles, and its schedule: mailed as Excel to chosen users weekly or monthly, once per period
 * (`custom_report_sends`).
 */
export const customReports = pgTable(
  'custom_reports',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description'),
    definition: jsonb('definition').$type<TReportDefinition>().notNull(),
    roleIds: uuid('role_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** none, weekly (on `scheduleDay` 1 = Monday … 7) or monthly (on day `scheduleDay`, 1–28) */
    frequency: text('frequency').notNull().default('none'),
    scheduleDay: smallint('schedule_day'),
    recipientIds: uuid('recipient_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'custom_reports_pk', columns: [t.tenantId, t.id] }),
    check('custom_reports_frequency_ck', sql`${t.frequency} in ('none', 'weekly', 'monthly')`),
    check(
      'custom_reports_day_ck',
      sql`(${t.frequency} = 'none') or (${t.frequency} = 'weekly' and ${t.scheduleDay} between 1 and 7)
          or (${t.frequency} = 'monthly' and ${t.scheduleDay} between 1 and 28)`,
    ),
  ],
);

/** A schedule's mailing of one period (`2026-W48`, `2026-11`): the database lets each period in once. */
export const customReportSends = pgTable(
  'custom_report_sends',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    reportId: uuid('report_id').notNull(),
    period: text('period').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'custom_report_sends_pk', columns: [t.tenantId, t.reportId, t.period] }),
    foreignKey({
      name: 'custom_report_sends_report_fk',
      columns: [t.tenantId, t.reportId],
      foreignColumns: [customReports.tenantId, customReports.id],
    }).onDelete('cascade'),
  ],
);
