import { z } from 'zod';
import { columnOf, SOURCE_KEYS, sourceOf, type TColumnType } from './custom-report-sources.ts';
import { addDays, isoWeekday, monthStart, ZDate } from './dates.ts';
import { optionalText, requiredText, UUID } from './form-fields.ts';

export * from './custom-report-sources.ts';

/**
 * Custom reports (issue 19, decision 0046): a report is a definition over one source — columns, filters, grouping
 * with measures, sort — compiled on the server from the declared sources (never SQL from the client). A source
 * needs its privilege page; a column may need another (pay needs the payslips page). Rows are always the caller's
 * scope (row-level security).
 */

/** Relative periods a date filter may name, resolved on the day the report runs (in the tenant's first zone). */
export const RELATIVE_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
  'last7Days',
  'last30Days',
  'last90Days',
] as const;
export type TRelativePeriod = (typeof RELATIVE_PERIODS)[number];

export const FILTER_OPS = {
  text: ['contains', 'eq', 'neq', 'empty', 'notEmpty'],
  number: ['eq', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  date: ['period', 'between', 'before', 'after', 'empty', 'notEmpty'],
  enum: ['in', 'notIn'],
} as const satisfies Record<TColumnType, readonly string[]>;
export const ALL_OPS = [...new Set(Object.values(FILTER_OPS).flat())] as [string, ...string[]];
export type TFilterOp = (typeof FILTER_OPS)[TColumnType][number];
/** ops that take no value */
export const VALUELESS_OPS: readonly string[] = ['empty', 'notEmpty'];

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export const MEASURES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type TMeasure = (typeof MEASURES)[number];
export const CHARTS = ['none', 'bar', 'line'] as const;

export const REPORT_LIMITS = { columns: 20, filters: 10, groups: 2, measures: 5, values: 50 } as const;
/** rows a preview shows */
export const PREVIEW_ROWS = 20;
/** groups a chart draws at most (`?chart=1` on a grouped preview or run) */
export const CHART_ROWS = 500;

const key = z.string({ error: 'required' }).min(1, { error: 'required' }).max(40);
export const ZReportFilter = z.object({
  column: key,
  op: z.enum(ALL_OPS, { error: 'invalidOption' }),
  /** text or number operand; the period's name; the first day of `between`, the day of `before`/`after` */
  value: z.string().max(200).optional(),
  /** the last day of `between` */
  to: ZDate.optional(),
  /** `in` and `notIn` */
  values: z.array(z.string().max(60)).max(REPORT_LIMITS.values).optional(),
});
export type TReportFilter = z.infer<typeof ZReportFilter>;

export const ZReportGroup = z.object({ column: key, by: z.enum(DATE_PARTS).optional() });
export const ZReportMeasure = z.object({ fn: z.enum(MEASURES, { error: 'invalidOption' }), column: key.optional() });
export type TReportMeasure = z.infer<typeof ZReportMeasure>;

/**
 * A report's definition. Ungrouped: the rows with `columns`. Grouped: one row per group with the group's columns
 * then the measures (a money measure adds the currency to the groups). `sort` names a column (ungrouped) or `g0`,
 * `g1`, `m0`… (grouped).
 */
export const ZReportDefinition = z.object({
  source: z.enum(SOURCE_KEYS, { error: 'invalidOption' }),
  columns: z.array(key).max(REPORT_LIMITS.columns, { error: 'tooMany' }).default([]),
  filters: z.array(ZReportFilter).max(REPORT_LIMITS.filters, { error: 'tooMany' }).default([]),
  groups: z.array(ZReportGroup).max(REPORT_LIMITS.groups, { error: 'tooMany' }).default([]),
  measures: z.array(ZReportMeasure).max(REPORT_LIMITS.measures, { error: 'tooMany' }).default([]),
  sort: z.object({ key, dir: z.enum(['asc', 'desc']) }).optional(),
  chart: z.enum(CHARTS).default('none'),
});
export type TReportDefinition = z.infer<typeof ZReportDefinition>;
export type TReportDefinitionInput = z.input<typeof ZReportDefinition>;

/** The output columns of a definition: what each result column is. */
export type TResultColumn = {
  key: string;
  /** the source column (null for a row count) */
  column: string | null;
  type: TColumnType;
  measure?: TMeasure;
  by?: (typeof DATE_PARTS)[number];
};

export const ZResultColumn = z.object({
  key: z.string(),
  column: z.string().nullable(),
  type: z.enum(['text', 'number', 'date', 'enum']),
  measure: z.enum(MEASURES).optional(),
  by: z.enum(DATE_PARTS).optional(),
});

export const ZReportResult = z.object({
  columns: z.array(ZResultColumn),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TReportResult = z.infer<typeof ZReportResult>;

/** Problems of a definition against the declarations, by field: what the builder shows and the server refuses. */
export function definitionProblems(d: TReportDefinition): Record<string, string> {
  const out: Record<string, string> = {};
  const source = sourceOf(d.source);
  if (!source) return { source: 'invalidOption' };
  const col = (k: string | undefined) => (k ? source.columns.find((c) => c.key === k) : undefined);
  const grouped = d.groups.length > 0;
  if (!grouped && d.columns.length === 0) out.columns = 'required';
  if (d.columns.some((k) => !col(k)) || new Set(d.columns).size !== d.columns.length) out.columns = 'invalidOption';
  d.filters.forEach((f, i) => {
    const c = col(f.column);
    if (!c || !(FILTER_OPS[c.type] as readonly string[]).includes(f.op)) out[`filters.${i}`] = 'invalidOption';
    else if (VALUELESS_OPS.includes(f.op)) return;
    else if (c.type === 'enum') {
      if (!f.values?.length || f.values.some((v) => !c.values?.includes(v))) out[`filters.${i}`] = 'required';
    } else if (c.type === 'number') {
      if (!f.value || !/^-?\d{1,12}(\.\d{1,4})?$/.test(f.value)) out[`filters.${i}`] = 'invalidNumber';
    } else if (c.type === 'date') {
      if (f.op === 'period') {
        if (!(RELATIVE_PERIODS as readonly string[]).includes(f.value ?? '')) out[`filters.${i}`] = 'invalidOption';
      } else if (!f.value || !ZDate.safeParse(f.value).success) out[`filters.${i}`] = 'invalidDate';
      else if (f.op === 'between' && (!f.to || f.to < f.value)) out[`filters.${i}`] = 'dateOrder';
    } else if (!f.value?.trim()) out[`filters.${i}`] = 'required';
  });
  d.groups.forEach((g, i) => {
    const c = col(g.column);
    if (!c || (g.by && c.type !== 'date') || d.groups.findIndex((x) => x.column === g.column) !== i)
      out[`groups.${i}`] = 'invalidOption';
  });
  if (grouped && d.measures.length === 0) out.measures = 'required';
  d.measures.forEach((m, i) => {
    const c = col(m.column);
    if (m.fn === 'count' ? m.column !== undefined : c?.type !== 'number') out[`measures.${i}`] = 'invalidOption';
  });
  if (d.sort) {
    const keys = resultColumns(d).map((c) => c.key);
    if (!keys.includes(d.sort.key)) out.sort = 'invalidOption';
  }
  return out;
}

/** The result's columns, in order: ungrouped the chosen columns; grouped the groups (and currency) then measures. */
export function resultColumns(d: TReportDefinition): TResultColumn[] {
  const source = sourceOf(d.source);
  const type = (k: string): TColumnType => source?.columns.find((c) => c.key === k)?.type ?? 'text';
  if (d.groups.length === 0) return d.columns.map((k) => ({ key: k, column: k, type: type(k) }));
  const out: TResultColumn[] = d.groups.map((g, i) => ({
    key: `g${i}`,
    column: g.column,
    type: g.by && g.by !== 'day' ? 'text' : type(g.column),
    ...(g.by ? { by: g.by } : {}),
  }));
  if (moneyCurrency(d) && !d.groups.some((g) => g.column === 'currency'))
    out.push({ key: 'currency', column: 'currency', type: 'text' });
  return [
    ...out,
    ...d.measures.map(
      (m, i): TResultColumn => ({ key: `m${i}`, column: m.column ?? null, type: 'number', measure: m.fn }),
    ),
  ];
}

/** Whether a grouped definition adds up money (then each currency is its own group). */
export function moneyCurrency(d: TReportDefinition): boolean {
  return d.measures.some((m) => m.fn !== 'count' && m.column && columnOf(d.source, m.column)?.money);
}

/** The privilege pages a definition reads: its source's and its columns'. */
export function definitionPages(d: TReportDefinition): string[] {
  const source = sourceOf(d.source);
  if (!source) return [];
  const used = new Set<string>([
    ...d.columns,
    ...d.filters.map((f) => f.column),
    ...d.groups.map((g) => g.column),
    ...d.measures.flatMap((m) => (m.column ? [m.column] : [])),
  ]);
  const pages = new Set([source.page]);
  for (const c of source.columns) if (c.page && used.has(c.key)) pages.add(c.page);
  if (moneyCurrency(d)) {
    const currency = source.columns.find((c) => c.key === 'currency');
    if (currency?.page) pages.add(currency.page);
  }
  return [...pages];
}

// saved reports

export const REPORT_FREQUENCIES = ['none', 'weekly', 'monthly'] as const;

export type TReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** the most people a schedule mails */
export const RECIPIENTS_MAX = 20;

export const ZCustomReportBody = z
  .object({
    name: requiredText(120),
    description: optionalText(500),
    definition: ZReportDefinition,
    /** sub-admin roles it is shared with (HR admins see every report) */
    roleIds: z
      .array(z.string().regex(UUID, { error: 'invalidReference' }))
      .max(50)
      .default([]),
    /** mailed as Excel: weekly on `scheduleDay` (1 = Monday … 7) or monthly on that day (1–28) */
    frequency: z.enum(REPORT_FREQUENCIES, { error: 'invalidOption' }).default('none'),
    scheduleDay: z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' }).nullable().optional(),
    recipientIds: z
      .array(z.string().regex(UUID, { error: 'invalidReference' }))
      .max(RECIPIENTS_MAX, { error: 'tooMany' })
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.frequency === 'none') return;
    const max = b.frequency === 'weekly' ? 7 : 28;
    if (b.scheduleDay == null || b.scheduleDay < 1 || b.scheduleDay > max)
      ctx.addIssue({ code: 'custom', path: ['scheduleDay'], message: 'invalidOption' });
    if (b.recipientIds.length === 0) ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: 'required' });
  });

/**
 * The period a schedule mails for on `today`, once its day has come in the period (a week from Monday, a calendar
 * month): `2026-W48` or `2026-11`; null before the day or without a schedule.
 */
export function schedulePeriod(frequency: TReportFrequency, day: number | null, today: string): string | null {
  if (frequency === 'none' || day === null) return null;
  if (frequency === 'monthly') return Number(today.slice(8, 10)) >= day ? today.slice(0, 7) : null;
  if (isoWeekday(today) < day) return null;
  // the ISO week: the year of its Thursday
  const thursday = addDays(today, 4 - isoWeekday(today));
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  const week = Math.floor((Date.parse(thursday) - Date.parse(jan1)) / 86_400_000 / 7) + 1;
  return `${thursday.slice(0, 4)}-W${String(week).padStart(2, '0')}`;
}
export type TCustomReportBody = z.input<typeof ZCustomReportBody>;

export const ZCustomReport = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  definition: ZReportDefinition,
  roleIds: z.array(z.string()),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  frequency: z.enum(REPORT_FREQUENCIES),
  scheduleDay: z.number().nullable(),
  recipientIds: z.array(z.string()),
  recipients: z.array(z.object({ id: z.string(), name: z.string() })),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the caller may change or remove it */
  mine: z.boolean(),
});
export type TCustomReport = z.infer<typeof ZCustomReport>;

export const ZCustomReportPage = z.object({
  rows: z.array(ZCustomReport),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The first and last day of a relative period on `today` (weeks from Monday). */
export function periodRange(period: TRelativePeriod, today: string): { from: string; to: string } {
  const y = Number(today.slice(0, 4));
  const monday = addDays(today, 1 - isoWeekday(today));
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: monday, to: addDays(monday, 6) };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'thisMonth':
      return { from: monthStart(today), to: addDays(monthStart(today, 1), -1) };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    case 'thisYear':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    case 'lastYear':
      return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
  }
}
