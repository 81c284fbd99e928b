/**
 * Paths of the careers pages. Kept free of any runtime import: the boot script reads it before choosing which
 * bundle to load, so the public board never pulls the admin app.
 */

/** `/{account}/career/{orgCode}` and `/{account}/career/{orgCode}/job/{id}` (spec 2.1 Job Frontend Url). */
const PUBLIC_BOARD = /^\/[^/]+\/career\/[^/]+(\/job\/[^/]+)?\/?$/;

export const isPublicCareersPath = (pathname: string): boolean => PUBLIC_BOARD.test(pathname);

const seg = encodeURIComponent;

/** The board of an organization: public (`career`) or the employees' one (`careercompany`). */
export const boardPath = (account: string, orgCode: string, company = false) =>
  `/${seg(account)}/${company ? 'careercompany' : 'career'}/${seg(orgCode)}`;

/** The shareable address of one post on a board; it opens the board with the post's dialog. */
export const jobPath = (account: string, orgCode: string, id: string, company = false) =>
  `${boardPath(account, orgCode, company)}/job/${seg(id)}`;

/** The default picture of a post without one (shipped in `public/`). */
export const DEFAULT_JOB_IMAGE = '/careers/default-job.svg';
