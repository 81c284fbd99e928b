import type { TLanguage } from '@staffdesk/core/constants';
import { storedLanguagePick } from '../../shell/i18n.ts';
import { fetchTenantBrief, fetchViewer } from './careers-public.api.ts';

export type TPublicBoardData = {
  account: string;
  orgCode: string;
  /** "Back To Dashboard": only for a user logged into this account */
  dashboardPath: string | null;
  tenantName: string;
};

/** `/{account}/career/{orgCode}[/job/{id}]` → its account and organization code. */
export function boardAddress(pathname: string): { account: string; orgCode: string } | null {
  const m = /^\/([^/]+)\/career\/([^/]+)/.exec(pathname);
  if (!m?.[1] || !m[2]) return null;
  try {
    return { account: decodeURIComponent(m[1]), orgCode: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}

/**
 * Before the public board renders: the tenant must exist (null = go to the 404 page); the board speaks this
 * browser's last pick, else the logged-in user's language, else the tenant's default. A failing tenant lookup
 * does not block the board, which has its own retry.
 */
export async function preparePublicBoard(
  account: string,
  orgCode: string,
): Promise<{ data: TPublicBoardData; language: TLanguage | null } | null> {
  const [viewer, tenant] = await Promise.all([fetchViewer(), fetchTenantBrief(account).catch(() => undefined)]);
  if (tenant === null) return null;
  const mine = viewer !== null && viewer.account === account;
  const language = storedLanguagePick() ?? (mine ? viewer.language : (tenant?.defaultLanguage ?? null));
  return {
    data: {
      account,
      orgCode,
      dashboardPath: mine ? `/${encodeURIComponent(account)}` : null,
      tenantName: tenant?.name ?? '',
    },
    language,
  };
}
