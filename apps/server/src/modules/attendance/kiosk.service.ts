import { sql } from 'drizzle-orm';
import { QR_MESSAGES, type TKioskQr } from '@staffdesk/core/attendance-api';
import { ERRORS } from '@staffdesk/core/messages';
import { purposeMac, sameMac } from '../../platform/auth/secret-box.ts';
import { dummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { qrDataUrl } from '../../platform/qr.ts';
import type { TConfig } from '../../config.ts';
import type { TServices } from '../../platform/services.ts';

/**
 * The organization's QR kiosk (issue 12, spec `/Organizationqrcode`). A screen signs in with the organization code
 * and the kiosk password, then shows a QR code: a link to the employees' check-in page carrying a token. With a
 * dynamic QR the token is an HMAC of the organization and the current period (`qrSeconds`), so it changes on
 * every period and is accepted only while current or one period late; a photo of yesterday's screen is useless. A
 * static QR (printed) carries one token per organization. The kiosk's own sign-in is a signed cookie that ends
 * when the kiosk password changes.
 */
export const KIOSK_COOKIE = 'sd_kiosk';
export const KIOSK_MAX_AGE_MS = 30 * 24 * 3_600_000;

/** What the keys come from: the server's secret (APP_SECRET, else DATA_DIR/app-secret). */
type TKeySource = { config: Pick<TConfig, 'appSecret' | 'dataDir'> };

const qrMac = purposeMac('staffdesk kiosk qr v1');
const kioskMac = purposeMac('staffdesk kiosk session v1');

export type TKioskOrg = {
  tenantId: string;
  account: string;
  id: string;
  title: string;
  code: string;
  dynamic: boolean;
  seconds: number;
  passwordHash: string | null;
};

/** The token of an organization's QR for a period (`slot`), or its one static token. */
export const qrToken = (s: TKeySource, o: { tenantId: string; id: string }, slot: number | 'static') =>
  qrMac(s.config, `${o.tenantId}|${o.id}|${slot}`);

const slotAt = (seconds: number, now: Date) => Math.floor(now.getTime() / (seconds * 1000));

/** Whether a scanned token is the organization's current one (or the one just before, for a scan at the turn). */
export function qrValid(
  s: TKeySource,
  o: { tenantId: string; id: string; dynamic: boolean; seconds: number },
  token: string,
  now: Date,
) {
  if (!o.dynamic) return sameMac(token, qrToken(s, o, 'static'));
  const slot = slotAt(o.seconds, now);
  return sameMac(token, qrToken(s, o, slot)) || sameMac(token, qrToken(s, o, slot - 1));
}

const ORG = sql`select o.tenant_id as "tenantId", t.account, o.id, o.title, o.code, o.qr_interval = 'dynamic' as dynamic,
  coalesce(o.qr_seconds, 30) as seconds, o.kiosk_password_hash as "passwordHash"
  from organizations o join tenants t on t.id = o.tenant_id`;

export async function kioskOrg(db: TDb, account: string, code: string): Promise<TKioskOrg | null> {
  const r = await db.execute<TKioskOrg>(sql`${ORG}
    where t.account = ${account.toLowerCase()} and t.status = 'active' and lower(o.code) = lower(${code})
      and o.deleted_at is null`);
  return r.rows[0] ?? null;
}

async function kioskOrgById(db: TDb, tenantId: string, id: string): Promise<TKioskOrg | null> {
  const r = await db.execute<TKioskOrg>(sql`${ORG}
    where o.tenant_id = ${tenantId} and o.id = ${id} and t.status = 'active' and o.deleted_at is null`);
  return r.rows[0] ?? null;
}

const qrError = (code: 2 | 3) => new AppError(code === 2 ? 400 : 401, code, QR_MESSAGES[code]);

/** The kiosk's sign-in: `tenantId.orgId.expiry.mac`, the mac also over the kiosk password's hash. */
function kioskCookie(s: TKeySource, o: TKioskOrg, now: Date) {
  const body = `${o.tenantId}.${o.id}.${now.getTime() + KIOSK_MAX_AGE_MS}`;
  return `${body}.${kioskMac(s.config, `${body}|${o.passwordHash}`)}`;
}

/** Checks the organization code and kiosk password (the same time whether the organization exists or not). */
export async function kioskLogin(s: TServices, body: { account: string; code: string; password?: string }) {
  if (!body.password) throw qrError(2);
  const o = await s.database.platform((db) => kioskOrg(db, body.account, body.code));
  const ok = await verifyPassword(o?.passwordHash ?? (await dummyHash()), body.password);
  if (!o?.passwordHash || !ok) throw qrError(3);
  return { cookie: kioskCookie(s, o, new Date()), org: o };
}

/** The organization a kiosk cookie names, while it is unexpired and the kiosk password unchanged. */
export async function kioskFromCookie(s: TServices, cookie: string | undefined): Promise<TKioskOrg> {
  const signedOut = new AppError(401, 'kioskSignedOut', ERRORS.kioskSignedOut);
  const [tenantId, orgId, expiry, sig] = (cookie ?? '').split('.');
  if (!tenantId || !orgId || !expiry || !sig || !/^[0-9a-f-]{36}$/.test(tenantId) || !/^[0-9a-f-]{36}$/.test(orgId))
    throw signedOut;
  if (Number(expiry) < Date.now()) throw signedOut;
  const o = await s.database.platform((db) => kioskOrgById(db, tenantId, orgId));
  if (!o?.passwordHash) throw signedOut;
  if (!sameMac(sig, kioskMac(s.config, `${tenantId}.${orgId}.${expiry}|${o.passwordHash}`))) throw signedOut;
  return o;
}

/** What the kiosk screen shows now: the QR of the current period (dynamic) or the static one. */
export async function kioskQr(s: TServices, o: TKioskOrg, now = new Date()): Promise<TKioskQr> {
  const slot = o.dynamic ? slotAt(o.seconds, now) : 'static';
  const token = qrToken(s, o, slot);
  const link = `${publicOrigin(s.config)}/${encodeURIComponent(o.account)}/attendance/checkinout?k=${o.code}.${token}`;
  return {
    title: o.title,
    orgCode: o.code,
    dynamic: o.dynamic,
    seconds: o.seconds,
    qrImage: await qrDataUrl(link, 320),
    link,
    now: now.toISOString(),
    validUntil: typeof slot === 'number' ? new Date((slot + 1) * o.seconds * 1000).toISOString() : null,
  };
}
