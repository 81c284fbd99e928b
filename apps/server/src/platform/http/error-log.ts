import type { FastifyRequest } from 'fastify';

/** The fields of a PostgreSQL error (pg's DatabaseError) that name no data. */
type TDbError = {
  code: string;
  severity: string;
  constraint?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
};

const isDbError = (e: unknown): e is TDbError =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as TDbError).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((e as TDbError).code));

/** pg's error in the cause chain: Drizzle wraps it in an error whose message holds the query and its parameters. */
export function dbErrorOf(err: unknown): TDbError | undefined {
  for (let e = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) if (isDbError(e)) return e;
  return undefined;
}

/** A query error carries SQL and values in its message, parameters and `detail`: none of it may reach the log. */
const isQueryError = (err: unknown) =>
  !!dbErrorOf(err) || (!!err && typeof err === 'object' && ('params' in err || 'query' in err));

/**
 * What the error handler logs of an unexpected error. A failed query's parameters, pg's `detail` ("Key (email)=(…)")
 * and even its message ('invalid input syntax for type uuid: "…"') hold personal data, so a query error is logged
 * by its SQLSTATE, constraint, table and column only; other errors keep their message and stack.
 */
export function errorLogFields(err: unknown, req: FastifyRequest): Record<string, unknown> {
  const where = { reqId: req.id, method: req.method, route: req.routeOptions?.url };
  if (!isQueryError(err)) return { ...where, err };
  const db = dbErrorOf(err);
  return {
    ...where,
    db: db
      ? {
          code: db.code,
          constraint: db.constraint,
          table: db.table,
          column: db.column,
          dataType: db.dataType,
          routine: db.routine,
        }
      : {},
    errType: (err as Error).name,
  };
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: text it cannot store, a number or date out of range, a bad
 * uuid) are the input's fault: the handler answers them 400 should one slip past the edge checks.
 */
export const isDataException = (err: unknown): boolean => dbErrorOf(err)?.code.startsWith('22') ?? false;

/** Rules the database's triggers enforce (closed attendance, issue 12; closed payroll, issue 14), by their detail. */
const TRIGGER_RULES = ['attendanceClosed', 'payrollClosed'] as const;

/** The trigger rule a refused write broke, answered 409 with its message whichever module wrote; else null. */
export const triggerRuleOf = (err: unknown): (typeof TRIGGER_RULES)[number] | null => {
  const e = dbErrorOf(err) as (TDbError & { detail?: string }) | undefined;
  if (e?.code !== 'P0001') return null;
  return TRIGGER_RULES.find((r) => r === e.detail) ?? null;
};
