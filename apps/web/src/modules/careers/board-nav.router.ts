import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TBoardNav } from './board-nav.ts';

/** The board's address through the app's router (the employees' board lives inside the app shell). */
export function useRouterNav(): TBoardNav {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      pathname: location.pathname,
      search: location.search,
      state: location.state as unknown,
      push: (to, state) => void navigate(to, { state }),
      replace: (to, state) => void navigate(to, { replace: true, state }),
      back: () => void navigate(-1),
    }),
    [location, navigate],
  );
}
