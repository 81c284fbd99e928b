import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    '57P01',
    '57P02',
    '57P03',
    '53300',
    '08000',
    '08006',
    '08001',
    '08P01',
  ])('knows %s', (code) => {
    expect(isDatabaseUnavailable(pgError(code))).toBe(true);
  });

  it('knows what pg and pg-pool throw without a code', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });

  it('looks through the errors that wrap them (drizzle, AggregateError)', () => {
    const drizzleError = Object.assign(new Error('Failed query: select 1'), {
      cause: pgError('57P01', 'terminating connection due to administrator command'),
    });
    expect(isDatabaseUnavailable(drizzleError)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves the query’s own failures alone', () => {
    for (const code of ['23505', '42P01', '22P02', '40001', '57014'])
      expect(isDatabaseUnavailable(pgError(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: pgError('23505') }))).toBe(false);
  });
});
