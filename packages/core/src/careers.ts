import { z } from 'zod';
import type { PAGE_SIZES } from './constants.ts';
import { ZDate } from './dates.ts';
import { blankToNull, intIn, isHttpUrl, optionalRef, optionalText, ref } from './form-fields.ts';

/**
 * Careers and recruitment (issue 4): constants, request schemas, response shapes and pure helpers shared by the
 * server and the web. Spec sections 2.1, 3 (Job post, Organization, Application, Disclosure), 4, 5, 7, 8, 9.
 *
 * Endpoints (lists: `?search=&sort=field:asc&page=&pageSize=` → `{ rows, total, page, pageSize }`; errors
 * `{ code, message, fields? }`):
 *
 * Staff (`/api/v1/careers`, session cookie; privilege page in brackets)
 * - GET  /organizations [jobFrontend:view] → TPage<TOrgCareerRow> (sort title|address|code); GET /organizations/export.csv
 * - PUT  /organizations/:id/logo [organization:edit] multipart `logo` → { logoUrl }; DELETE /organizations/:id/logo
 * - GET  /posts [jobPost:view] (+ status, organizationId, visibility, deleted=true) → TPage<TJobPostRow>; GET /posts/export.csv
 * - GET  /posts/:id → TJobPostDetail; POST /posts [add] TJobPostInput → 201 TJobPostDetail; PUT /posts/:id [edit]
 * - DELETE /posts/:id [delete] { reason } → 204; POST /posts/:id/restore [edit] → TJobPostDetail
 * - POST /posts/:id/status [edit] { status } → TJobPostDetail
 * - PUT  /posts/:id/image [edit] multipart `image` → TJobPostDetail; DELETE /posts/:id/image [edit] → TJobPostDetail
 * - GET  /applicants [applicationList:view] (+ jobPostId, stage, organizationId, from, to) → TPage<TApplicantRow>;
 *   GET /applicants/export.csv; GET /posts/:id/applicants (same filters)
 * - GET  /applicants/:id → TApplicantDetail; GET /resumes/:fileId → the résumé as an attachment
 * - POST /applicants/:id/stage [applicationList:edit] TStageMoveInput → TApplicantDetail
 * - POST /applicants/:id/notes [applicationList:add] { text } → 201 TApplicantNote
 * - GET  /posts/:id/board [applicationList:view] → TApplicantBoard
 * Employees (`/api/v1/careers/company`, role emp; anyone else 403 → the web redirects to /)
 * - GET /:orgCode (ZBoardQuery) → TCareerBoard (public and private posts); GET /:orgCode/jobs/:id → TJobDetail
 *   (rows only up to Job Description); GET /:orgCode/disclosure → TDisclosure; POST /:orgCode/jobs/:id/apply (as below)
 * Public (`/api/v1/public/:account`, no login, rate-limited per IP)
 * - GET /career/:orgCode (ZBoardQuery) → TCareerBoard; GET /career/:orgCode/disclosure → TDisclosure or 404
 * - GET /jobs/:id → TJobDetail; POST /jobs/:id/apply multipart (ZApplicationInput fields + file `resume`) → TApplyResult
 * - GET /career-images/:key → a post image or logo (the URLs the answers carry); `default` is the default image
 * Share page: `/{account}/career/{orgCode}/job/{id}` is the web's; the server's index.html for it carries the
 * post's title, description and schema.org JobPosting.
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants

/** Spec section 3: Gender 1 Male, 2 Female, 3 No Preference. Labels are English; the web translates by key. */
export const GENDERS = [
  { code: 1, key: 'male', label: 'Male' },
  { code: 2, key: 'female', label: 'Female' },
  { code: 3, key: 'noPreference', label: 'No Preference' },
] as const;
export type TGenderCode = (typeof GENDERS)[number]['code'];
export const GENDER_CODES = GENDERS.map((g) => g.code) as TGenderCode[];
export const genderLabel = (code: number) => GENDERS.find((g) => g.code === code)?.label ?? '';

/** Spec section 3: Minimum_Experience 1 Fresher, 2 '1 Year' … 11 '10 Year', 12 '10+ Year'. */
export const EXPERIENCE = [
  { code: 1, key: 'fresher', label: 'Fresher' },
  ...Array.from({ length: 10 }, (_, i) => ({ code: i + 2, key: `years${i + 1}`, label: `${i + 1} Year` })),
  { code: 12, key: 'years10plus', label: '10+ Year' },
] as readonly { code: number; key: string; label: string }[];
export const EXPERIENCE_MIN = 1;
export const EXPERIENCE_MAX = 12;
export const experienceLabel = (code: number) => EXPERIENCE.find((e) => e.code === code)?.label ?? '';

/** Publication states (spec 4: Draft, Published, Unpublished; plus Closed for a filled vacancy). */
export const JOB_STATUSES = ['draft', 'published', 'unpublished', 'closed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** public: on the job board (`/career/:orgCode`); private: employees only (`/careercompany/:orgCode`). */
export const JOB_VISIBILITY = ['public', 'private'] as const;
export type TJobVisibility = (typeof JOB_VISIBILITY)[number];

/** Recruitment pipeline: every application starts at 'applied', then the spec's stages (section 4) in order. */
export const PIPELINE_STAGES = [
  'applied',
  'phoneScreening',
  'shortList',
  'assessments',
  'offer',
  'hired',
  'onBoard',
  'hold',
  'filled',
  'vacancyCancelled',
  'noSelection',
] as const;
export type TPipelineStage = (typeof PIPELINE_STAGES)[number];
export const STAGE_LABELS: Record<TPipelineStage, string> = {
  applied: 'Applied',
  phoneScreening: 'Phone Screening',
  shortList: 'Short List',
  assessments: 'Assessments',
  offer: 'Offer',
  hired: 'Hired',
  onBoard: 'On-board',
  hold: 'Hold',
  filled: 'Filled',
  vacancyCancelled: 'Vacancy Cancelled',
  noSelection: 'No Selection',
};

/** Job cards per page on the board (`?page=&pageSize=`); Available Jobs counts them all. */
export const BOARD_PAGE_SIZE = 12;
export const BOARD_PAGE_SIZES = [6, 12, 24, 48] as const;

/** Rich-text fields are stored sanitised, at most this many characters of HTML. */
export const RICH_TEXT_MAX = 20_000;
/** Characters of the short version on a job card and in a detail row (Read More / Show Less). */
export const CARD_SHORT_CHARS = 150;
export const DETAIL_SHORT_CHARS = 300;
/** Résumé, post image and logo uploads: spec section 9, under 1 MB. */
export const CAREER_UPLOAD_MAX_BYTES = 1024 * 1024;
/** Résumé types (spec 5 hint: png, jpg, jpeg, pdf, docs, txt), recognised by content. */
export const RESUME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type TResumeType = (typeof RESUME_TYPES)[number];
/** The `accept` attribute of the résumé input. */
export const RESUME_ACCEPT = '.png,.jpg,.jpeg,.pdf,.doc,.docx,.txt';
/** Post images and organization logos. */
export const CAREER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CAREER_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';
/** Multipart field names. */
export const RESUME_FIELD = 'resume';
export const IMAGE_FIELD = 'image';
export const LOGO_FIELD = 'logo';
/** An organization logo's width and height, in pixels (spec: 'Uploaded image has not valid Height and Width'). */
export const LOGO_SIZE = { min: 64, max: 2048 } as const;

/**
 * The detail dialog's rows in the spec's order (2.1). `rich`: the value is sanitised HTML with a short version
 * and Read More / Show Less; `employee`: the employee variant (`/careercompany/:id`) shows the row — rows only up
 * to Job Description. 'perksAndBenefits' joins the post's Perks and Benefits.
 */
export const DETAIL_ROWS = [
  { key: 'jobType', label: 'Job Type', rich: false, employee: true },
  { key: 'positions', label: 'Position', rich: false, employee: true },
  { key: 'closingDate', label: 'Date Of Closing', rich: false, employee: true },
  { key: 'postedDate', label: 'Date Of Posted', rich: false, employee: true },
  { key: 'minimumExperience', label: 'Minimum_Experience', rich: false, employee: true },
  { key: 'gender', label: 'Gender', rich: false, employee: true },
  { key: 'longDescription', label: 'Long Description', rich: true, employee: true },
  { key: 'jobDescriptionTitle', label: 'Job Description Title', rich: false, employee: true },
  { key: 'description', label: 'Job Description', rich: true, employee: true },
  { key: 'functions', label: 'Functions', rich: true, employee: false },
  { key: 'qualification', label: 'Qualification', rich: true, employee: false },
  { key: 'responsibilities', label: 'Responsibilities', rich: true, employee: false },
  { key: 'salary', label: 'Salary', rich: false, employee: false },
  { key: 'reporting', label: 'Reporting', rich: true, employee: false },
  { key: 'shifts', label: 'Shifts', rich: true, employee: false },
  { key: 'perksAndBenefits', label: 'Perks and Benefits', rich: true, employee: false },
] as const;
export type TDetailRowKey = (typeof DETAIL_ROWS)[number]['key'];
export const EMPLOYEE_DETAIL_ROWS = DETAIL_ROWS.filter((r) => r.employee);

/** The job post's rich-text fields (each stored once, sanitised; short versions are derived). */
export const JOB_POST_RICH_FIELDS = [
  'description',
  'longDescription',
  'functions',
  'qualification',
  'responsibilities',
  'reporting',
  'shifts',
  'perks',
  'benefits',
] as const;
export type TJobPostRichField = (typeof JOB_POST_RICH_FIELDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Messages

/** Spec section 8 (Careers): the application's answers. code 1 = success, as the spec's "response 1". */
export const APPLY_RESULT = {
  success: { code: 1, message: 'Resume Uploaded Successfully..!' },
  failed: { code: 'applyFailed', message: 'Resume Not Uploaded Successfully..!' },
  noFile: { code: 'resumeRequired', message: 'Please Upload Resume ..!' },
  tooLarge: { code: 'fileTooLarge', message: 'File size less than 1 MB' },
  fileType: { code: 'resumeType', message: 'Resume Not Uploaded Successfully..!' },
  duplicate: { code: 'alreadyApplied', message: 'You have already applied for this job' },
  closed: { code: 'jobClosed', message: 'This job is no longer open' },
} as const;

/** A public careers call that failed on the server (logged there with the request id): show a friendly retry. */
export const CAREERS_RETRY = {
  code: 'careersUnavailable',
  message: 'Something went wrong. Please try again.',
} as const;

/** The application form's field messages (spec 5, Job application). Server `fields` carry these texts. */
export const APPLICATION_MESSAGES = {
  name: 'Enter Name!',
  mobileNo: 'Enter Mobile No!',
  mobileNoInvalid: 'Enter a valid mobile number (digits, with + and spaces allowed)',
  email: 'Enter Email!',
  resume: 'Upload Resume!',
  profileUrl: 'Enter Valid link',
  videoUrl: 'Enter URL !',
  videoUrlInvalid: 'Enter a valid YouTube or Vimeo link',
  disclosureApproved: 'See and Approve Disclosure',
} as const;

/**
 * Job post form messages. The server's 400 `fields` carry the codes (same codes as the settings resources'
 * `validation.<code>` plus the careers ones below); these are the English texts.
 */
export const JOB_POST_MESSAGES = {
  required: 'All fields marked with * are required',
  tooLong: 'Too long',
  tooSmall: 'Too small',
  tooLarge: 'Too large',
  invalidDate: 'Invalid date',
  invalidOption: 'Invalid option',
  invalidNumber: 'Invalid number',
  invalidReference: 'Invalid reference',
  invalidLink: 'Enter Valid link',
  closingBeforePosted: 'Date Of Closing should not be before Date Of Posted',
  noJobIdSeries: 'Add a Job ID series for this organization first',
  fileTooLarge: 'File size less than 1 MB',
  imageType: 'Upload a PNG, JPG or WEBP image',
} as const;
export type TJobPostMessageCode = keyof typeof JOB_POST_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Request schemas

const optionalRich = z.preprocess(blankToNull, z.string().max(RICH_TEXT_MAX, { error: 'tooLong' }).nullable());

/** Create / update body of a job post (admin form). Rich fields are HTML; the server sanitises them. */
export const ZJobPostInput = z
  .object({
    organizationId: ref,
    /** JobTitle: the job-title master (`carrerjob_title`) */
    jobTitleId: ref,
    /** JTitle: the title shown on the card and in the dialog */
    title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(150, { error: 'tooLong' }),
    /** Short_Description: plain text for the card; when empty the card shows the start of Description */
    shortDescription: optionalText(500),
    description: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(RICH_TEXT_MAX, { error: 'tooLong' }),
    longDescription: optionalRich,
    jobTypeId: ref,
    /** jdtitle: the job-description master (`careerjob_descripation`); the board's Select Job Type filter */
    jobDescriptionId: ref,
    positions: intIn(1, 10_000),
    postedDate: ZDate,
    closingDate: ZDate,
    httpLink: z.preprocess(
      blankToNull,
      z.string().trim().max(500, { error: 'tooLong' }).refine(isHttpUrl, { error: 'invalidLink' }).nullable(),
    ),
    gender: intIn(1, 3),
    minimumExperience: intIn(EXPERIENCE_MIN, EXPERIENCE_MAX),
    functions: optionalRich,
    qualification: optionalRich,
    responsibilities: optionalRich,
    reporting: optionalRich,
    salary: optionalText(200),
    shifts: optionalRich,
    perks: optionalRich,
    benefits: optionalRich,
    visibility: z.enum(JOB_VISIBILITY, { error: 'invalidOption' }).default('public'),
    /** only on create; afterwards use the status route */
    status: z.enum(JOB_STATUSES, { error: 'invalidOption' }).default('draft'),
  })
  .refine((v) => v.closingDate >= v.postedDate, { path: ['closingDate'], error: 'closingBeforePosted' });
export type TJobPostInput = z.input<typeof ZJobPostInput>;
export type TJobPostValues = z.output<typeof ZJobPostInput>;

export const ZJobPostStatusInput = z.object({ status: z.enum(JOB_STATUSES) });
export const ZDeleteInput = z.object({ reason: z.string().trim().min(1).max(1000) });

/** Admin list filters (besides search, sort, page, pageSize). */
export const ZJobPostFilters = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  organizationId: optionalRef.optional(),
  visibility: z.enum(JOB_VISIBILITY).optional(),
  deleted: z.enum(['true', 'false']).optional(),
});
export const JOB_POST_SORTS = [
  'code',
  'title',
  'postedDate',
  'closingDate',
  'status',
  'visibility',
  'organization',
  'applicants',
  'createdAt',
] as const;
export const ORG_CAREER_SORTS = ['title', 'address', 'code'] as const;
export const APPLICANT_SORTS = ['name', 'email', 'appliedAt', 'stage', 'jobPost'] as const;

const digits = /^\+?[0-9][0-9 ]{5,19}$/;

/**
 * The application form (spec 5). Multipart text fields; `disclosureApproved` is the 'See and Approve Disclosure'
 * checkbox and must be 'true'. The résumé travels as file field `resume` (checked by the server).
 */
export const ZApplicationInput = z.object({
  name: z
    .string({ error: APPLICATION_MESSAGES.name })
    .trim()
    .min(1, { error: APPLICATION_MESSAGES.name })
    .max(100, { error: APPLICATION_MESSAGES.name }),
  mobileNo: z
    .string({ error: APPLICATION_MESSAGES.mobileNo })
    .trim()
    .min(1, { error: APPLICATION_MESSAGES.mobileNo, abort: true })
    .refine((v) => digits.test(v), { error: APPLICATION_MESSAGES.mobileNoInvalid }),
  email: z
    .string({ error: APPLICATION_MESSAGES.email })
    .trim()
    .max(150, { error: APPLICATION_MESSAGES.email })
    .refine((v) => z.email().safeParse(v).success, { error: APPLICATION_MESSAGES.email }),
  profileUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(500, { error: APPLICATION_MESSAGES.profileUrl })
      .refine(isHttpUrl, { error: APPLICATION_MESSAGES.profileUrl })
      .nullable(),
  ),
  videoUrl: z.preprocess(
    blankToNull,
    z
      .string({ error: APPLICATION_MESSAGES.videoUrl })
      .trim()
      .max(500, { error: APPLICATION_MESSAGES.videoUrlInvalid })
      .refine((v) => embedVideoUrl(v) !== null, { error: APPLICATION_MESSAGES.videoUrlInvalid })
      .nullable(),
  ),
  disclosureApproved: z.preprocess(
    (v) => v === true || v === 'true',
    z.literal(true, { error: APPLICATION_MESSAGES.disclosureApproved }),
  ),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;
export type TApplicationValues = z.output<typeof ZApplicationInput>;

export const ZStageMoveInput = z.object({
  stage: z.enum(PIPELINE_STAGES),
  /** email the applicant about the move (in the post's / tenant's language) */
  notify: z.boolean().default(false),
  note: z.preprocess(blankToNull, z.string().trim().max(2000).nullable()).optional(),
});
export type TStageMoveInput = z.input<typeof ZStageMoveInput>;
export const ZNoteInput = z.object({ text: z.string().trim().min(1).max(5000) });

/** Query of the board (public and employee): the Select Job Type filter and the page of cards. */
export const ZBoardQuery = z.object({
  jobDescriptionId: optionalRef.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (BOARD_PAGE_SIZES as readonly number[]).includes(n))
    .default(BOARD_PAGE_SIZE),
});

export const ZApplicantFilters = z.object({
  jobPostId: optionalRef.optional(),
  stage: z.enum(PIPELINE_STAGES).optional(),
  organizationId: optionalRef.optional(),
  /** YYYY-MM-DD, inclusive, on the application date */
  from: ZDate.optional(),
  to: ZDate.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Response shapes

export type TPage<T> = { rows: T[]; total: number; page: number; pageSize: (typeof PAGE_SIZES)[number] | number };

/** GET /api/v1/careers/organizations: the careers list (page jobFrontend). */
export const ZOrgCareerRow = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  address: z.string().nullable(),
});
export type TOrgCareerRow = z.infer<typeof ZOrgCareerRow>;

/** Admin list row of job posts. */
export const ZJobPostRow = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  organizationId: z.string(),
  organizationTitle: z.string(),
  organizationCode: z.string(),
  jobTitleName: z.string().nullable(),
  jobTypeName: z.string().nullable(),
  jobDescriptionTitle: z.string().nullable(),
  positions: z.number(),
  postedDate: z.string(),
  closingDate: z.string(),
  status: z.enum(JOB_STATUSES),
  visibility: z.enum(JOB_VISIBILITY),
  applicants: z.number(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedByName: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type TJobPostRow = z.infer<typeof ZJobPostRow>;

/** Admin detail (GET/POST/PUT answers): the stored values (rich fields sanitised) plus names. */
export type TJobPostDetail = TJobPostRow & {
  jobTitleId: string;
  jobTypeId: string;
  jobDescriptionId: string;
  shortDescription: string | null;
  description: string;
  longDescription: string | null;
  httpLink: string | null;
  gender: number;
  minimumExperience: number;
  functions: string | null;
  qualification: string | null;
  responsibilities: string | null;
  reporting: string | null;
  salary: string | null;
  shifts: string | null;
  perks: string | null;
  benefits: string | null;
  /** the post's own image, or null (the board then shows `defaultImageUrl`) */
  hasImage: boolean;
  defaultImageUrl: string;
  /** `/{account}/career/{orgCode}/job/{id}` */
  shareUrl: string;
  updatedAt: string;
};

/** A job card on the board. */
export type TJobCard = {
  id: string;
  code: string;
  title: string;
  /** the post's image or the default image */
  imageUrl: string;
  /** plain text, cut at a word boundary */
  shortDescription: string;
  /** the card shows Read More when the text was cut */
  isCut: boolean;
  postedDate: string;
  closingDate: string;
  jobTypeName: string | null;
  visibility: TJobVisibility;
  /** `/{account}/career/{orgCode}/job/{id}` */
  shareUrl: string;
};

/** GET /api/v1/public/:account/career/:orgCode and GET /api/v1/careers/company/:orgCode. */
export type TCareerBoard = {
  organization: {
    id: string;
    code: string;
    title: string;
    address: string | null;
    logoUrl: string | null;
    hasDisclosure: boolean;
    /** config JOBLINKS_URL ('See on JOBlinks'), or null to hide the link */
    joblinksUrl: string | null;
  };
  /** the Select Job Type dropdown: the organization's job descriptions */
  jobDescriptions: { id: string; title: string }[];
  /** Available Jobs: every open post of the filter (not only this page) */
  availableJobs: number;
  /** this page of cards (newest posted first) */
  jobs: TJobCard[];
  page: number;
  pageSize: number;
};

/** GET …/career/:orgCode/disclosure */
export type TDisclosure = { description: string };

/**
 * One detail row: text rows carry `text` (dates as YYYY-MM-DD; gender and experience also as `code` for
 * translation); rich rows carry `html` (full, sanitised), `short` (plain text) and `isCut` (offer Read More).
 * Empty values are null.
 */
export type TDetailRow = {
  key: TDetailRowKey;
  label: string;
  rich: boolean;
  text: string | null;
  code: number | null;
  html: string | null;
  short: string | null;
  isCut: boolean;
};

/** GET /api/v1/public/:account/jobs/:id and GET /api/v1/careers/company/:orgCode/jobs/:id. */
export type TJobDetail = {
  id: string;
  code: string;
  title: string;
  imageUrl: string;
  organization: { code: string; title: string };
  httpLink: string | null;
  rows: TDetailRow[];
  shareUrl: string;
};

/** POST …/apply success answer. Failures answer `{ code, message, fields? }` with 4xx. */
export type TApplyResult = { code: 1; message: string };

export type TResumeMeta = { fileId: string; name: string; type: string; size: number };

export const ZApplicantRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  jobPostId: z.string(),
  jobPostCode: z.string(),
  jobPostTitle: z.string(),
  organizationTitle: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  appliedAt: z.string(),
});
export type TApplicantRow = z.infer<typeof ZApplicantRow>;

export type TStageEvent = {
  id: string;
  fromStage: TPipelineStage | null;
  toStage: TPipelineStage;
  note: string | null;
  notified: boolean;
  byName: string | null;
  at: string;
};
export type TApplicantNote = { id: string; text: string; authorName: string | null; createdAt: string };

/** GET /api/v1/careers/applicants/:id */
export type TApplicantDetail = TApplicantRow & {
  profileUrl: string | null;
  videoUrl: string | null;
  /** embeddable form of videoUrl (YouTube / Vimeo) */
  videoEmbedUrl: string | null;
  resume: TResumeMeta | null;
  /** download: GET /api/v1/careers/resumes/:fileId */
  resumeUrl: string | null;
  disclosure: { approved: boolean; approvedAt: string; text: string | null };
  notes: TApplicantNote[];
  history: TStageEvent[];
};

/** GET /api/v1/careers/posts/:id/board: the Kanban per post. */
export type TApplicantCard = { id: string; name: string; email: string; mobileNo: string; appliedAt: string };
export type TApplicantBoard = {
  post: { id: string; code: string; title: string; status: TJobStatus };
  columns: { stage: TPipelineStage; label: string; count: number; cards: TApplicantCard[] }[];
};

// ---------------------------------------------------------------------------------------------------------------
// Pure helpers

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML → plain text: block ends become spaces, tags go, entities decode, whitespace collapses. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (m, e: string) => {
      const lower = e.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16) || 32);
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)) || 32);
      return ENTITIES[lower] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The short version of a rich (or plain) text: tags stripped, cut at a word boundary within `maxChars` with an
 * ellipsis. `isCut` tells the view to offer Read More.
 */
export function shortText(html: string | null | undefined, maxChars: number): { text: string; isCut: boolean } {
  const text = htmlToText(html ?? '');
  if (text.length <= maxChars) return { text, isCut: false };
  const head = text.slice(0, maxChars + 1);
  const lastSpace = head.lastIndexOf(' ');
  // a single word longer than the budget is cut hard rather than dropped
  const cut = (lastSpace > maxChars * 0.5 ? head.slice(0, lastSpace) : text.slice(0, maxChars)).replace(
    /[\s.,;:!?-]+$/,
    '',
  );
  return { text: `${cut}…`, isCut: true };
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * An embeddable player URL for a YouTube or Vimeo link (watch, short, share, embed forms), or null for anything
 * else. The result only ever points at www.youtube.com/embed or player.vimeo.com/video.
 */
export function embedVideoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/^m\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  let yt: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') yt = u.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) yt = parts[1] ?? null;
  } else if (host === 'youtu.be') {
    yt = parts[0] ?? null;
  }
  if (yt !== null) return YT_ID.test(yt) ? `https://www.youtube.com/embed/${yt}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id =
      host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.find((p) => /^\d+$/.test(p));
    return id && /^\d{1,12}$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

export type TJsonLdPost = {
  id: string;
  code: string;
  title: string;
  /** sanitised HTML (schema.org allows HTML in description) */
  description: string;
  postedDate: string;
  closingDate: string;
  positions: number;
  jobTypeName?: string | null;
  salary?: string | null;
  minimumExperience?: number | null;
  imageUrl?: string | null;
};
export type TJsonLdOrg = { title: string; website?: string | null; logoUrl?: string | null; address?: string | null };

/** schema.org employmentType from a job type's name, when it says one clearly. */
export function employmentType(name: string | null | undefined): string | undefined {
  const n = (name ?? '').toLowerCase();
  if (/full/.test(n)) return 'FULL_TIME';
  if (/part/.test(n)) return 'PART_TIME';
  if (/intern/.test(n)) return 'INTERN';
  if (/contract|freelance/.test(n)) return 'CONTRACTOR';
  if (/temp|seasonal/.test(n)) return 'TEMPORARY';
  if (/volunteer/.test(n)) return 'VOLUNTEER';
  return undefined;
}

/** schema.org JobPosting for a post's shareable page (Google for Jobs). `url` is the page's absolute URL. */
export function jobPostingJsonLd(post: TJsonLdPost, org: TJsonLdOrg, url: string): Record<string, unknown> {
  const type = employmentType(post.jobTypeName);
  const months = post.minimumExperience && post.minimumExperience > 1 ? (post.minimumExperience - 1) * 12 : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: post.title,
    description: post.description,
    identifier: { '@type': 'PropertyValue', name: org.title, value: post.code },
    datePosted: post.postedDate,
    validThrough: `${post.closingDate}T23:59:59`,
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: org.title,
      ...(org.website ? { sameAs: org.website } : {}),
      ...(org.logoUrl ? { logo: org.logoUrl } : {}),
    },
    ...(org.address
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: org.address } } }
      : {}),
    totalJobOpenings: post.positions,
    ...(months
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months } }
      : {}),
    ...(post.salary ? { estimatedSalary: post.salary } : {}),
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    directApply: true,
    url,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where post images and logos are served (key: random, or 'default'). */
export const careerImagePath = (account: string, key: string) =>
  `/api/v1/public/${encodeURIComponent(account)}/career-images/${key}`;

/** The shareable path of a post: `/{account}/career/{orgCode}/job/{id}` (web route; the server adds JSON-LD). */
export const jobSharePath = (account: string, orgCode: string, id: string) =>
  `/${encodeURIComponent(account)}/career/${encodeURIComponent(orgCode)}/job/${encodeURIComponent(id)}`;
