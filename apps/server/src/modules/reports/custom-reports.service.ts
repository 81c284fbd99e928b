import { PgDialect } from 'drizzle-orm/pg-core';
import {
  columnOf,
  definitionPages,
  definitionProblems,
  CHART_ROWS,
  PREVIEW_ROWS,
  type TCustomReport,
  type TReportDefinition,
  type TReportResult,
  ZCustomReportBody,
  ZReportDefinition,
} from '@staffdesk/core/custom-reports-api';
import { UUID } from '@staffdesk/core/form-fields';
import { can, pageByKey } from '@staffdesk/core/privileges';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { denial, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { compile } from './custom-query.ts';
import * as repo from './custom-reports.repo.ts';

const audit = entityAudit('customReport');
const who = (auth: TAuth) => ({
  tenantId: auth.tenantId!,
  userId: auth.userId,
  everyone: auth.loginType === 'hr_admin',
});

/** The caller may read every page the definition reads (its source's, a pay column's…): else 403, never a column. */
export function mayRead(auth: TAuth, d: TReportDefinition) {
  for (const page of definitionPages(d)) {
    const feature = pageByKey(page)?.feature;
    if (feature && auth.features[feature] !== true) throw denial('view', page);
    if (auth.loginType !== 'hr_admin' && !can(auth.privileges, page, 'view')) throw denial('view', page);
  }
}

/** A definition as the API takes it: parsed, checked against the declarations, readable by the caller. */
export function checkedDefinition(auth: TAuth, input: unknown): TReportDefinition {
  const d = parseBody(ZReportDefinition, input);
  const problems = definitionProblems(d);
  if (Object.keys(problems).length) throw appError(400, 'validation', problems);
  mayRead(auth, d);
  return d;
}

async function runPage(db: TDb, auth: TAuth, d: TReportDefinition, page: number, pageSize: number) {
  const q = compile(d, auth.tenantId!, await repo.tenantToday(db, auth.tenantId!));
  const rows = await db.execute<Record<string, string | number | null>>(q.rows(pageSize, (page - 1) * pageSize));
  // the page carries the whole count; a page past the end has no row to carry it
  const first = rows.rows[0];
  const total = first ? Number(first.__total) : page === 1 ? 0 : (await db.execute<{ n: number }>(q.count)).rows[0]!.n;
  return {
    columns: q.columns,
    rows: rows.rows.map((r) => q.columns.map((_, i) => r[`c${i}`] ?? null)),
    total,
    page,
    pageSize,
  } satisfies TReportResult;
}

/** The first rows of a definition being built; for its chart, every group (up to CHART_ROWS). */
export async function previewReport(s: TServices, auth: TAuth, input: unknown, chart = false): Promise<TReportResult> {
  const d = checkedDefinition(auth, input);
  return s.database.tenant(auth, (db) => runPage(db, auth, d, 1, chartRows(d, chart) ?? PREVIEW_ROWS));
}

/** A chart's rows: a grouped report's groups, up to CHART_ROWS; null when not asked or not grouped. */
const chartRows = (d: TReportDefinition, chart: boolean) => (chart && d.groups.length > 0 ? CHART_ROWS : null);

export async function listReports(s: TServices, auth: TAuth, q: TListQuery) {
  return s.database.tenant(auth, async (db) => {
    const r = await repo.reportPage(
      db,
      { ...who(auth), search: q.search?.trim() || undefined },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    );
    return { ...r, page: q.page, pageSize: q.pageSize };
  });
}

async function found(db: TDb, auth: TAuth, id: string, lock = false): Promise<TCustomReport> {
  const r = UUID.test(id) ? await repo.reportById(db, who(auth), id, lock) : null;
  if (!r) throw notFound();
  return r;
}

export const getReport = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, (db) => found(db, auth, id));

/** A saved report's page of rows, run now (or its chart's rows). */
export async function runReport(
  s: TServices,
  auth: TAuth,
  id: string,
  q: { page: number; pageSize: number; chart?: boolean },
) {
  return s.database.tenant(auth, async (db) => {
    const r = await found(db, auth, id);
    mayRead(auth, r.definition);
    const chart = chartRows(r.definition, q.chart === true);
    return chart ? runPage(db, auth, r.definition, 1, chart) : runPage(db, auth, r.definition, q.page, q.pageSize);
  });
}

async function rowOf(db: TDb, auth: TAuth, input: unknown): Promise<repo.TReportRow> {
  const body = parseBody(ZCustomReportBody, input);
  const definition = checkedDefinition(auth, body.definition);
  const roleIds = [...new Set(body.roleIds)];
  if ((await repo.knownRoles(db, auth.tenantId!, roleIds)).length !== roleIds.length)
    throw appError(400, 'validation', { roleIds: 'invalidReference' });
  const scheduled = body.frequency !== 'none';
  const recipientIds = scheduled ? [...new Set(body.recipientIds)] : [];
  if ((await repo.knownRecipients(db, auth.tenantId!, recipientIds)).length !== recipientIds.length)
    throw appError(400, 'validation', { recipientIds: 'invalidReference' });
  return {
    name: body.name,
    description: body.description ?? null,
    definition,
    roleIds,
    frequency: body.frequency,
    scheduleDay: scheduled ? (body.scheduleDay ?? null) : null,
    recipientIds,
  };
}

const shape = (
  r: Pick<TCustomReport, 'name' | 'definition' | 'roleIds' | 'frequency' | 'scheduleDay' | 'recipientIds'>,
) => ({
  name: r.name,
  source: r.definition.source,
  definition: r.definition,
  roleIds: r.roleIds,
  schedule:
    r.frequency === 'none' ? null : { frequency: r.frequency, day: r.scheduleDay, recipientIds: r.recipientIds },
});

export async function addReport(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const row = await rowOf(db, auth, input);
    const id = await repo.insertReport(db, auth.tenantId!, row, { id: auth.userId, name: auth.userName });
    const after = await found(db, auth, id);
    await audit(db, auth, 'create', id, { after: shape(after) }, req);
    return after;
  });
}

/** The report, if the caller may change it: its author or an HR admin (others: 403). */
async function ownLocked(db: TDb, auth: TAuth, id: string, action: 'edit' | 'delete') {
  const r = await found(db, auth, id, true);
  if (!r.mine) throw denial(action, 'customReports');
  return r;
}

export async function editReport(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const before = await ownLocked(db, auth, id, 'edit');
    const row = await rowOf(db, auth, input);
    await repo.updateReport(db, auth.tenantId!, id, row);
    const after = await found(db, auth, id);
    await audit(db, auth, 'update', id, { before: shape(before), after: shape(after) }, req);
    return after;
  });
}

export async function deleteReport(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const before = await ownLocked(db, auth, id, 'delete');
    await repo.deleteReport(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', id, { before: shape(before) }, req);
  });
}

/** Cells for a file: enum values named in `lang`, the rest as they are. */
function cellsOf(d: TReportDefinition, columns: TReportResult['columns'], lang: string) {
  const namers = columns.map((c) => {
    const col = c.column && !c.measure ? columnOf(d.source, c.column) : undefined;
    if (col?.type !== 'enum' || !col.names) return (v: unknown) => v ?? '';
    const { ns, prefix } = col.names;
    return (v: unknown) => (v == null ? '' : translate(lang, ns, `${prefix}.${String(v)}`, String(v)));
  });
  return (row: readonly unknown[]) => row.map((v, i) => namers[i]!(v));
}

/** The headers of a report's file in `lang`. */
function headersOf(d: TReportDefinition, columns: TReportResult['columns'], lang: string) {
  const t = (k: string, f: string) => translate(lang, 'reports', k, f);
  return columns.map((c) => {
    const name = c.column ? t(`columns.${d.source}.${c.column}`, c.column) : t('custom.rows', 'Rows');
    if (c.measure && c.measure !== 'count') return `${t(`custom.measures.${c.measure}`, c.measure)}: ${name}`;
    if (c.measure === 'count') return t('custom.measures.count', 'Count');
    return c.by && c.by !== 'day' ? `${name} (${t(`custom.by.${c.by}`, c.by)})` : name;
  });
}

type TReader = { tenantId: string; scope: TAuth['scope'] };

/**
 * A report's rows for a file as `who` reads them (their scope), from a cursor `batch` rows at a time (bounded
 * memory): the headers and named cells in `lang`, and the compiled query (its count for progress).
 */
export async function reportRows(s: TServices, who: TReader, d: TReportDefinition, lang: string, batch = 2000) {
  const query = await s.database.tenant(who, async (db) =>
    compile(d, who.tenantId, await repo.tenantToday(db, who.tenantId)),
  );
  const cursor = s.database.cursor<unknown[]>(who, new PgDialect().sqlToQuery(query.rows(null, 0)), {
    batch,
    rawDates: true,
  });
  const cells = cellsOf(d, query.columns, lang);
  async function* batches() {
    for await (const rows of cursor) yield rows.map(cells);
  }
  return { query, headers: headersOf(d, query.columns, lang), batches: batches() };
}

/** A saved report the caller may read, with its rows for a file in `lang`. */
export async function reportFile(s: TServices, auth: TAuth, id: string, lang: string) {
  const report = await getReport(s, auth, id);
  mayRead(auth, report.definition);
  return { report, ...(await reportRows(s, { tenantId: auth.tenantId!, scope: auth.scope }, report.definition, lang)) };
}

export const recipientOptions = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => repo.recipientOptions(db, auth.tenantId!));
