import type { TFunction } from 'i18next';
import type { TJobRow } from './jobs.api.ts';

/** A job's kind in the user's language (unknown kinds show as they are). */
export const kindLabel = (t: TFunction, kind: string) => t(`jobs:kinds.${kind}`, { defaultValue: kind });

/** What a job is about, from its label: a mail's recipient and subject, else its values joined. */
export function aboutText(j: Pick<TJobRow, 'kind' | 'label'>): string {
  const l = j.label;
  if (typeof l.to === 'string') return [l.to, l.subject].filter(Boolean).join(' · ');
  return Object.values(l).join(' · ');
}

/** The latest progress message, translated with its values. */
export const messageText = (t: TFunction, m: TJobRow['message']) =>
  m ? t(`jobs:messages.${m.key}`, { defaultValue: m.key, ...(m.values ?? {}) }) : '';

/** A failed attempt's reason: an app message code in the user's language, else the technical line as it is. */
export const errorLine = (t: TFunction, e: string | null) => (e ? t(`errors:${e}`, { defaultValue: e }) : '');
