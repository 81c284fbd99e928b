import { afterEach, describe, expect, it } from 'vitest';
import type { TSession } from '@staffdesk/core/auth';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { replaceSession } from './session-cache.ts';

const as = (email: string) => ({ email }) as unknown as TSession;

afterEach(() => queryClient.clear());

describe('replaceSession', () => {
  it('wins over a session fetch that was already on its way (the old cookie answers last)', async () => {
    // the app's first render asks for the session with the browser's old cookie …
    let answer!: (s: TSession) => void;
    const stale = queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () => new Promise<TSession>((r) => (answer = r)),
    });
    // … while a sign-in (support link, login) gets the new one
    await replaceSession(as('hr@demo.test'));
    answer(as('super@staffdesk.test'));
    await stale.catch(() => undefined);
    expect(queryClient.getQueryData<TSession>(queryKeys.session)?.email).toBe('hr@demo.test');
  });

  it('sets the session when nothing is in flight, and clears it with null', async () => {
    await replaceSession(as('emp@demo.test'));
    expect(queryClient.getQueryData<TSession>(queryKeys.session)?.email).toBe('emp@demo.test');
    await replaceSession(null);
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
  });
});
