import { afterEach, vi } from 'vitest';

/**
 * Sets the clock the server reads (`Date` only: timers, sockets and the database run as ever). Only ever set it
 * backwards or a little ahead: a session idle for 12 hours by this clock ends. `realClockAfterEach()` puts the
 * real clock back after every test of the file.
 */
export function serverClockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export const realClockAfterEach = () => afterEach(() => vi.useRealTimers());
