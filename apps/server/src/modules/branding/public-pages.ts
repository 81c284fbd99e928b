import { eq, sql } from 'drizzle-orm';
import { ALL_PUBLIC_PAGES, type TPublicPage, type TPublicPages } from '@staffdesk/core/branding-api';
import { ERRORS } from '@staffdesk/core/messages';
import type { TDb } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TServices } from '../../platform/services.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** A switched-off public page answers as an unknown account would (spec 2.2, issue 20). */
const unknown = () => new AppError(404, 'accountNotFound', ERRORS.accountNotFound);

const on = (pages: Partial<TPublicPages> | undefined, wanted: readonly TPublicPage[]) =>
  wanted.some((p) => ({ ...ALL_PUBLIC_PAGES, ...pages })[p]);

/** 404 unless the account offers one of the pages (an unknown account is left to the caller's own answer). */
export async function publicPageOn(s: TServices, account: string, wanted: readonly TPublicPage[]): Promise<void> {
  const rows = await s.database.anonymous((db) =>
    db
      .select({ pages: tenants.publicPages })
      .from(tenants)
      .where(eq(tenants.account, account.trim().toLowerCase()))
      .limit(1),
  );
  if (rows[0] && !on(rows[0].pages, wanted)) throw unknown();
}

/** The same inside a transaction that knows the tenant by id (a public pass's requests). */
export async function publicPageOnIn(db: TDb, tenantId: string, wanted: readonly TPublicPage[]): Promise<void> {
  const r = await db.execute<{ pages: TPublicPages }>(
    sql`select public_pages as pages from tenants where id = ${tenantId}`,
  );
  if (!on(r.rows[0]?.pages, wanted)) throw unknown();
}
