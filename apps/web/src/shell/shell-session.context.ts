import { createContext, useContext } from 'react';
import type { TSession } from '@staffdesk/core/auth';

/** The session of the logged-in shell; pages inside the shell never see a missing one. */
export const ShellSessionContext = createContext<TSession | null>(null);

export function useShellSession(): TSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('useShellSession outside the app shell');
  return session;
}
