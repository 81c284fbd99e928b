import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '@staffdesk/core/constants';
import { IMPORT_MAX_ROWS, type TImportPreview, type TImportRowError } from '@staffdesk/core/imports';
import { actorOf, auditIn, requestInfo, type TRequestInfo } from '../audit/audit.ts';
import type { TDb, TTenantCaller } from '../db/db.ts';
import { AppError, appError, notFound } from '../errors.ts';
import type { TAuth } from '../http/access.ts';
import { translate } from '../i18n.ts';
import type { TServices } from '../services.ts';
import { imports } from './imports.tables.ts';
import { readTable } from './read-table.ts';

/** Who runs an import's writes: the uploader's tenant and scope, and their name for the records. */
export type TImportActor = { id: string; type: string; name: string };

/**
 * One bulk import, declared once (issue 10): its columns (headers from the `imports` catalogue in each language;
 * the English ones and the keys are always accepted), how a row is checked against what the tenant has, and how a
 * batch of checked rows is written. The pipeline does the rest: template, upload, preview, one transaction.
 */
export type TImportSpec<T, C> = {
  kind: string;
  /** the entity named in the audit row */
  entity: string;
  columns: readonly { key: string; required?: boolean }[];
  /** rows of the downloadable template, by column key */
  example: readonly Record<string, string>[];
  /** what rows are checked against (e.g. organization codes, records that exist), read as the uploader */
  context(db: TDb, auth: TAuth): Promise<C>;
  /**
   * one row's value, or what is wrong with it by column (codes of the `imports` catalogue's `errors`); `rowNo` is
   * the row's number in the file (the header is row 1)
   */
  row(cells: Record<string, string>, ctx: C, rowNo: number): { value?: T; errors: Omit<TImportRowError, 'row'>[] };
  /** rows with the same key are duplicates (in the file or of an existing record: `exists`) */
  key(value: T): string;
  /** a row repeating an earlier one of the file: an error (the default), or skipped (a device's punch read twice) */
  duplicates?: 'error' | 'ignore';
  exists(ctx: C, value: T): boolean;
  /** writes one batch (at most BATCH rows) in the import's transaction */
  insert(db: TDb, tenantId: string, rows: T[], actor: TImportActor): Promise<void>;
  /** after the last batch, in the same transaction: what spans batches (imported payroll months are closed here) */
  finish?(db: TDb, tenantId: string, actor: TImportActor): Promise<void>;
};

export const IMPORT_JOB = 'import.commit';
const BATCH = 1000;
const PREVIEW_ERRORS = 500;

/** A column's header in one language. */
export const headerOf = (kind: string, key: string, lang: string) =>
  translate(lang, 'imports', `${kind}.columns.${key}`, key);

/** Which column each header cell names (by key or its header in any language), or undefined. */
function columnsOf(spec: TImportSpec<unknown, unknown>, header: string[]) {
  const names = new Map<string, string>();
  for (const c of spec.columns) {
    names.set(c.key.toLowerCase(), c.key);
    for (const l of LANGUAGES) names.set(headerOf(spec.kind, c.key, l).trim().toLowerCase(), c.key);
  }
  return header.map((h) => names.get(h.trim().toLowerCase()));
}

/** Reads, checks and keeps an uploaded file; nothing is written to the tenant's records yet. */
export async function previewImport<T, C>(
  s: TServices,
  auth: TAuth,
  spec: TImportSpec<T, C>,
  file: { name: string; content: Buffer },
): Promise<TImportPreview> {
  const tenantId = auth.tenantId!;
  const ctx = await s.database.tenant(auth, (db) => spec.context(db, auth));
  const errors: TImportRowError[] = [];
  const values: T[] = [];
  const seen = new Map<string, number>();
  let columns: (string | undefined)[] | undefined;
  let total = 0;
  let rowNo = 0;
  for await (const cells of readTable(file.content)) {
    rowNo++;
    if (!columns) {
      columns = columnsOf(spec as TImportSpec<unknown, unknown>, cells);
      for (const c of spec.columns)
        if (c.required && !columns.includes(c.key)) errors.push({ row: 1, column: c.key, code: 'missingColumn' });
      if (errors.length) break;
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    if (++total > IMPORT_MAX_ROWS) throw appError(400, 'importTooManyRows', { file: 'importTooManyRows' });
    const named: Record<string, string> = {};
    columns.forEach((k, i) => {
      if (k) named[k] = cells[i] ?? '';
    });
    const r = spec.row(named, ctx, rowNo);
    for (const e of r.errors) errors.push({ row: rowNo, ...e });
    if (!r.value) continue;
    const key = spec.key(r.value);
    const first = seen.get(key);
    if (first && spec.duplicates === 'ignore') continue;
    if (first) errors.push({ row: rowNo, column: '', code: 'duplicateInFile', values: { row: first } });
    else if (spec.exists(ctx, r.value)) errors.push({ row: rowNo, column: '', code: 'exists' });
    else {
      seen.set(key, rowNo);
      values.push(r.value);
    }
  }
  if (!columns) throw appError(400, 'importNoRows', { file: 'importNoRows' });
  if (total === 0 && errors.length === 0) throw appError(400, 'importNoRows', { file: 'importNoRows' });
  const row = await s.database.tenant(auth, async (db) => {
    const [r] = await db
      .insert(imports)
      .values({
        tenantId,
        kind: spec.kind,
        fileName: file.name.slice(0, 200),
        totalRows: total,
        rows: errors.length ? [] : values,
        errors,
        createdBy: auth.userId,
        createdByName: auth.userName,
      })
      .returning({ id: imports.id });
    return r!;
  });
  return {
    id: row.id,
    fileName: file.name,
    total,
    valid: errors.length ? total - new Set(errors.map((e) => e.row)).size : total,
    errorCount: errors.length,
    errors: errors.slice(0, PREVIEW_ERRORS),
  };
}

export type TImportJob = {
  kind: string;
  importId: string;
  caller: Exclude<TTenantCaller, string>;
  actor: TImportActor;
  req: TRequestInfo;
};

/** Import: the checked rows of a preview without errors go to a job (one transaction, all or nothing). */
export async function commitImport(
  s: TServices,
  auth: TAuth,
  spec: TImportSpec<unknown, unknown>,
  id: string,
  req: FastifyRequest,
) {
  const tenantId = auth.tenantId!;
  const imp = await s.database.tenant(auth, async (db) => {
    const [r] = await db
      .select({
        state: imports.state,
        errors: imports.errors,
        createdBy: imports.createdBy,
        fileName: imports.fileName,
      })
      .from(imports)
      .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id), eq(imports.kind, spec.kind)))
      .for('update');
    if (!r || r.createdBy !== auth.userId) throw notFound();
    if (r.state !== 'previewed') throw appError(409, 'importNotReady');
    if (r.errors.length) throw appError(400, 'importHasErrors');
    await db
      .update(imports)
      .set({ state: 'queued' })
      .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
    return r;
  });
  const job: TImportJob = {
    kind: spec.kind,
    importId: id,
    caller: { tenantId, scope: auth.scope },
    actor: actorOf(auth)!,
    req: requestInfo(req),
  };
  const jobId = await s.jobs.send(IMPORT_JOB, job, {
    tenantId,
    userId: auth.userId,
    userName: auth.userName,
    label: { import: spec.kind, file: imp.fileName },
  });
  await s.database.tenant(auth, (db) =>
    db
      .update(imports)
      .set({ jobId })
      .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id))),
  );
  return { jobId };
}

/** The job: every row in one transaction, progress per batch; a failure leaves nothing written. */
export async function runImport(
  s: TServices,
  specs: ReadonlyMap<string, TImportSpec<unknown, unknown>>,
  job: TImportJob,
  progress: (percent: number, message: { key: string; values?: Record<string, number> }) => Promise<void>,
) {
  const spec = specs.get(job.kind);
  if (!spec) throw new Error(`unknown import ${job.kind}`);
  const tenantId = job.caller.tenantId!;
  const where = and(eq(imports.tenantId, tenantId), eq(imports.id, job.importId));
  try {
    const count = await s.database.tenant(job.caller, async (db) => {
      const [imp] = await db.select().from(imports).where(where).for('update');
      if (imp?.state !== 'queued') throw new AppError(409, 'importNotReady', 'importNotReady');
      const rows = imp.rows;
      for (let i = 0; i < rows.length; i += BATCH) {
        await spec.insert(db, tenantId, rows.slice(i, i + BATCH), job.actor);
        const done = Math.min(rows.length, i + BATCH);
        await progress((done / rows.length) * 100, { key: 'importRows', values: { done, total: rows.length } });
      }
      await spec.finish?.(db, tenantId, job.actor);
      await db.update(imports).set({ state: 'done', rows: [] }).where(where);
      await auditIn(
        db,
        {
          tenantId,
          actor: job.actor,
          action: 'import',
          entity: spec.entity,
          entityId: job.importId,
          after: { file: imp.fileName, rows: rows.length },
        },
        job.req,
      );
      return rows.length;
    });
    return { rows: count };
  } catch (e) {
    await s.database.tenant(tenantId, (db) => db.update(imports).set({ state: 'failed' }).where(where));
    throw e instanceof AppError ? e : new AppError(500, 'bulkImportFailed', 'Bulk Import Failed');
  }
}
