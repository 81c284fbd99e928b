/** Business constants from spec section 9. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const TOAST_TIMEOUT_MS = 5000;
export const DIALOG_MAX_WIDTH_PX = 900;
export const LAYOUT_BREAKPOINT_PX = 1440;
export const SUBMIT_LOCK_MS = 5000;
export const QR_REFRESH_MS = 30_000;
export const ACCOUNT_NAME_MAX = 10;
export const UPLOAD_MAX_BYTES = 1024 * 1024;

export const LANGUAGES = ['en', 'km', 'zh'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', km: 'ខ្មែរ', zh: '中文' };

export const THEMES = ['modern', 'classic', 'dark', 'light'] as const;
export type TTheme = (typeof THEMES)[number];

/** Login throttling: failures per account+email inside the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'sd_session';
/** The platform session put aside while support works as a tenant's HR admin in the same browser. */
export const RETURN_COOKIE = 'sd_return';

/** Spec section 9. */
export const FREQUENCIES = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly', 'OneTime'] as const;
export const PAYROLL_TYPES = ['flatSalary', 'salaryAttendance', 'salaryAttendanceOt', 'hourlyWages'] as const;
