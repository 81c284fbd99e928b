/** The translation editor's pages (issue 20): the tenant's texts under Settings, the platform's in the console. */
export const TRANSLATION_PATHS = {
  tenant: 'settingstranslations',
  tenantImport: 'settingstranslations/import',
  platform: 'platformtranslations',
} as const;
