/** A catalogue text by its place: namespace and dotted key. */
export type TTextKey = { namespace: string; key: string };

type TCatalogues = Record<string, unknown>;

function* texts(node: unknown, prefix: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [prefix, node];
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* texts(v, prefix ? `${prefix}.${k}` : k);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The catalogue texts a shown text comes from (translator mode): those equal to it, else those whose placeholders
 * it fills (`Hello {{name}}` for "Hello Srey"). `catalogues`: namespace → the catalogue as loaded.
 */
export function keysOfText(shown: string, catalogues: TCatalogues): TTextKey[] {
  const text = normal(shown);
  if (!text) return [];
  const exact: TTextKey[] = [];
  const filled: TTextKey[] = [];
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const [key, value] of texts(catalogue, '')) {
      const v = normal(value);
      if (v === text) exact.push({ namespace, key });
      else if (v.includes('{{')) {
        const parts = v.split(/\{\{[^}]+\}\}/).map(escapeRegExp);
        if (parts.join('').trim() && new RegExp(`^${parts.join('(.+?)')}$`, 'u').test(text))
          filled.push({ namespace, key });
      }
    }
  }
  return exact.length > 0 ? exact : filled;
}
