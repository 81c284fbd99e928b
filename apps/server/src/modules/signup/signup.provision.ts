import type { TLanguage } from '@staffdesk/core/constants';
import { SET_PASSWORD_TTL_MS } from '@staffdesk/core/platform';
import { resourceSchema } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import * as R from '@staffdesk/core/resources/settings-resources';
import { SIGNUP_MESSAGES, type TApproveSignup } from '@staffdesk/core/signup';
import { allFeatures } from '@staffdesk/core/tenants';
import { auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { insertUser } from '../auth/auth.repo.ts';
import { issueToken, UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { insertRecord } from '../resources/resources.repo.ts';
import { findTenantByAccount, insertTenant } from '../tenants/tenants.repo.ts';
import { tenantDefaults } from '../platform-settings/platform-settings.repo.ts';
import type { TSignupRow } from './signup.repo.ts';

type TActor = { id: string; type: string; name: string };

type TDefaults = {
  department: string;
  documentTypes: { name: string; hasExpiry: boolean }[];
  /** Annual, Sick, Unpaid: in the order of LEAVE_CODES */
  leaveTypes: [string, string, string];
  dayShift: string;
};

/** Codes are the same in every language (they show on reports and imports); names follow the tenant's. */
const LEAVE_CODES = [
  { code: 'AL', paid: true, colorCode: '#1c7ed6' },
  { code: 'SL', paid: true, colorCode: '#f59f00' },
  { code: 'UL', paid: false, colorCode: '#868e96' },
] as const;
const DAY_SHIFT = {
  code: 'DAY',
  startTime: '08:00',
  endTime: '17:00',
  breakMinutes: 60,
  lateGraceMinutes: 15,
  earlyLeaveGraceMinutes: 0,
  colorCode: '#f59f00',
};

/** The default settings a new tenant starts with, named in its language. */
const DEFAULTS: Record<TLanguage, TDefaults> = {
  en: {
    department: 'Human Resources',
    documentTypes: [
      { name: 'National ID card', hasExpiry: true },
      { name: 'Passport', hasExpiry: true },
      { name: 'Work permit', hasExpiry: true },
      { name: 'Employment contract', hasExpiry: true },
    ],
    leaveTypes: ['Annual leave', 'Sick leave', 'Unpaid leave'],
    dayShift: 'Day shift',
  },
  km: {
    department: 'ធនធានមនុស្ស',
    documentTypes: [
      { name: 'អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ', hasExpiry: true },
      { name: 'លិខិតឆ្លងដែន', hasExpiry: true },
      { name: 'ប័ណ្ណការងារ', hasExpiry: true },
      { name: 'កិច្ចសន្យាការងារ', hasExpiry: true },
    ],
    leaveTypes: ['ច្បាប់ប្រចាំឆ្នាំ', 'ច្បាប់ឈឺ', 'ច្បាប់គ្មានប្រាក់ខែ'],
    dayShift: 'វេនថ្ងៃ',
  },
  zh: {
    department: '人力资源部',
    documentTypes: [
      { name: '身份证', hasExpiry: true },
      { name: '护照', hasExpiry: true },
      { name: '工作许可证', hasExpiry: true },
      { name: '劳动合同', hasExpiry: true },
    ],
    leaveTypes: ['年假', '病假', '无薪假'],
    dayShift: '白班',
  },
};

/** A new tenant's leave types and day shift, in its language (the demo seed starts from the same ones). */
export const defaultLeaveTypes = (language: TLanguage) =>
  LEAVE_CODES.map((l, i) => ({ ...l, name: DEFAULTS[language].leaveTypes[i]! }));
export const defaultDayShift = (language: TLanguage) => ({ ...DAY_SHIFT, name: DEFAULTS[language].dayShift });

/**
 * Creates everything an approved request becomes, inside the caller's transaction (so a failure anywhere leaves
 * nothing behind): the tenant with its package and feature flags, its first organization (time zone, currency,
 * language and statutory pack from the approval, else the platform's defaults), a department, document
 * types, leave types (Annual, Sick, Unpaid), a day shift, the HR admin (no usable password) and a 72-hour
 * set-password link (docs/decisions/0006-tenant-provisioning.md).
 */
export async function provisionTenant(db: TDb, r: TSignupRow, input: TApproveSignup, actor: TActor) {
  // an account name taken since the request was made (a tenant created another way) cannot be approved
  if (await findTenantByAccount(db, r.accountName))
    throw new AppError(409, 10, SIGNUP_MESSAGES[10], { accountName: 'duplicate' });
  const features = { ...allFeatures(false), ...input.features };
  const d = { ...(await tenantDefaults(db)), ...input.defaults };
  const tenant = await insertTenant(db, {
    account: r.accountName,
    name: r.organization,
    package: input.package,
    features,
    defaultLanguage: d.language,
    categoryId: r.categoryId,
    subcategoryId: r.subcategoryId,
  });
  const add = (res: TResource, values: Record<string, unknown>) =>
    insertRecord(db, res, tenant.id, resourceSchema(res).parse(values) as Record<string, unknown>, actor);
  const names = DEFAULTS[d.language];

  const organizationId = await add(R.ORGANIZATION, {
    title: r.organization,
    code: r.accountName.toUpperCase(),
    email: r.email,
    phone: r.mobileNo,
    website: r.website,
    defaultLanguage: d.language,
    timezone: d.timezone,
    currency: d.currency,
    statutoryPack: d.statutoryPack,
  });
  await add(R.DEPARTMENT, { name: names.department, code: 'HR', organizationId });
  for (const d of names.documentTypes) await add(R.DOCUMENT_TYPE, d);
  for (const l of defaultLeaveTypes(d.language)) await add(R.LEAVE_TYPE, l);
  await add(R.SHIFT, defaultDayShift(d.language));

  const hrAdmin = await insertUser(db, {
    tenantId: tenant.id,
    email: r.email.toLowerCase(),
    passwordHash: UNUSABLE_PASSWORD,
    loginType: 'hr_admin',
    // one field: the order of given and family names differs between the three languages
    firstName: r.name,
    lastName: '',
    department: names.department,
    position: r.position,
    // the requester keeps the language they signed up in; the company's people start in the tenant's
    language: r.language,
  });
  const link = await issueToken(db, {
    purpose: 'setPassword',
    tenantId: tenant.id,
    userId: hrAdmin.id,
    ttlMs: SET_PASSWORD_TTL_MS,
    createdBy: actor,
  });
  await auditIn(db, {
    tenantId: tenant.id,
    actor,
    action: 'tenant.create',
    entity: 'tenant',
    entityId: tenant.id,
    after: {
      account: tenant.account,
      name: tenant.name,
      package: tenant.package,
      features,
      defaults: d,
      hrAdmin: hrAdmin.email,
      signupRequestId: r.id,
    },
  });
  return { tenant, hrAdmin, organizationId, token: link.token };
}
