import {
  CARD_SHORT_CHARS,
  DETAIL_ROWS,
  DETAIL_SHORT_CHARS,
  careerImagePath,
  experienceLabel,
  genderLabel,
  jobSharePath,
  shortText,
  type TDetailRow,
  type TJobCard,
  type TJobDetail,
  type TJobPostDetail,
  type TJobPostRow,
} from '@staffdesk/core/careers';
import type * as repo from './careers.repo.ts';
import { iso } from './careers.shared.ts';

// --- presenting ---------------------------------------------------------------------------------------------------

export const imageUrl = (account: string, key: string | null) => (key ? careerImagePath(account, key) : null);
const defaultImageUrl = (account: string) => careerImagePath(account, 'default');

export function presentRow(r: repo.TPostRecord, account: string): TJobPostRow {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    organizationId: r.organizationId,
    organizationTitle: r.organizationTitle,
    organizationCode: r.organizationCode,
    jobTitleName: r.jobTitleName,
    jobTypeName: r.jobTypeName,
    jobDescriptionTitle: r.jobDescriptionTitle,
    positions: r.positions,
    postedDate: r.postedDate,
    closingDate: r.closingDate,
    status: r.status,
    visibility: r.visibility,
    applicants: r.applicants,
    imageUrl: imageUrl(account, r.imageKey),
    createdAt: iso(r.createdAt)!,
    deletedAt: iso(r.deletedAt),
    deletedByName: r.deletedByName,
    deleteReason: r.deleteReason,
  };
}

export function presentDetail(r: repo.TPostRecord, account: string): TJobPostDetail {
  return {
    ...presentRow(r, account),
    jobTitleId: r.jobTitleId,
    jobTypeId: r.jobTypeId,
    jobDescriptionId: r.jobDescriptionId,
    shortDescription: r.shortDescription,
    description: r.description,
    longDescription: r.longDescription,
    httpLink: r.httpLink,
    gender: r.gender,
    minimumExperience: r.minimumExperience,
    functions: r.functions,
    qualification: r.qualification,
    responsibilities: r.responsibilities,
    reporting: r.reporting,
    salary: r.salary,
    shifts: r.shifts,
    perks: r.perks,
    benefits: r.benefits,
    hasImage: r.imageKey !== null,
    defaultImageUrl: defaultImageUrl(account),
    shareUrl: jobSharePath(account, r.organizationCode, r.id),
    updatedAt: iso(r.updatedAt)!,
  };
}

/** The start of a description as read by the board query may end inside a tag: drop that tail. */
const headText = (html: string) => html.replace(/<[^>]*$/, '');

export function presentCard(c: repo.TBoardCard, account: string, orgCode: string): TJobCard {
  const short = shortText(
    c.short_description?.trim() ? c.short_description : headText(c.description_head),
    CARD_SHORT_CHARS,
  );
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    imageUrl: c.image_key ? careerImagePath(account, c.image_key) : defaultImageUrl(account),
    shortDescription: short.text,
    isCut: short.isCut,
    postedDate: c.posted_date,
    closingDate: c.closing_date,
    jobTypeName: c.job_type_name,
    visibility: c.visibility,
    shareUrl: jobSharePath(account, orgCode, c.id),
  };
}

function detailRows(p: repo.TOpenPost, employee: boolean): TDetailRow[] {
  const text = (v: string | number | null | undefined, code: number | null = null) => ({
    text: v === null || v === undefined || v === '' ? null : String(v),
    code,
    html: null,
    short: null,
    isCut: false,
  });
  const rich = (html: string | null | undefined) => {
    if (!html) return { text: null, code: null, html: null, short: null, isCut: false };
    const s = shortText(html, DETAIL_SHORT_CHARS);
    return { text: null, code: null, html, short: s.text, isCut: s.isCut };
  };
  const values: Record<(typeof DETAIL_ROWS)[number]['key'], Omit<TDetailRow, 'key' | 'label' | 'rich'>> = {
    jobType: text(p.jobTypeName),
    positions: text(p.positions),
    closingDate: text(p.closingDate),
    postedDate: text(p.postedDate),
    minimumExperience: text(experienceLabel(p.minimumExperience), p.minimumExperience),
    gender: text(genderLabel(p.gender), p.gender),
    longDescription: rich(p.longDescription),
    jobDescriptionTitle: text(p.jobDescriptionTitle),
    // the post's own description; a post that has none shows its job description's text
    description: rich(p.description || p.jobDescriptionText),
    functions: rich(p.functions),
    qualification: rich(p.qualification),
    responsibilities: rich(p.responsibilities),
    salary: text(p.salary),
    reporting: rich(p.reporting),
    shifts: rich(p.shifts),
    perksAndBenefits: rich([p.perks, p.benefits].filter(Boolean).join('') || null),
  };
  return DETAIL_ROWS.filter((r) => !employee || r.employee).map((r) => ({
    key: r.key,
    label: r.label,
    rich: r.rich,
    ...values[r.key],
  }));
}

export function presentDetailPublic(p: repo.TOpenPost, account: string, employee: boolean): TJobDetail {
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    imageUrl: p.imageKey ? careerImagePath(account, p.imageKey) : defaultImageUrl(account),
    organization: { code: p.organizationCode, title: p.organizationTitle },
    httpLink: p.httpLink,
    rows: detailRows(p, employee),
    shareUrl: jobSharePath(account, p.organizationCode, p.id),
  };
}
