import { type SQL, sql } from 'drizzle-orm';
import {
  columnOf,
  moneyCurrency,
  periodRange,
  resultColumns,
  type TRelativePeriod,
  type TReportDefinition,
  type TReportFilter,
  type TResultColumn,
} from '@staffdesk/core/custom-reports-api';
import { SOURCE_SQL } from './custom-sources.ts';

/**
 * A checked definition (see `definitionProblems`) as SQL: every piece comes from the source's declared expressions;
 * what the user typed is only ever a bound parameter. `today` resolves relative periods.
 */
export type TCompiled = {
  columns: TResultColumn[];
  /** the rows, sorted, from `offset`, at most `limit` (null: all, for a file); a page's rows carry `__total` */
  rows: (limit: number | null, offset: number) => SQL;
  count: SQL;
};

function condition(f: TReportFilter, e: SQL, type: string, today: string): SQL {
  const v = f.value ?? '';
  if (f.op === 'empty') return type === 'text' ? sql`coalesce(${e}, '') = ''` : sql`${e} is null`;
  if (f.op === 'notEmpty') return type === 'text' ? sql`coalesce(${e}, '') <> ''` : sql`${e} is not null`;
  if (type === 'enum') {
    const list = sql`${sql.param(f.values ?? [])}::text[]`;
    return f.op === 'in' ? sql`${e}::text = any(${list})` : sql`(${e} is null or not (${e}::text = any(${list})))`;
  }
  if (type === 'number') {
    const n = sql`${v}::numeric`;
    const ops: Record<string, SQL> = {
      eq: sql`${e} = ${n}`,
      gt: sql`${e} > ${n}`,
      gte: sql`${e} >= ${n}`,
      lt: sql`${e} < ${n}`,
      lte: sql`${e} <= ${n}`,
    };
    return ops[f.op]!;
  }
  if (type === 'date') {
    if (f.op === 'period') {
      const r = periodRange(v as TRelativePeriod, today);
      return sql`${e} between ${r.from}::date and ${r.to}::date`;
    }
    if (f.op === 'between') return sql`${e} between ${v}::date and ${f.to}::date`;
    return f.op === 'before' ? sql`${e} < ${v}::date` : sql`${e} > ${v}::date`;
  }
  if (f.op === 'contains') return sql`strpos(lower(${e}), lower(${v})) > 0`;
  if (f.op === 'eq') return sql`lower(${e}) = lower(${v})`;
  return sql`lower(${e}) is distinct from lower(${v})`;
}

/** A page's rows carry the count of all rows (`__total`, one pass with the page); a file's do not. */
const total = (limit: number | null) => (limit === null ? sql`` : sql`, count(*) over ()::int as "__total"`);

const grouped = (e: SQL, by: string | undefined) =>
  by === 'month' ? sql`to_char(${e}, 'YYYY-MM')` : by === 'year' ? sql`to_char(${e}, 'YYYY')` : e;

const measure = (fn: string, e: SQL | null): SQL => {
  if (fn === 'count' || !e) return sql`count(*)::int`;
  const agg = { sum: sql`sum`, avg: sql`avg`, min: sql`min`, max: sql`max` }[fn]!;
  return sql`round(${agg}(${e})::numeric, 2)::float8`;
};

export function compile(d: TReportDefinition, tenantId: string, today: string): TCompiled {
  const src = SOURCE_SQL[d.source];
  const expr = (k: string) => src.columns[k]!;
  const columns = resultColumns(d);
  const where = d.filters.map((f) => condition(f, expr(f.column), columnOf(d.source, f.column)!.type, today));
  const base = sql`${src.from(tenantId)}${where.length ? sql` and ${sql.join(where, sql` and `)}` : sql``}`;
  const dir = (asc: boolean) => (asc ? sql`asc nulls first` : sql`desc nulls last`);
  const asc = d.sort?.dir !== 'desc';

  if (d.groups.length === 0) {
    const select = sql.join(
      d.columns.map((k, i) => sql`${expr(k)} as ${sql.identifier(`c${i}`)}`),
      sql`, `,
    );
    const sortAt = d.sort ? d.columns.indexOf(d.sort.key) : 0;
    const order = sql`${sql.raw(String(sortAt + 1))} ${dir(asc)}, ${sql.join(
      d.columns.map((_, i) => sql.raw(String(i + 1))),
      sql`, `,
    )}`;
    return {
      columns,
      rows: (limit, offset) =>
        sql`select ${select}${total(limit)} from ${base} order by ${order}${limit === null ? sql`` : sql` limit ${limit}`} offset ${offset}`,
      count: sql`select count(*)::int as n from ${base}`,
    };
  }

  const keys: SQL[] = d.groups.map((g) => grouped(expr(g.column), g.by));
  if (moneyCurrency(d) && !d.groups.some((g) => g.column === 'currency')) keys.push(expr('currency'));
  const measures = d.measures.map((m) => measure(m.fn, m.column ? expr(m.column) : null));
  const select = sql.join(
    [...keys, ...measures].map((e, i) => sql`${e} as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const groupBy = sql.join(
    keys.map((_, i) => sql.raw(String(i + 1))),
    sql`, `,
  );
  const at = d.sort ? columns.findIndex((c) => c.key === d.sort!.key) : 0;
  const order = sql`${sql.raw(String(at + 1))} ${dir(asc)}, ${groupBy}`;
  return {
    columns,
    rows: (limit, offset) =>
      sql`select ${select}${total(limit)} from ${base} group by ${groupBy} order by ${order}${limit === null ? sql`` : sql` limit ${limit}`} offset ${offset}`,
    count: sql`select count(*)::int as n from (select ${sql.join(keys, sql`, `)} from ${base} group by ${groupBy}) g`,
  };
}
