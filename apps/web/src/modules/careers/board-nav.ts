import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * How a job board reads and changes its address. The public board runs without the app's router (its bundle
 * stays small), the employees' board inside it; each gives the board one of these.
 */
export type TBoardTo = { pathname: string; search?: string };

export type TBoardNav = {
  pathname: string;
  search: string;
  /** history state of the current entry */
  state: unknown;
  push: (to: TBoardTo, state?: unknown) => void;
  replace: (to: TBoardTo, state?: unknown) => void;
  back: () => void;
};

export const BoardNavContext = createContext<TBoardNav | null>(null);

export function useBoardNav(): TBoardNav {
  const nav = useContext(BoardNavContext);
  if (!nav) throw new Error('useBoardNav outside a BoardNavContext');
  return nav;
}

// The browser history, for the public board's own start (no router there).
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
let snapshot = { pathname: '', search: '', state: null as unknown };

function read() {
  const { pathname, search } = window.location;
  const state: unknown = window.history.state;
  if (snapshot.pathname !== pathname || snapshot.search !== search || snapshot.state !== state) {
    snapshot = { pathname, search, state };
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const href = (to: TBoardTo) => `${to.pathname}${to.search ?? ''}`;

const historyActions = {
  push: (to: TBoardTo, state: unknown = null) => {
    window.history.pushState(state, '', href(to));
    notify();
  },
  replace: (to: TBoardTo, state: unknown = null) => {
    window.history.replaceState(state, '', href(to));
    notify();
  },
  back: () => window.history.back(),
};

/** The board's address straight from `window.history` (popstate included). */
export function useHistoryNav(): TBoardNav {
  const loc = useSyncExternalStore(subscribe, read);
  return { ...loc, ...historyActions };
}
