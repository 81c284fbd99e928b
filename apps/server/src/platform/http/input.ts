import type { FastifyInstance } from 'fastify';
import { appError } from '../errors.ts';

/**
 * Text PostgreSQL cannot store or that is no real Unicode: a NUL (text columns refuse it, the query fails) or a
 * UTF-16 surrogate without its pair (JSON allows `"\ud800"`; it becomes U+FFFD or an error further on).
 */
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isBadText = (s: string): boolean => BAD_TEXT.test(s);

/** Whether a parsed value holds bad text in any string or key, however deep (bounded: bodies are ≤ 2 MB anyway). */
export function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasBadText(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (isBadText(k) || hasBadText(v, depth + 1)) return true;
  return false;
}

/** 400 `invalidInput`: input no route could store (see docs/api.md, "Input rules"). */
export const invalidInput = () => appError(400, 'invalidInput');

/**
 * One check for every route, before its schema runs: a NUL or a lone surrogate anywhere in the path parameters,
 * the query or a JSON body answers 400 `invalidInput`. Multipart parts are checked as they are read
 * (files/uploads.ts), as that body is read only by the handler.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (hasBadText(req.params) || hasBadText(req.query) || hasBadText(req.body)) throw invalidInput();
  });
}
