/**
 * A shipped catalogue with changed texts laid over it (issue 20, decision 0047): each change names a dotted key;
 * one whose key is not a text of the catalogue is left out. The catalogue itself is not changed. Zod-free: the web's
 * first load uses it.
 */
export function withTexts<T extends Record<string, unknown>>(
  catalogue: T,
  changes: Iterable<readonly [string, string]> | undefined,
): T {
  const list = changes ? [...changes] : [];
  if (list.length === 0) return catalogue;
  const out = structuredClone(catalogue);
  for (const [key, text] of list) {
    const parts = key.split('.');
    let node: unknown = out;
    for (const part of parts.slice(0, -1))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const last = parts.at(-1)!;
    if (node && typeof node === 'object' && typeof (node as Record<string, unknown>)[last] === 'string')
      (node as Record<string, unknown>)[last] = text;
  }
  return out;
}
