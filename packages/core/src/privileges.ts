import { z } from 'zod';
import type { TPageFlags, TPrivilegeFlags } from './privilege-registry.ts';

export * from './privilege-registry.ts';

export const ZPageFlags = z.object({
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  approve: z.boolean(),
}) satisfies z.ZodType<TPageFlags>;
/** Flags per page; a page missing from the record has no flag set. */
export const ZPrivilegeFlags = z.record(z.string(), ZPageFlags.partial()) satisfies z.ZodType<TPrivilegeFlags>;
