import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';
import { TRANSLATION_PATHS } from './translation-paths.ts';
import type { TTextScope } from './translations.api.ts';

export const translationsPage = (scope: TTextScope) => () =>
  import('./translations.page.tsx').then((m) => ({ Component: () => <m.TranslationsPage scope={scope} /> }));

/** The tenant's texts (issue 20): the editor and the import of its Excel file. */
export const translationRoutes: RouteObject[] = [
  {
    path: TRANSLATION_PATHS.tenant,
    loader: privilegedPageLoader('translations', 'view', null),
    lazy: translationsPage('tenant'),
  },
  importPage(
    TRANSLATION_PATHS.tenantImport,
    'translations',
    'translations',
    TRANSLATION_PATHS.tenant,
    'menu:translations',
    'edit',
  ),
];
