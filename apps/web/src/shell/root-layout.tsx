import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader.component.tsx';

/** The root route: every page renders here; catalogues and lazy modules suspend to one loader. */
export function RootLayout() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}
