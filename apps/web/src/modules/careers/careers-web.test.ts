import { describe, expect, it } from 'vitest';
import { CAREER_UPLOAD_MAX_BYTES, DETAIL_ROWS, type TApplicantBoard, type TDetailRow } from '@staffdesk/core/careers';
import { isSafeHref } from '../../platform/rich-html.ts';
import { resumeProblem } from './apply-checks.ts';
import { isEmbeddable, moved } from './applicants.ts';
import { codedValueKey, visibleRows } from './job-detail-rows.ts';

const rows: TDetailRow[] = DETAIL_ROWS.map((r) => ({
  key: r.key,
  label: r.label,
  rich: r.rich,
  text: 'x',
  code: null,
  html: null,
  short: null,
  isCut: false,
}));

describe('careers web helpers', () => {
  it('shows employees the rows only up to Job Description, in the spec order', () => {
    expect(visibleRows(rows, false).map((r) => r.key)).toEqual(DETAIL_ROWS.map((r) => r.key));
    const employee = visibleRows(rows, true).map((r) => r.key);
    expect(employee.at(-1)).toBe('description');
    expect(employee).toEqual(DETAIL_ROWS.filter((r) => r.employee).map((r) => r.key));
  });

  it('translates gender and experience by their codes', () => {
    expect(codedValueKey({ key: 'gender', code: 2 })).toBe('gender.2');
    expect(codedValueKey({ key: 'minimumExperience', code: 12 })).toBe('experience.12');
    expect(codedValueKey({ key: 'salary', code: null })).toBeNull();
  });

  it('checks the résumé before sending: required, type by extension, under 1 MB', () => {
    expect(resumeProblem(null)).toBe('resume');
    expect(resumeProblem({ name: 'cv.exe', size: 10 })).toBe('resumeType');
    expect(resumeProblem({ name: 'cv', size: 10 })).toBe('resumeType');
    expect(resumeProblem({ name: 'CV.PDF', size: 10 })).toBeNull();
    for (const ext of ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx', 'txt'])
      expect(resumeProblem({ name: `a.${ext}`, size: 1 })).toBeNull();
    expect(resumeProblem({ name: 'a.pdf', size: CAREER_UPLOAD_MAX_BYTES + 1 })).toBe('fileTooLarge');
    expect(resumeProblem({ name: 'a.pdf', size: CAREER_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('moves a card between pipeline columns with the counts', () => {
    const card = { id: 'a', name: 'A', email: 'a@x.test', mobileNo: '1', appliedAt: '2026-01-01T00:00:00Z' };
    const board: TApplicantBoard = {
      post: { id: 'p', code: 'JOB-1', title: 'T', status: 'published' },
      columns: [
        { stage: 'applied', label: 'Applied', count: 1, cards: [card] },
        { stage: 'offer', label: 'Offer', count: 0, cards: [] },
      ],
    };
    const after = moved(board, 'a', 'offer');
    expect(after.columns.map((c) => [c.stage, c.count, c.cards.map((x) => x.id)])).toEqual([
      ['applied', 0, []],
      ['offer', 1, ['a']],
    ]);
    expect(moved(board, 'missing', 'offer')).toBe(board);
  });

  it('embeds only YouTube and Vimeo players, and links only to http(s) and mail', () => {
    expect(isEmbeddable('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isEmbeddable('https://player.vimeo.com/video/1')).toBe(true);
    expect(isEmbeddable('https://evil.test/embed')).toBe(false);
    expect(isEmbeddable('javascript:alert(1)')).toBe(false);
    expect(isEmbeddable(null)).toBe(false);
    expect(isSafeHref('https://a.test')).toBe(true);
    expect(isSafeHref('mailto:a@b.test')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});
