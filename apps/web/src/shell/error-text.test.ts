import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from '../platform/api-client.ts';
import { errorText } from './error-text.ts';
import { i18n } from './i18n.ts';
import en from '../locales/en/errors.json';
import km from '../locales/km/errors.json';
import zh from '../locales/zh/errors.json';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { errors: en }, km: { errors: km }, zh: { errors: zh } },
    ns: ['errors'],
  });
});

const api = (status: number, code: string | number, retryAfter?: number) =>
  new ApiError({ status, code, message: 'server text', retryAfter });

describe('errorText when the server is unavailable or busy', () => {
  it.each(['en', 'km', 'zh'] as const)('says so in %s for a 503 from the server and from a proxy', async (lng) => {
    const t = i18n.getFixedT(lng);
    const catalogue = { en, km, zh }[lng];
    expect(errorText(t, api(503, 'serviceUnavailable', 5))).toBe(catalogue.serviceUnavailable);
    // a proxy's HTML page for a server that is down: no JSON body, only the status
    expect(errorText(t, api(503, CLIENT_ERROR_CODES.badResponse))).toBe(catalogue.serviceUnavailable);
    expect(errorText(t, api(503, 'busy', 5))).toBe(catalogue.busy);
  });

  it('does not call a busy 429 a run of failed logins', () => {
    const t = i18n.getFixedT('en');
    expect(errorText(t, api(429, 'busy', 5))).toBe(en.busy);
    expect(errorText(t, api(429, 'tooManyAttempts', 120))).toBe('Too many failed logins. Try again in 2 minutes.');
  });
});

describe('errorText of a record in use', () => {
  it('names what uses it, with counts, in the language asked', () => {
    const inUse = new ApiError({
      status: 409,
      code: 'inUse',
      message: 'server text',
      fields: { employees: '3', holidays: '1' },
    });
    expect(errorText(i18n.getFixedT('en'), inUse)).toBe('In use by Employees (3), Holidays (1): it cannot be deleted');
    expect(errorText(i18n.getFixedT('zh'), inUse)).toBe('正被员工 (3), 假日 (1)使用，无法删除');
    // without the list (older answers, roles): the plain message
    expect(errorText(i18n.getFixedT('en'), api(409, 'inUse'))).toBe(en.inUse);
  });
});

describe('errorText with details', () => {
  it.each(['en', 'km', 'zh'] as const)('puts the answer’s details into the message in %s', (lng) => {
    const t = i18n.getFixedT(lng);
    const e = new ApiError({ status: 409, code: 'memberAlreadyIn', message: 'x', data: { name: 'Dara Sok' } });
    expect(errorText(t, e)).toBe({ en, km, zh }[lng].memberAlreadyIn.replace('{{name}}', 'Dara Sok'));
  });
});
