import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_LOCK_MS } from '@staffdesk/core/constants';

/**
 * Spec 9: a submit button stays locked for SUBMIT_LOCK_MS after a submit. `lock()` starts the period; `locked`
 * is true until it ends (whatever the answer), so a double click never sends twice.
 */
export function useSubmitLock(): [locked: boolean, lock: () => void, unlock: () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
  }, []);
  const unlock = useCallback(() => {
    clearTimeout(timer.current);
    setLocked(false);
  }, []);
  return [locked, lock, unlock];
}
