import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
// Fonts are bundled (DESIGN 7.7): Latin, Khmer and Simplified Chinese, never from a CDN.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { TSession } from '@staffdesk/core/auth';
import { queryClient, setUnauthorizedHandler } from './platform/query-client.ts';
import { queryKeys } from './platform/query-keys.ts';
import { sessionQuery } from './modules/auth/auth.api.ts';
import { router } from './router.tsx';
import { App } from './shell/app.tsx';
import { initI18n } from './shell/i18n.ts';
import { loginPathFor } from './shell/route-guards.ts';

// A call of a logged-in page answered 401: the session is gone, so log in again where the user belongs.
setUnauthorizedHandler(() => {
  const session = queryClient.getQueryData<TSession | null>(queryKeys.session);
  const target = loginPathFor(session, window.location.pathname);
  queryClient.setQueryData(queryKeys.session, null);
  if (window.location.pathname !== target) void router.navigate(target, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// the session is asked for while the language catalogues load: the first route's loader then finds it on its way
void queryClient.prefetchQuery(sessionQuery);
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
