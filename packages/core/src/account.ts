import { z } from 'zod';
import { LOGIN_TYPES } from './auth.ts';
import { LANGUAGES } from './constants.ts';

/** The caller's own account page (`/myprofile/Add`, `/{account}/myprofile/Add`): every login type has one. */
export const ZAccount = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
  photoUrl: z.string().nullable(),
  loginType: z.enum(LOGIN_TYPES),
  companyName: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const NAME_MAX = 100;

/** Name and language. Loose strings: the server answers field codes (`required`, `tooLong`), not schema text. */
export const ZAccountUpdate = z.object({
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;

export const ZPasswordChange = z.object({ currentPassword: z.string(), newPassword: z.string() });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZPhoto = z.object({ photoUrl: z.string().nullable() });

/** The upload field of `PUT /account/photo`. */
export const PHOTO_FIELD = 'photo';

export const ZAccountSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** summarised from the user agent; null when it names none we know */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** the session of the request itself */
  current: z.boolean(),
  /** set when platform support opened it ("Open as HR admin") */
  supportName: z.string().nullable(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZEndedSessions = z.object({ ended: z.number() });

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)|Chromium\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* .*Safari\//, 'Safari'],
  [/curl\/|HeadlessChrome|node-fetch|undici|axios/i, 'Script'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131", "macOS": enough to tell one's own sessions apart, never the whole user agent string. */
export function summariseUserAgent(ua: string | null | undefined): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const version = m.slice(1).find((x) => x && /^\d+$/.test(x));
      browser = version && name !== 'Script' ? `${name} ${version}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}

/** Where the caller's own photo is served; the key changes with every upload, so the answer may be cached. */
export const accountPhotoPath = (key: string) => `/api/v1/account/photo/${key}`;
