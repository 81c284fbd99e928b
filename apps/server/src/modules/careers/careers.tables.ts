import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  date,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';
import {
  careerJobDescriptions,
  careerJobTitles,
  careerJobTypes,
  organizations,
} from '../resources/resources.tables.ts';

const who = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/**
 * Job posts. Each rich-text field is stored once, sanitised; short versions are derived when shown. The code comes
 * from the organization's job-ID series. Soft delete with a reason.
 */
export const careerJobPosts = pgTable(
  'career_job_posts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    code: text('code').notNull(),
    jobTitleId: uuid('job_title_id').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    description: text('description').notNull(),
    longDescription: text('long_description'),
    jobTypeId: uuid('job_type_id').notNull(),
    jobDescriptionId: uuid('job_description_id').notNull(),
    positions: integer('positions').notNull(),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    httpLink: text('http_link'),
    gender: smallint('gender').notNull(),
    minimumExperience: smallint('minimum_experience').notNull(),
    functions: text('functions'),
    qualification: text('qualification'),
    responsibilities: text('responsibilities'),
    reporting: text('reporting'),
    salary: text('salary'),
    shifts: text('shifts'),
    perks: text('perks'),
    benefits: text('benefits'),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    status: text('status', { enum: ['draft', 'published', 'unpublished', 'closed'] })
      .notNull()
      .default('draft'),
    imageKey: text('image_key'),
    imageType: text('image_type'),
    imageSize: integer('image_size'),
    ...who(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'career_job_posts_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('career_job_posts_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    index('career_job_posts_live').on(t.tenantId, t.deletedAt, t.createdAt),
    // the public board: an organization's open posts, newest first; the trailing columns let the count and the
    // page's ids come from the index alone
    index('career_job_posts_board')
      .on(t.tenantId, t.organizationId, t.postedDate.desc(), t.id, t.visibility, t.closingDate, t.jobDescriptionId)
      .where(sql`status = 'published' and deleted_at is null`),
    index('career_job_posts_org_ix').on(t.tenantId, t.organizationId),
    index('career_job_posts_jd_ix').on(t.tenantId, t.jobDescriptionId),
    index('career_job_posts_type_ix').on(t.tenantId, t.jobTypeId),
    index('career_job_posts_title_ix').on(t.tenantId, t.jobTitleId),
    index('career_job_posts_image_ix').on(t.tenantId, t.imageKey).where(sql`image_key is not null`),
    foreignKey({
      name: 'career_job_posts_org_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'career_job_posts_title_fk',
      columns: [t.tenantId, t.jobTitleId],
      foreignColumns: [careerJobTitles.tenantId, careerJobTitles.id],
    }),
    foreignKey({
      name: 'career_job_posts_type_fk',
      columns: [t.tenantId, t.jobTypeId],
      foreignColumns: [careerJobTypes.tenantId, careerJobTypes.id],
    }),
    foreignKey({
      name: 'career_job_posts_jd_fk',
      columns: [t.tenantId, t.jobDescriptionId],
      foreignColumns: [careerJobDescriptions.tenantId, careerJobDescriptions.id],
    }),
    check('career_job_posts_gender', sql`gender between 1 and 3`),
    check('career_job_posts_experience', sql`minimum_experience between 1 and 12`),
    check('career_job_posts_positions', sql`positions >= 1`),
  ],
);

/** The logo an organization's careers page shows (organizations are a generic settings resource). */
export const careerOrgLogos = pgTable(
  'career_org_logos',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationId: uuid('organization_id').notNull(),
    logoKey: text('logo_key').notNull(),
    logoType: text('logo_type').notNull(),
    logoSize: integer('logo_size').notNull(),
    ...who(),
  },
  (t) => [
    primaryKey({ name: 'career_org_logos_pk', columns: [t.tenantId, t.organizationId] }),
    index('career_org_logos_key_ix').on(t.tenantId, t.logoKey),
    foreignKey({
      name: 'career_org_logos_org_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
  ],
);

/**
 * Applications. The résumé is stored under a random key (never shown) and downloaded by `resume_file_id`; the
 * disclosure text the applicant approved is kept as it was, with the time. One application per e-mail and post.
 */
export const careerApplicants = pgTable(
  'career_applicants',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    jobPostId: uuid('job_post_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    name: text('name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email').notNull(),
    profileUrl: text('profile_url'),
    videoUrl: text('video_url'),
    resumeFileId: uuid('resume_file_id').notNull().default(sql`gen_random_uuid()`),
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeSize: integer('resume_size').notNull(),
    disclosureApprovedAt: timestamp('disclosure_approved_at', { withTimezone: true }).notNull(),
    disclosureText: text('disclosure_text'),
    stage: text('stage').notNull().default('applied'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'public' (job board) or 'employee' (company page, with the employee's user id) */
    source: text('source', { enum: ['public', 'employee'] })
      .notNull()
      .default('public'),
    userId: uuid('user_id'),
    language: text('language', { enum: ['en', 'km', 'zh'] })
      .notNull()
      .default('en'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'career_applicants_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('career_applicants_post_email_uq').on(t.tenantId, t.jobPostId, sql`lower(${t.email})`),
    uniqueIndex('career_applicants_file_uq').on(t.tenantId, t.resumeFileId),
    index('career_applicants_created_ix').on(t.tenantId, t.createdAt),
    index('career_applicants_stage_ix').on(t.tenantId, t.jobPostId, t.stage),
    foreignKey({
      name: 'career_applicants_post_fk',
      columns: [t.tenantId, t.jobPostId],
      foreignColumns: [careerJobPosts.tenantId, careerJobPosts.id],
    }),
    foreignKey({
      name: 'career_applicants_org_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
  ],
);

/** Every stage move of an application: who, when, from, to, the note, and whether the applicant was mailed. */
export const careerApplicantEvents = pgTable(
  'career_applicant_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    applicantId: uuid('applicant_id').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    note: text('note'),
    notified: boolean('notified').notNull().default(false),
    byId: uuid('by_id'),
    byName: text('by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ name: 'career_applicant_events_pk', columns: [t.tenantId, t.id] }),
    index('career_applicant_events_applicant_ix').on(t.tenantId, t.applicantId, t.at),
    foreignKey({
      name: 'career_applicant_events_applicant_fk',
      columns: [t.tenantId, t.applicantId],
      foreignColumns: [careerApplicants.tenantId, careerApplicants.id],
    }),
  ],
);

/** Staff notes on an application. */
export const careerApplicantNotes = pgTable(
  'career_applicant_notes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    applicantId: uuid('applicant_id').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ name: 'career_applicant_notes_pk', columns: [t.tenantId, t.id] }),
    index('career_applicant_notes_applicant_ix').on(t.tenantId, t.applicantId, t.createdAt),
    foreignKey({
      name: 'career_applicant_notes_applicant_fk',
      columns: [t.tenantId, t.applicantId],
      foreignColumns: [careerApplicants.tenantId, careerApplicants.id],
    }),
  ],
);
