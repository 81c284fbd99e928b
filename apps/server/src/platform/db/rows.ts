/** A snake_case row (raw SQL, a cursor) in the camelCase shape drizzle gives. */
export function camelRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())] = v;
  return out as T;
}

/** A timestamp as the API sends it (ISO 8601, UTC), whether the driver gave a Date or a string; null stays null. */
export const iso = (v: unknown): string | null =>
  v == null ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();
