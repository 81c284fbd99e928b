import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@staffdesk/core/constants';
import { MENU } from '@staffdesk/core/menu';
import { ADMIN_FLAGS } from '@staffdesk/core/auth';
import {
  APPLICATION_MESSAGES,
  APPLY_RESULT,
  DETAIL_ROWS,
  EXPERIENCE,
  GENDERS,
  JOB_STATUSES,
  JOB_VISIBILITY,
  PIPELINE_STAGES,
  STAGE_LABELS,
} from '@staffdesk/core/careers';
import { ERRORS, LOGIN_ERRORS } from '@staffdesk/core/messages';
import { FORGOT_PASSWORD_MESSAGES } from '@staffdesk/core/passwords';
import { CONSOLE_MESSAGES } from '@staffdesk/core/platform';
import { SIGNUP_FIELDS, SIGNUP_MESSAGES, SIGNUP_STATUSES } from '@staffdesk/core/signup';
import { DENIAL_CODES, PRIVILEGE_PAGES } from '@staffdesk/core/privileges';
import { FIELD_ERRORS } from '@staffdesk/core/resources/resource-schema';
import { ALL_RESOURCES as RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { FEATURE_FLAGS } from '@staffdesk/core/tenants';

type TCatalogue = Record<string, unknown>;

const files = import.meta.glob<TCatalogue>('./*/*.json', { eager: true, import: 'default' });

/** catalogues[language][namespace] */
const catalogues: Record<string, Record<string, TCatalogue>> = {};
for (const [path, data] of Object.entries(files)) {
  const [, lang, file] = path.split('/');
  if (!lang || !file) continue;
  catalogues[lang] ??= {};
  catalogues[lang][file.replace(/\.json$/, '')] = data;
}

/** i18next plural forms differ per language (Khmer and Chinese have only `other`), so they compare by base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(obj: TCatalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const [fk, fv] of flatten(v as TCatalogue, key)) out.set(fk, fv);
    } else out.set(key, v);
  }
  return out;
}

const keysOf = (lang: string, ns: string): Set<string> =>
  new Set([...flatten(catalogues[lang]?.[ns] ?? {}).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));

const namespaces = [...new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)))].sort();

const has = (lang: string, ns: string, key: string) => keysOf(lang, ns).has(key);

describe('locale catalogues', () => {
  it('exist for every language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in every language', (ns) => {
    const all = new Set(LANGUAGES.flatMap((l) => [...keysOf(l, ns)]));
    for (const lang of LANGUAGES) {
      const missing = [...all].filter((k) => !keysOf(lang, ns).has(k));
      expect(missing, `${lang}/${ns}.json is missing keys`).toEqual([]);
    }
  });

  it('has no empty values', () => {
    const empty: string[] = [];
    for (const lang of LANGUAGES) {
      for (const [ns, data] of Object.entries(catalogues[lang] ?? {})) {
        for (const [k, v] of flatten(data)) {
          if (typeof v !== 'string' || v.trim() === '') empty.push(`${lang}/${ns}:${k}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('keeps the same interpolation variables in every language', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const wrong: string[] = [];
    for (const ns of namespaces) {
      const en = flatten(catalogues.en?.[ns] ?? {});
      for (const lang of LANGUAGES) {
        for (const [k, v] of flatten(catalogues[lang]?.[ns] ?? {})) {
          const base = k.replace(PLURAL_SUFFIX, '');
          const ref = en.get(k) ?? en.get(`${base}_other`) ?? en.get(base);
          if (ref !== undefined && vars(ref).join() !== vars(v).join()) wrong.push(`${lang}/${ns}:${k}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every menu section and entry', (lang) => {
    const labels = MENU.flatMap((s) => [s.label, ...s.entries.map((e) => e.label)]);
    expect(labels.filter((l) => !has(lang, 'menu', l))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every privilege page', (lang) => {
    expect(PRIVILEGE_PAGES.map((p) => p.label).filter((l) => !has(lang, 'privileges', l))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every feature flag', (lang) => {
    expect(FEATURE_FLAGS.filter((f) => !has(lang, 'features', f))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every login code, error code and privilege denial', (lang) => {
    const keys = [
      ...Object.keys(LOGIN_ERRORS).map((c) => `login.${c}`),
      ...Object.keys(ERRORS),
      ...Object.values(DENIAL_CODES).map((d) => d.code),
    ];
    expect(keys.filter((k) => !has(lang, 'errors', k))).toEqual([]);
  });

  it('uses the spec English wording for the catalogued messages', () => {
    const en = flatten(catalogues.en?.errors ?? {});
    for (const [code, message] of Object.entries(LOGIN_ERRORS)) expect(en.get(`login.${code}`)).toBe(message);
    for (const [code, message] of Object.entries(ERRORS)) expect(en.get(code)).toBe(message);
    for (const d of Object.values(DENIAL_CODES)) expect(en.get(d.code)).toBe(d.message);
  });

  it.each([...LANGUAGES])('%s translates every resource: title, fields, hints, sections and select options', (lang) => {
    const keys = RESOURCES.flatMap((r) => [
      `${r.key}.title`,
      ...[...r.fields, ...(r.computed ?? [])].map((f) => `${r.key}.fields.${f.key}`),
      ...r.fields.filter((f) => f.hint).map((f) => `${r.key}.hints.${f.key}`),
      ...r.sections.map((s) => `sections.${s.label}`),
      ...r.fields.flatMap((f) =>
        f.type === 'select' && !f.labels ? (f.options ?? []).map((o) => `options.${f.key}.${o}`) : [],
      ),
    ]);
    expect([...new Set(keys)].filter((k) => !has(lang, 'resources', k))).toEqual([]);
  });

  it('keeps resource keys apart from the shared sections and options of the resources namespace', () => {
    expect(RESOURCES.map((r) => r.key).filter((k) => k === 'sections' || k === 'options')).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every field error code, Yes/No and the record messages', (lang) => {
    const keys = [
      ...FIELD_ERRORS.map((c) => `validation.${c}`),
      'validation.duplicate',
      'validation.invalid',
      // read by the server for CSV cells
      'yes',
      'no',
      'messages.recordAdded',
      'messages.recordUpdated',
      'messages.recordDeleted',
    ];
    expect(keys.filter((k) => !has(lang, 'common', k))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates the sign-up and forgot-password codes, and the sign-up form', (lang) => {
    const keys = [
      ...Object.keys(SIGNUP_MESSAGES).map((c) => `signup.${c}`),
      ...Object.keys(FORGOT_PASSWORD_MESSAGES).map((c) => `forgot.${c}`),
    ];
    expect(keys.filter((k) => !has(lang, 'errors', k))).toEqual([]);
    // the server reads fields.* and status.* for the sign-up CSV headers
    const signup = [
      ...Object.keys(SIGNUP_FIELDS).flatMap((f) => [`fields.${f}`, `required.${f}`]),
      'fields.status',
      'fields.createdAt',
      ...SIGNUP_STATUSES.map((s) => `status.${s}`),
    ];
    expect(signup.filter((k) => !has(lang, 'signup', k))).toEqual([]);
  });

  it('uses the spec English wording for the sign-up, forgot-password and console messages', () => {
    const errors = flatten(catalogues.en?.errors ?? {});
    for (const [code, message] of Object.entries(SIGNUP_MESSAGES)) expect(errors.get(`signup.${code}`)).toBe(message);
    for (const [code, message] of Object.entries(FORGOT_PASSWORD_MESSAGES))
      expect(errors.get(`forgot.${code}`)).toBe(message);
    const signup = flatten(catalogues.en?.signup ?? {});
    for (const [field, message] of Object.entries(SIGNUP_FIELDS)) expect(signup.get(`required.${field}`)).toBe(message);
    expect(flatten(catalogues.en?.common ?? {}).get('messages.msgSent')).toBe(CONSOLE_MESSAGES.msgSent);
  });

  it.each([...LANGUAGES])('%s translates the role CSV headers and every admin flag', (lang) => {
    // read by the server for the roles CSV
    expect(['fields.name', 'fields.modules', 'fields.users'].filter((k) => !has(lang, 'roles', k))).toEqual([]);
    expect(ADMIN_FLAGS.filter((f) => !has(lang, 'superUsers', `flags.${f}`))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every system log action', (lang) => {
    const actions = [
      'create',
      'update',
      'delete',
      'restore',
      'login',
      'login_failed',
      'login_refused',
      'logout',
      'denied',
      'switch',
      'signup_request',
      'signup_approve',
      'signup_reject',
      'signup_message',
      'tenant_create',
      'tenant_settings',
      'tenant_suspend',
      'tenant_reactivate',
      'support_link',
      'login_support',
      'password_set',
      'password_reset',
      'password_resetRequested',
      'password_resetRefused',
      'hrAdmin_create',
      'hrAdmin_disable',
      'hrAdmin_enable',
      'hrAdmin_resendLink',
      'superUser_create',
      'superUser_update',
      'superUser_disable',
      'superUser_enable',
      'superUser_resendLink',
      'account_update',
      'account_photo',
      'account_photoDelete',
      'password_change',
      'password_changeRefused',
      'session_end',
      'session_endOthers',
      'login_password',
      'twoFactor_setup',
      'twoFactor_enabled',
      'twoFactor_disabled',
      'twoFactor_recoveryCodes',
      'twoFactor_policy',
    ];
    expect(actions.filter((a) => !has(lang, 'logs', `actions.${a}`))).toEqual([]);
  });

  it.each([...LANGUAGES])(
    '%s translates the careers codes: stages, statuses, visibility, gender, experience, rows',
    (lang) => {
      const keys = [
        ...PIPELINE_STAGES.map((s) => `stages.${s}`),
        ...JOB_STATUSES.map((s) => `status.${s}`),
        ...JOB_VISIBILITY.map((v) => `visibility.${v}`),
        ...GENDERS.map((g) => `gender.${g.code}`),
        ...EXPERIENCE.map((x) => `experience.${x.code}`),
        ...DETAIL_ROWS.map((r) => `rows.${r.key}`),
        // read by the server for the careers CSV headers
        ...['title', 'address', 'code', 'publicJobs', 'privateJobs'].map((k) => `list.${k}`),
        ...[
          'code',
          'title',
          'organization',
          'jobType',
          'jobDescription',
          'positions',
          'minimumExperience',
          'postedDate',
          'closingDate',
          'status',
          'visibility',
          'applicants',
        ].map((k) => `posts.${k}`),
        ...['name', 'email', 'mobileNo', 'jobPostCode', 'jobPost', 'organization', 'stage', 'appliedAt'].map(
          (k) => `applicants.${k}`,
        ),
      ];
      expect(keys.filter((k) => !has(lang, 'careers', k))).toEqual([]);
    },
  );

  it('uses the spec English wording on the careers pages', () => {
    const en = flatten(catalogues.en?.careers ?? {});
    const labels: Record<string, string> = {
      availableJobs: 'Available Jobs',
      selectJobType: 'Select Job Type',
      showDisclosure: 'Show Disclosure',
      seeOnJoblinks: 'See on JOBlinks',
      backToDashboard: 'Back To Dashboard',
      viewMore: 'View More',
      apply: 'Apply',
      readMore: 'Read More',
      showLess: 'Show Less',
      close: 'Close',
      'list.pageTitle': 'Job Frontend Url',
      'list.publicJobs': 'Public Jobs',
      'list.privateJobs': 'Private Jobs',
      'rows.video': 'Self Introductory Video',
      'applyForm.disclosure': APPLICATION_MESSAGES.disclosureApproved,
      'applyForm.errors.name': APPLICATION_MESSAGES.name,
      'applyForm.errors.mobileNo': APPLICATION_MESSAGES.mobileNo,
      'applyForm.errors.email': APPLICATION_MESSAGES.email,
      'applyForm.errors.resume': APPLICATION_MESSAGES.resume,
      'applyForm.errors.profileUrl': APPLICATION_MESSAGES.profileUrl,
      'applyForm.errors.videoUrl': APPLICATION_MESSAGES.videoUrl,
      'applyForm.errors.fileTooLarge': APPLY_RESULT.tooLarge.message,
      'applyForm.result.success': APPLY_RESULT.success.message,
      'applyForm.result.failed': APPLY_RESULT.failed.message,
      'applyForm.result.noFile': APPLY_RESULT.noFile.message,
      'applyForm.result.alreadyApplied': APPLY_RESULT.duplicate.message,
      'applyForm.result.jobClosed': APPLY_RESULT.closed.message,
    };
    for (const [key, text] of Object.entries(labels)) expect(en.get(key), key).toBe(text);
    for (const r of DETAIL_ROWS) expect(en.get(`rows.${r.key}`)).toBe(r.label.replace('_', ' '));
    for (const s of PIPELINE_STAGES) expect(en.get(`stages.${s}`)).toBe(STAGE_LABELS[s]);
    for (const g of GENDERS) expect(en.get(`gender.${g.code}`)).toBe(g.label);
    for (const x of EXPERIENCE) expect(en.get(`experience.${x.code}`)).toBe(x.label);
  });

  it('uses the spec English wording for the record messages', () => {
    const en = flatten(catalogues.en?.common ?? {});
    expect(en.get('messages.recordAdded')).toBe('Record Added Successfully');
    expect(en.get('messages.recordUpdated')).toBe('Record Updated Successfully');
    expect(en.get('messages.recordDeleted')).toBe('Record Deleted Successfully');
    expect(en.get('table.empty')).toBe('No Record Found');
  });
});
