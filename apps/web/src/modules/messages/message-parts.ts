import type { TConversationAudience } from '@staffdesk/core/messages-api';

/** Whom a conversation is with: the employee's name, or the kind and the names. */
export function audienceLabel(
  t: (k: string) => string,
  c: { audience: TConversationAudience; audienceNames: string[] },
): string {
  return c.audience === 'employee'
    ? (c.audienceNames[0] ?? '')
    : `${t(`audiences.${c.audience}`)}: ${c.audienceNames.join(', ')}`;
}
