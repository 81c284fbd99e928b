import type { RouteObject } from 'react-router';
import type { TImportKind } from '@staffdesk/core/imports';
import type { TPrivilegePageKey } from '@staffdesk/core/privileges';
import { privilegedPageLoader } from '../../shell/route-guards.ts';

/** A bulk import page (issue 10's pipeline) behind adding on the page whose records it writes. */
export const importPage = (
  path: string,
  page: TPrivilegePageKey,
  kind: TImportKind,
  listPath: string,
  listTitleKey: string,
  action: 'add' | 'edit' | 'approve' = 'add',
): RouteObject => ({
  path,
  loader: privilegedPageLoader(page, action, null),
  lazy: () =>
    import('./import.page.tsx').then((m) => ({
      Component: () => <m.ImportPage kind={kind} listPath={listPath} listTitleKey={listTitleKey} />,
    })),
});
