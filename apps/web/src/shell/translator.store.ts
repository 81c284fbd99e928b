import { useSyncExternalStore } from 'react';
import type { TSession } from '@staffdesk/core/auth';
import { canDo, hasAdminFlag } from './privileges.ts';

/**
 * Translator mode (issue 20): a user who may change the texts (the translator flag: the translations page's edit
 * privilege, or the super admin's settings flag) switches it on and clicks a text anywhere to change it in their
 * language. On until switched off, for this tab.
 */
const KEY = 'staffdesk.translating';

export const mayTranslate = (session: TSession): boolean =>
  hasAdminFlag(session, 'settings') || canDo(session, 'translations', 'edit');

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

let on = read();
const listeners = new Set<() => void>();

export function setTranslating(value: boolean): void {
  on = value;
  try {
    if (value) window.sessionStorage.setItem(KEY, 'on');
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the mode lasts for this page
  }
  for (const l of listeners) l();
}

export function useTranslating(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => on,
  );
}
