import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { UUID } from '@staffdesk/core/form-fields';
import {
  statutoryBody,
  type TStatutoryList,
  type TStatutoryScheme,
  type TStatutoryVersion,
} from '@staffdesk/core/payroll-statutory';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { PLATFORM_PACKS, type TKhPacks, type TMyPacks } from './packs.ts';

/**
 * The statutory packs as a tenant sees them (issue 14, decision 0034): the platform's versions with the tenant's own
 * merged in by their day — one of the tenant's replaces the platform's of the same day. What the run and the
 * calculator compute with, and what the settings pages list and edit.
 */
export type TPacks = { MY: TMyPacks; KH: TKhPacks };
type TPlatformVersion = { from: string; source: string; unconfirmed?: boolean } & Record<string, unknown>;
type TRow = {
  id: string;
  scheme: TStatutoryScheme;
  from: string;
  source: string;
  data: Record<string, unknown>;
  updatedAt: string;
  updatedByName: string | null;
};

const platformOf = (scheme: TStatutoryScheme): readonly TPlatformVersion[] =>
  (scheme === 'kh' ? PLATFORM_PACKS.KH.versions : PLATFORM_PACKS.MY[scheme]) as unknown as TPlatformVersion[];

async function rowsOf(db: TDb, tenantId: string, scheme?: TStatutoryScheme): Promise<TRow[]> {
  const r = await db.execute<TRow>(sql`
    select id, scheme, to_char(effective_from, 'YYYY-MM-DD') as "from", source, data,
           updated_at as "updatedAt", updated_by_name as "updatedByName"
      from statutory_versions
     where tenant_id = ${tenantId} ${scheme ? sql`and scheme = ${scheme}` : sql``}
     order by effective_from`);
  return r.rows;
}

/** Platform and tenant versions of one scheme, oldest first, each saying where it comes from. */
function merged(scheme: TStatutoryScheme, rows: readonly TRow[]): TStatutoryVersion[] {
  const byDay = new Map<string, TStatutoryVersion>();
  for (const { from, source, unconfirmed, ...data } of platformOf(scheme))
    byDay.set(from, {
      id: null,
      from,
      source,
      unconfirmed: !!unconfirmed,
      origin: 'platform',
      replacesPlatform: false,
      data,
      updatedAt: null,
      updatedByName: null,
    });
  for (const r of rows.filter((x) => x.scheme === scheme))
    byDay.set(r.from, {
      id: r.id,
      from: r.from,
      source: r.source,
      unconfirmed: false,
      origin: 'tenant',
      replacesPlatform: byDay.has(r.from),
      data: r.data,
      updatedAt: new Date(r.updatedAt).toISOString(),
      updatedByName: r.updatedByName,
    });
  return [...byDay.values()].sort((a, b) => a.from.localeCompare(b.from));
}

/** A scheme's versions as the rules take them: the figures with their day. */
const asPack = <T>(versions: readonly TStatutoryVersion[]) =>
  versions.map((v) => ({ ...v.data, from: v.from, source: v.source, unconfirmed: v.unconfirmed })) as unknown as T[];

/** The tenant's packs, in its transaction: the platform's as they are when it has no versions of its own. */
export async function packsOf(db: TDb, tenantId: string): Promise<TPacks> {
  const rows = await rowsOf(db, tenantId);
  if (rows.length === 0) return PLATFORM_PACKS;
  return {
    MY: {
      epf: asPack(merged('epf', rows)),
      socso: asPack(merged('socso', rows)),
      eis: asPack(merged('eis', rows)),
      pcb: asPack(merged('pcb', rows)),
    },
    KH: { versions: asPack(merged('kh', rows)) },
  };
}

export const tenantPacks = (s: TServices, auth: TAuth) => s.database.tenant(auth, (db) => packsOf(db, auth.tenantId!));

export async function listStatutory(s: TServices, auth: TAuth, scheme: TStatutoryScheme): Promise<TStatutoryList> {
  const rows = await s.database.tenant(auth, (db) => rowsOf(db, auth.tenantId!, scheme));
  return { scheme, versions: merged(scheme, rows).reverse() };
}

const snap = (v: TStatutoryVersion | undefined) => (v ? { source: v.source, data: v.data } : null);

/** Saves the tenant's version of a scheme from a day (new, or replacing theirs of that day); audited. */
export async function saveStatutory(
  s: TServices,
  auth: TAuth,
  scheme: TStatutoryScheme,
  body: unknown,
  req: FastifyRequest,
): Promise<TStatutoryVersion> {
  const v = parseBody(statutoryBody(scheme), body, undefined, true);
  const day = v.from;
  const tenantId = auth.tenantId!;
  const actor = actorOf(auth)!;
  return s.database.tenant(auth, async (db) => {
    const before = merged(scheme, await rowsOf(db, tenantId, scheme)).find((x) => x.from === day);
    await db.execute(sql`
      insert into statutory_versions (tenant_id, scheme, effective_from, source, data, updated_by, updated_by_name)
      values (${tenantId}, ${scheme}, ${day}, ${v.source}, ${JSON.stringify(v.data)}::jsonb, ${actor.id}, ${actor.name})
      on conflict (tenant_id, scheme, effective_from) do update
        set source = excluded.source, data = excluded.data, updated_at = now(),
            updated_by = excluded.updated_by, updated_by_name = excluded.updated_by_name`);
    const after = merged(scheme, await rowsOf(db, tenantId, scheme)).find((x) => x.from === day)!;
    await auditIn(
      db,
      {
        tenantId,
        actor,
        action: before?.origin === 'tenant' ? 'statutory.update' : 'statutory.create',
        entity: 'statutory',
        entityId: `${scheme}:${day}`,
        before: snap(before),
        after: snap(after),
      },
      req,
    );
    return after;
  });
}

/** Removes one of the tenant's versions (the platform's of its day, if any, applies again); audited. */
export async function removeStatutory(
  s: TServices,
  auth: TAuth,
  scheme: TStatutoryScheme,
  id: string,
  req: FastifyRequest,
): Promise<void> {
  const tenantId = auth.tenantId!;
  await s.database.tenant(auth, async (db) => {
    const before = UUID.test(id) ? (await rowsOf(db, tenantId, scheme)).find((r) => r.id === id) : undefined;
    if (!before) throw notFound();
    await db.execute(sql`delete from statutory_versions where tenant_id = ${tenantId} and id = ${id}`);
    const day = before.from;
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth)!,
        action: 'statutory.delete',
        entity: 'statutory',
        entityId: `${scheme}:${day}`,
        before: { source: before.source, data: before.data },
        after: null,
      },
      req,
    );
  });
}
