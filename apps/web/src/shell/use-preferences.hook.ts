import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPreferences, TSession } from '@staffdesk/core/auth';
import { savePreferences, sessionQuery } from '../modules/auth/auth.api.ts';
import { queryKeys } from '../platform/query-keys.ts';
import { applyLanguage, storeLanguagePick } from './i18n.ts';
import { isTheme, setLocalUiPrefs, useLocalUiPrefs, type TUiPrefs } from './ui-prefs.store.ts';
import { notifyError } from './toast.ts';
import { errorText } from './error-text.ts';

/** The preferences in force: the logged-in user's saved ones, else this browser's. */
export function useUiPrefs(): TUiPrefs {
  const local = useLocalUiPrefs();
  const { data: session } = useQuery(sessionQuery);
  if (!session) return local;
  const p = session.preferences;
  return {
    theme: isTheme(p.theme) ? p.theme : local.theme,
    sidebarSide: p.sidebarSide,
    sidebarOpen: p.sidebarOpen,
  };
}

function patchSession(s: TSession, prefs: TPreferences): TSession {
  return {
    ...s,
    language: prefs.language ?? s.language,
    languageChosen: prefs.language ? true : s.languageChosen,
    preferences: {
      theme: prefs.theme ?? s.preferences.theme,
      sidebarSide: prefs.sidebarSide ?? s.preferences.sidebarSide,
      sidebarOpen: prefs.sidebarOpen ?? s.preferences.sidebarOpen,
      mailKinds: prefs.mailKinds ?? s.preferences.mailKinds,
    },
  };
}

/** Changes preferences at once (optimistically) and saves them on the user when logged in. */
export function useSetPreferences() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: savePreferences,
    onMutate: async (prefs) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.session });
      const previous = queryClient.getQueryData<TSession | null>(queryKeys.session);
      if (previous) queryClient.setQueryData(queryKeys.session, patchSession(previous, prefs));
      return { previous };
    },
    onError: (error, _prefs, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(queryKeys.session, ctx.previous);
      notifyError(errorText(t, error));
    },
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });

  return (prefs: TPreferences) => {
    const { language, ...ui } = prefs;
    if (language) {
      storeLanguagePick(language);
      void applyLanguage(language);
    }
    const uiPatch: Partial<TUiPrefs> = {};
    if (ui.theme) uiPatch.theme = ui.theme;
    if (ui.sidebarSide) uiPatch.sidebarSide = ui.sidebarSide;
    if (ui.sidebarOpen !== undefined) uiPatch.sidebarOpen = ui.sidebarOpen;
    setLocalUiPrefs(uiPatch);
    if (queryClient.getQueryData<TSession | null>(queryKeys.session)) mutation.mutate(prefs);
  };
}
