import type { TSession } from '@staffdesk/core/auth';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Puts the session a sign-in or sign-out answered into the cache. A session fetch already on its way (the first
 * render asks with the browser's old cookie) is cancelled first: answering last, it would put the old user back.
 */
export async function replaceSession(session: TSession | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.session, exact: true });
  queryClient.setQueryData(queryKeys.session, session);
}
