import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  DETAIL_ROWS,
  EMPLOYEE_DETAIL_ROWS,
  EXPERIENCE,
  GENDERS,
  PIPELINE_STAGES,
  ZApplicationInput,
  ZJobPostInput,
  embedVideoUrl,
  htmlToText,
  jobPostingJsonLd,
  jsonForScript,
  shortText,
} from './careers.ts';

describe('constants', () => {
  it("carry the spec's codes", () => {
    expect(GENDERS.map((g) => [g.code, g.label])).toEqual([
      [1, 'Male'],
      [2, 'Female'],
      [3, 'No Preference'],
    ]);
    expect(EXPERIENCE.map((e) => e.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(EXPERIENCE[0]!.label).toBe('Fresher');
    expect(EXPERIENCE[1]!.label).toBe('1 Year');
    expect(EXPERIENCE[10]!.label).toBe('10 Year');
    expect(EXPERIENCE[11]!.label).toBe('10+ Year');
    expect(PIPELINE_STAGES[0]).toBe('applied');
    expect(PIPELINE_STAGES.slice(1)).toEqual([
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
    ]);
  });
  it('lists the detail rows in the spec order; the employee variant stops at Job Description', () => {
    expect(DETAIL_ROWS.map((r) => r.label)).toEqual([
      'Job Type',
      'Position',
      'Date Of Closing',
      'Date Of Posted',
      'Minimum_Experience',
      'Gender',
      'Long Description',
      'Job Description Title',
      'Job Description',
      'Functions',
      'Qualification',
      'Responsibilities',
      'Salary',
      'Reporting',
      'Shifts',
      'Perks and Benefits',
    ]);
    expect(EMPLOYEE_DETAIL_ROWS.at(-1)!.label).toBe('Job Description');
    expect(EMPLOYEE_DETAIL_ROWS).toHaveLength(9);
  });
});

describe('shortText', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>Hello <b>world</b> &amp; <i>you</i></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Hello world & you one two',
    );
    expect(htmlToText('<script>alert(1)</script>ok')).toBe('ok');
  });
  it('keeps short text whole', () => {
    expect(shortText('<p>Short one</p>', 50)).toEqual({ text: 'Short one', isCut: false });
    expect(shortText(null, 10)).toEqual({ text: '', isCut: false });
  });
  it('cuts at a word boundary with an ellipsis', () => {
    const r = shortText('<p>The quick brown fox jumps over the lazy dog</p>', 20);
    expect(r).toEqual({ text: 'The quick brown fox…', isCut: true });
    expect(r.text.length).toBeLessThanOrEqual(21);
  });
  it('cuts one long word hard', () => {
    expect(shortText('a'.repeat(50), 10)).toEqual({ text: `${'a'.repeat(10)}…`, isCut: true });
  });
  it('does not leave trailing punctuation before the ellipsis', () => {
    expect(shortText('Hello, world, again and again', 13).text).toBe('Hello, world…');
  });
});

describe('embedVideoUrl', () => {
  it('turns YouTube links into embed URLs', () => {
    for (const u of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(embedVideoUrl(u), u).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });
  it('turns Vimeo links into player URLs', () => {
    expect(embedVideoUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedVideoUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedVideoUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('refuses everything else', () => {
    for (const u of [
      '',
      'not a url',
      'javascript:alert(1)',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=bad',
      'https://vimeo.com/about',
      'ftp://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(embedVideoUrl(u), u).toBeNull();
    }
    expect(embedVideoUrl(null)).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  const post = {
    id: 'p1',
    code: 'JOB-0001',
    title: 'Cook',
    description: '<p>Cook</p>',
    postedDate: '2025-01-01',
    closingDate: '2025-02-01',
    positions: 2,
    jobTypeName: 'Full Time',
    minimumExperience: 3,
  };
  it('builds a schema.org JobPosting', () => {
    const j = jobPostingJsonLd(
      post,
      { title: 'Acme', address: 'Street 1', logoUrl: 'https://x/logo.png' },
      'https://x/demo/career/HQ/job/p1',
    );
    expect(j).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Cook',
      datePosted: '2025-01-01',
      validThrough: '2025-02-01T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme', logo: 'https://x/logo.png' },
      jobLocation: { address: { streetAddress: 'Street 1' } },
      totalJobOpenings: 2,
      experienceRequirements: { monthsOfExperience: 24 },
      url: 'https://x/demo/career/HQ/job/p1',
    });
  });
  it('serialises safely for a script element', () => {
    const s = jsonForScript(
      jobPostingJsonLd({ ...post, title: '</script><script>alert(1)</script>' }, { title: 'A' }, 'u'),
    );
    expect(s).not.toContain('<');
    expect(JSON.parse(s).title).toBe('</script><script>alert(1)</script>');
  });
});

describe('ZJobPostInput', () => {
  const ok = {
    organizationId: '00000000-0000-4000-8000-000000000001',
    jobTitleId: '00000000-0000-4000-8000-000000000002',
    jobTypeId: '00000000-0000-4000-8000-000000000003',
    jobDescriptionId: '00000000-0000-4000-8000-000000000004',
    title: 'Cook',
    description: '<p>x</p>',
    positions: '2',
    postedDate: '2025-01-01',
    closingDate: '2025-02-01',
    gender: 3,
    minimumExperience: 1,
  };
  it('accepts a minimal post and defaults the rest', () => {
    const v = ZJobPostInput.parse(ok);
    expect(v).toMatchObject({ positions: 2, status: 'draft', visibility: 'public', httpLink: null, perks: null });
  });
  it('answers field codes', () => {
    const r = ZJobPostInput.safeParse({
      ...ok,
      title: '',
      gender: 4,
      minimumExperience: 13,
      httpLink: 'nope',
      closingDate: '2024-12-31',
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      title: 'required',
      gender: 'tooLarge',
      minimumExperience: 'tooLarge',
      httpLink: 'invalidLink',
    });
  });
  it('refuses a closing date before the posted date', () => {
    const r = ZJobPostInput.safeParse({ ...ok, closingDate: '2024-12-31' });
    expect(r.error!.issues[0]).toMatchObject({ path: ['closingDate'], message: 'closingBeforePosted' });
  });
});

describe('ZApplicationInput', () => {
  const ok = { name: 'Ann', mobileNo: '012345678', email: 'ann@example.com', disclosureApproved: 'true' };
  it('accepts a valid form', () => {
    expect(ZApplicationInput.parse({ ...ok, profileUrl: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toMatchObject({
      profileUrl: null,
      disclosureApproved: true,
    });
  });
  it("answers the spec's messages", () => {
    const r = ZApplicationInput.safeParse({
      name: '',
      mobileNo: 'abc',
      email: 'x',
      profileUrl: 'x',
      videoUrl: 'https://evil.com/v',
      disclosureApproved: 'false',
    });
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      name: 'Enter Name!',
      mobileNo: APPLICATION_MESSAGES.mobileNoInvalid,
      email: 'Enter Email!',
      profileUrl: 'Enter Valid link',
      videoUrl: APPLICATION_MESSAGES.videoUrlInvalid,
      disclosureApproved: 'See and Approve Disclosure',
    });
  });
  it('tells an empty mobile number from a wrong one', () => {
    const message = (mobileNo: string) =>
      ZApplicationInput.safeParse({ mobileNo }).error!.issues.find((i) => i.path[0] === 'mobileNo')!.message;
    expect(message('')).toBe('Enter Mobile No!');
    expect(message('  ')).toBe('Enter Mobile No!');
    expect(message('12ab')).toBe('Enter a valid mobile number (digits, with + and spaces allowed)');
  });
});
