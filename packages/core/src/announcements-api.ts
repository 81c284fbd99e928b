import { z } from 'zod';
import { ZDate } from './dates.ts';
import { blankToNull, optionalRef, pageOf, requiredText, UUID } from './form-fields.ts';

/**
 * Announcements (issue 15, spec `/announcements`): HR writes one for an audience and publishes it; employees of that
 * audience see it on their home while it is current, and HR sees who has read it.
 *
 * - GET    /announcements?search=&status=&page=&pageSize= → TPage<TAnnouncement> (page `announcements`)
 * - GET    /announcements/:id → TAnnouncement;  POST /announcements, PUT /announcements/:id ← TAnnouncementBody
 * - POST   /announcements/:id/delete ← { reason }
 * - GET    /announcements/audiences → { kinds } (the audiences the caller may address: a scoped sub admin fewer)
 * - GET    /announcements/:id/readers?read=yes|no&page= → TPage<TAnnouncementReader> (its audience, read or not)
 * - GET    /me/announcements → TMyAnnouncement[] (employees: the current ones for them, newest first)
 * - POST   /me/announcements/:id/read → 204 (employees: marks it read, once)
 */

/**
 * Promotions (spec `/promotions`) are the same thing for offers and news: a title, an image, the text, the days it
 * shows and an audience, under the page and feature `promotions`, at `/promotions` and `/me/promotions`, without a
 * type. Either kind may carry an image (PNG or JPEG), sent with the form (multipart: the fields, `audienceIds`
 * comma-separated, and the file `image`; `removeImage=true` drops the one it has) and read at `…/:id/image`.
 */
export const POST_KINDS = ['announcement', 'promotion', 'blog'] as const;
export type TPostKind = (typeof POST_KINDS)[number];
/** The form field an announcement's or promotion's image comes in. */
export const POST_IMAGE_FIELD = 'image';

/**
 * Blog posts (spec `/blog`) are the third kind: a type (blog type settings), rich text, a cover image, the
 * publication states; under `/blogs` and `/me/blogs`, page and feature `blogs`. Employees comment on the ones they
 * see; a comment shows to others once HR has approved it (moderation), HR's own at once.
 *
 * - GET  /blogs/:id/comments → TPostComment[];  POST /blogs/:id/comments ← { body } (HR: approved at once)
 * - POST /blogs/:id/comments/:commentId/moderate ← { status: approved | hidden } → TPostComment
 * - GET  /blogs/comments?status=&page= → TPage<TPostComment> (every post's, the moderation queue)
 * - GET  /me/blogs/:id/comments → TPostComment[] (approved ones and the reader's own);  POST ← { body } (pending)
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_MAX = 2000;

export const ZPostCommentBody = z.object({ body: requiredText(COMMENT_MAX) });
export const ZModerateBody = z.object({
  status: z.enum(['approved', 'hidden'], { error: 'invalidOption' }),
});

export const ZPostComment = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  body: z.string(),
  status: z.enum(COMMENT_STATUSES),
  authorName: z.string(),
  /** the employee's code; null for HR's own */
  authorCode: z.string().nullable(),
  /** written by the reader (employees: their own, still pending or hidden) */
  mine: z.boolean(),
  createdAt: z.string(),
  moderatedByName: z.string().nullable(),
});
export type TPostComment = z.infer<typeof ZPostComment>;
export const ZPostCommentPage = pageOf(ZPostComment);
export const ZCommentQuery = z.object({ status: z.enum(COMMENT_STATUSES).optional().or(z.literal('')) });

/** The spec's publication labels: Draft, Published, Unpublished. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type TAnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Who it is for: everyone, or the employees of some organizations, departments or groups. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'organizations', 'departments', 'groups'] as const;
export type TAnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
/** The rich text as stored (sanitized HTML). */
export const ANNOUNCEMENT_BODY_MAX = 50_000;
export const ANNOUNCEMENT_AUDIENCE_MAX = 200;

export const ZAnnouncementBody = z
  .object({
    title: requiredText(ANNOUNCEMENT_TITLE_MAX),
    typeId: optionalRef,
    body: z
      .string({ error: 'required' })
      .max(ANNOUNCEMENT_BODY_MAX, { error: 'tooLong' })
      // an editor left empty sends an empty paragraph
      .refine((v) => v.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, { error: 'required' }),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'invalidOption' }),
    // a list, or one comma-separated form field
    audienceIds: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
      z
        .array(z.string().trim().regex(UUID, { error: 'invalidReference' }))
        .max(ANNOUNCEMENT_AUDIENCE_MAX, { error: 'tooLarge' })
        .default([]),
    ),
    status: z.enum(ANNOUNCEMENT_STATUSES, { error: 'invalidOption' }),
    showFrom: z.preprocess(blankToNull, ZDate.nullable()),
    showUntil: z.preprocess(blankToNull, ZDate.nullable()),
    /** drops the image it has (a new one replaces it anyway) */
    removeImage: z.preprocess((v) => (v === undefined ? v : v === true || v === 'true'), z.boolean().optional()),
  })
  .superRefine((b, ctx) => {
    if (b.audience !== 'all' && b.audienceIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['audienceIds'], message: 'required' });
    if (b.showFrom && b.showUntil && b.showFrom > b.showUntil)
      ctx.addIssue({ code: 'custom', path: ['showUntil'], message: 'dateOrder' });
  });
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;
export type TAnnouncementInput = z.output<typeof ZAnnouncementBody>;

export const ZAnnouncement = z.object({
  id: z.string(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  typeColor: z.string().nullable(),
  body: z.string(),
  /** whether it has an image (at `…/:id/image`; `imageVersion` changes with it, for the browser's cache) */
  hasImage: z.boolean(),
  imageVersion: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  audienceIds: z.array(z.string()),
  /** the audience's names, in the order of `audienceIds` */
  audienceNames: z.array(z.string()),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  showFrom: z.string().nullable(),
  showUntil: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
  /** active employees of the audience (within the viewer's scope), and how many of them have read it */
  audienceCount: z.number(),
  readCount: z.number(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementQuery = z.object({
  status: z.enum(ANNOUNCEMENT_STATUSES).optional().or(z.literal('')),
});

export const ZAnnouncementReader = z.object({
  /** the employee's */
  id: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type TAnnouncementReader = z.infer<typeof ZAnnouncementReader>;

export const ZAnnouncementPage = pageOf(ZAnnouncement);
export const ZAnnouncementReaderPage = pageOf(ZAnnouncementReader);

export const ZAnnouncementReadersQuery = z.object({ read: z.enum(['yes', 'no']).optional().or(z.literal('')) });

/** An announcement as its reader sees it. */
export const ZMyAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  typeName: z.string().nullable(),
  typeColor: z.string().nullable(),
  body: z.string(),
  hasImage: z.boolean(),
  imageVersion: z.string().nullable(),
  publishedAt: z.string().nullable(),
  showUntil: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type TMyAnnouncement = z.infer<typeof ZMyAnnouncement>;
