import { describe, expect, it } from 'vitest';
import { boardPath, isPublicCareersPath, jobPath } from './careers-paths.ts';

describe('careers paths', () => {
  it('recognises the public board and its shareable job addresses only', () => {
    expect(isPublicCareersPath('/demo/career/HQ')).toBe(true);
    expect(isPublicCareersPath('/demo/career/HQ/')).toBe(true);
    expect(isPublicCareersPath('/demo/career/HQ/job/123')).toBe(true);
    expect(isPublicCareersPath('/demo/careers')).toBe(false);
    expect(isPublicCareersPath('/demo/careercompany/HQ')).toBe(false);
    expect(isPublicCareersPath('/demo/career')).toBe(false);
    expect(isPublicCareersPath('/demo/career/HQ/job')).toBe(false);
    expect(isPublicCareersPath('/demo/login')).toBe(false);
  });

  it('builds encoded board and job paths', () => {
    expect(boardPath('demo', 'HQ')).toBe('/demo/career/HQ');
    expect(boardPath('demo', 'HQ', true)).toBe('/demo/careercompany/HQ');
    expect(jobPath('demo', 'A B', 'x/y')).toBe('/demo/career/A%20B/job/x%2Fy');
  });
});
