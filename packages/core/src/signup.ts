import { z } from 'zod';
import { ACCOUNT_NAME_MAX, LANGUAGES } from './constants.ts';
import { ZTenantDefaults } from './platform-settings-api.ts';
import { FEATURE_FLAGS, PACKAGES, RESERVED_ACCOUNTS } from './tenants.ts';

/** The sign-up request's answers (spec section 8, Sign-up). Numbers as in the spec; the web translates by code. */
export const SIGNUP_MESSAGES = {
  1: 'Request Added Successfully',
  2: 'Email ID Already Exists',
  3: 'Please Upload Personnal Document',
  9: 'Account name should not be greater than 10 characters',
  10: 'Account name already exists',
} as const;
export type TSignupCode = keyof typeof SIGNUP_MESSAGES;

/** The request's text fields in form order, each with the spec's 'Enter X!' message (section 5, Sign-up). */
export const SIGNUP_FIELDS = {
  name: 'Enter Name!',
  organization: 'Enter Organization!',
  mobileNo: 'Enter Mobile No!',
  email: 'Enter Email!',
  position: 'Enter Position!',
  website: 'Enter Website!',
  reference: 'Enter Reference!',
  city: 'Enter City!',
  country: 'Enter Country!',
  accountName: 'Enter Account Name!',
} as const;
export type TSignupField = keyof typeof SIGNUP_FIELDS;
export const SIGNUP_FIELD_KEYS = Object.keys(SIGNUP_FIELDS) as TSignupField[];

/** Maximum lengths of the text fields (the account name's is the spec's 10). */
export const SIGNUP_FIELD_MAX: Record<TSignupField, number> = {
  name: 100,
  organization: 150,
  mobileNo: 20,
  email: 150,
  position: 100,
  website: 200,
  reference: 200,
  city: 100,
  country: 100,
  accountName: ACCOUNT_NAME_MAX,
};

/** The multipart field that carries the personal ID document; pdf, png or jpg (checked by content), ≤ 1 MB. */
export const SIGNUP_DOCUMENT_FIELD = 'personalDoc';
export const SIGNUP_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const SIGNUP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TSignupStatus = (typeof SIGNUP_STATUSES)[number];

/**
 * What is wrong with an account name, before any lookup: 9 when longer than the spec's 10 characters,
 * 'format' when not lowercase letters and digits, 10 when it is a word the app itself uses. Null when fine.
 * The input is taken as typed: callers lowercase and trim first.
 */
export function accountNameProblem(name: string): 9 | 10 | 'format' | null {
  if (name.length > ACCOUNT_NAME_MAX) return 9;
  if (!/^[a-z0-9]{1,10}$/.test(name)) return 'format';
  if ((RESERVED_ACCOUNTS as readonly string[]).includes(name)) return 10;
  return null;
}

export const ZSignupRequestRow = z.object({
  id: z.string(),
  name: z.string(),
  organization: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  accountName: z.string(),
  city: z.string(),
  country: z.string(),
  /** the business category and sub category picked at sign-up (ids of GET /signup/categories) */
  categoryId: z.string().nullable(),
  subcategoryId: z.string().nullable(),
  /** the language the request was made in: its mails are written in it, the approval proposes it for the tenant */
  language: z.enum(LANGUAGES),
  status: z.enum(SIGNUP_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TSignupRequestRow = z.infer<typeof ZSignupRequestRow>;

export const SIGNUP_MAIL_KINDS = ['received', 'message', 'approved', 'rejected'] as const;
export const SIGNUP_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** One mail of a request's thread: the automatic ones (received, approved, rejected) and the console's messages. */
export const ZSignupMail = z.object({
  id: z.string(),
  kind: z.enum(SIGNUP_MAIL_KINDS),
  subject: z.string(),
  body: z.string(),
  status: z.enum(SIGNUP_MAIL_STATUSES),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TSignupMail = z.infer<typeof ZSignupMail>;

export const ZSignupRequestDetail = ZSignupRequestRow.extend({
  position: z.string(),
  website: z.string(),
  reference: z.string(),
  document: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  rejectReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  tenant: z.object({ id: z.string(), account: z.string(), name: z.string() }).nullable(),
  thread: z.array(ZSignupMail),
});
export type TSignupRequestDetail = z.infer<typeof ZSignupRequestDetail>;

/**
 * Approval: the tenant's package and feature flags (missing flags are off), and what its first organization starts
 * with — each of time zone, currency, language and statutory pack not given is the platform's default (issue 20).
 */
export const ZApproveSignup = z.object({
  package: z.enum(PACKAGES).default('basic'),
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()).default({}),
  defaults: ZTenantDefaults.partial().default({}),
});
export type TApproveSignup = z.infer<typeof ZApproveSignup>;

export const ZRejectSignup = z.object({ reason: z.string().trim().min(1).max(1000) });

export const ZSignupMessageInput = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
});
