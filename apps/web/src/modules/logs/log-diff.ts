/** One changed field of an audit entry. */
export type TDiffRow = { field: string; before: unknown; after: unknown };

const asObject = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between `before` and `after` (a create has no before, a delete no after). jsonb
 * keeps keys in an order of its own, so fields named in `order` (a resource's declaration) come first, in it.
 */
export function logDiff(before: unknown, after: unknown, order: readonly string[] = []): TDiffRow[] {
  const b = asObject(before);
  const a = asObject(after);
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i < 0 ? order.length : i;
  };
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort((x, y) => rank(x) - rank(y));
  return keys.filter((k) => !same(b[k], a[k])).map((k) => ({ field: k, before: b[k] ?? null, after: a[k] ?? null }));
}
