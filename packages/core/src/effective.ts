/**
 * Effective-dated data (statutory packs, tax tables, rates): each version applies from its `from` day (YYYY-MM-DD)
 * until the next one starts. The version in force on a day is the latest that starts on or before it; null before
 * the first.
 */
export function inForceOn<T extends { from: string }>(versions: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const v of versions) if (v.from <= day && (!found || v.from > found.from)) found = v;
  return found;
}
