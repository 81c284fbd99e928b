import { useSyncExternalStore } from 'react';
import { THEMES, type TTheme } from '@staffdesk/core/constants';

export type TSidebarSide = 'left' | 'right';
export type TUiPrefs = { theme: TTheme; sidebarSide: TSidebarSide; sidebarOpen: boolean };

/** UI preferences of this browser: they style the anonymous pages; logged-in pages use the user's saved ones. */
const KEY = 'staffdesk.ui';
export const DEFAULT_UI_PREFS: TUiPrefs = { theme: 'modern', sidebarSide: 'left', sidebarOpen: true };

export const isTheme = (v: unknown): v is TTheme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);

function read(): TUiPrefs {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULT_UI_PREFS;
    const r = raw as Record<string, unknown>;
    return {
      theme: isTheme(r.theme) ? r.theme : DEFAULT_UI_PREFS.theme,
      sidebarSide: r.sidebarSide === 'right' ? 'right' : 'left',
      sidebarOpen: r.sidebarOpen !== false,
    };
  } catch {
    return DEFAULT_UI_PREFS;
  }
}

let current = read();
const listeners = new Set<() => void>();

export function getLocalUiPrefs(): TUiPrefs {
  return current;
}

export function setLocalUiPrefs(patch: Partial<TUiPrefs>): void {
  current = { ...current, ...patch };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // storage unavailable: keep the value in memory
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLocalUiPrefs = (): TUiPrefs => useSyncExternalStore(subscribe, getLocalUiPrefs);
