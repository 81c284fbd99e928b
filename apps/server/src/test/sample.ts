import { z } from 'zod';

/**
 * Builds a small value that a route's schema accepts, so that a generic walk over every route (isolation.test.ts)
 * gets past validation and into the handler. Works from the schema's JSON Schema (zod 4's toJSONSchema, or the
 * schema itself when a route declares plain JSON Schema). Only required properties are filled; a uuid anywhere
 * is `uuid`, so a record reference in a body points at the record under test too.
 */
type TJson = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: TJson[];
  oneOf?: TJson[];
  allOf?: TJson[];
  items?: TJson | TJson[];
  prefixItems?: TJson[];
  properties?: Record<string, TJson>;
  required?: string[];
  $ref?: string;
  $defs?: Record<string, TJson>;
  definitions?: Record<string, TJson>;
};

const isZod = (s: unknown): s is z.ZodType =>
  !!s && typeof s === 'object' && typeof (s as { safeParse?: unknown }).safeParse === 'function';

export function toJson(schema: unknown): TJson | undefined {
  if (!schema) return undefined;
  if (!isZod(schema)) return schema as TJson;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJson;
  } catch {
    return undefined;
  }
}

/** Whether the schema accepts the value (true when there is no schema or it is not a zod schema). */
export function accepts(schema: unknown, value: unknown): boolean {
  if (!isZod(schema)) return true;
  return schema.safeParse(value).success;
}

const STRINGS = [
  '2026-01-15',
  '2026-01-15T08:00:00.000Z',
  '2026-01-15T08:00',
  '08:00',
  '08:00:00',
  'abc',
  'a',
  '1',
  'someone@example.com',
  'https://example.com',
  'x',
];

function sampleString(s: TJson, uuid: string): string {
  switch (s.format) {
    case 'uuid':
      return uuid;
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T08:00:00.000Z';
    case 'time':
      return '08:00:00';
    case 'uri':
    case 'url':
      return 'https://example.com';
  }
  const min = s.minLength ?? 1;
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    let re: RegExp | undefined;
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      re = undefined;
    }
    const hit = re && [uuid, ...STRINGS].find((v) => re!.test(v) && fits(v));
    if (hit) return hit;
  }
  return 'x'.repeat(Math.min(Math.max(min, 1), s.maxLength ?? Infinity));
}

function sampleNumber(s: TJson, integer: boolean): number {
  let n = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.5) : 1);
  if (s.maximum !== undefined && n > s.maximum) n = s.maximum;
  return integer ? Math.ceil(n) : n;
}

export function sample(schema: TJson | undefined, uuid: string, root: TJson | undefined = schema, depth = 0): unknown {
  if (!schema || depth > 10) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    const target = root?.$defs?.[name] ?? root?.definitions?.[name];
    if (schema.$ref === '#') return sample(root, uuid, root, depth + 1);
    return sample(target, uuid, root, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const pick = union.find((u) => u.type !== 'null') ?? union[0];
    return sample(pick, uuid, root, depth + 1);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((p) => sample(p, uuid, root, depth + 1));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts[0];
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return sampleString(schema, uuid);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
      if (tuple) return tuple.map((i) => sample(i, uuid, root, depth + 1));
      const n = schema.minItems ?? 0;
      return Array.from({ length: n }, () => sample(schema.items as TJson, uuid, root, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        out[key] = sample(schema.properties?.[key], uuid, root, depth + 1) ?? 'x';
      return out;
    }
    default:
      return 'x';
  }
}

/** Query strings carry strings only. */
export function asQuery(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value))
    if (v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}
