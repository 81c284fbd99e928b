import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@staffdesk/core/constants';
import type { TTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { STATUTORY_PACKS } from '@staffdesk/core/resources/organization-resources';
import { CURRENCIES, TIME_ZONES } from '@staffdesk/core/zones';
import { optionLabel } from '../../platform/resources/resource-text.ts';

/**
 * What a new tenant's first organization starts with: time zone, currency, language and statutory pack — the
 * console's defaults page and the approval of a sign-up request (prefilled with the defaults) use the same fields.
 */
export function TenantDefaultsFields({
  value,
  onChange,
  disabled,
  testIdPrefix,
}: {
  value: TTenantDefaults;
  onChange: (patch: Partial<TTenantDefaults>) => void;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation(['resources', 'common']);
  const label = (k: string) => t(`resources:organization.fields.${k}`);
  const common = (key: keyof TTenantDefaults) => ({
    value: value[key],
    allowDeselect: false,
    disabled,
    nothingFoundMessage: t('common:form.nothingFound'),
    'data-testid': `${testIdPrefix}-${key}`,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={label('timezone')}
        data={TIME_ZONES.map((z) => ({ value: z, label: optionLabel(t, { key: 'timezone', labels: 'timeZone' }, z) }))}
        onChange={(v) => v && onChange({ timezone: v })}
        searchable
        limit={100}
        {...common('timezone')}
      />
      <Select
        label={label('currency')}
        data={CURRENCIES.map((c) => ({ value: c, label: optionLabel(t, { key: 'currency', labels: 'currency' }, c) }))}
        onChange={(v) => v && onChange({ currency: v })}
        searchable
        limit={100}
        {...common('currency')}
      />
      <Select
        label={label('defaultLanguage')}
        data={LANGUAGES.map((l) => ({ value: l, label: t(`resources:options.defaultLanguage.${l}`) }))}
        onChange={(v) => v && onChange({ language: v as TTenantDefaults['language'] })}
        {...common('language')}
      />
      <Select
        label={label('statutoryPack')}
        description={t('resources:organization.hints.statutoryPack')}
        data={STATUTORY_PACKS.map((p) => ({ value: p, label: t(`resources:options.statutoryPack.${p}`) }))}
        onChange={(v) => v && onChange({ statutoryPack: v as TTenantDefaults['statutoryPack'] })}
        {...common('statutoryPack')}
      />
    </SimpleGrid>
  );
}
