import { Button, Checkbox, Group, Input, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allFeatures, FEATURE_FLAGS, PACKAGES, type TFeatureFlags, type TPackage } from '@staffdesk/core/tenants';

export type TTenantPlan = { package: TPackage; features: TFeatureFlags };

/** A new tenant's plan: pro with every module, as most companies start (they can be turned off one by one). */
export const DEFAULT_PLAN: TTenantPlan = { package: 'pro', features: allFeatures(true) };

/** Flags as the API answers them (a record that may miss some) as the full set, missing ones off. */
export function planOf(pkg: TPackage, features: Record<string, boolean>): TTenantPlan {
  return {
    package: pkg,
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, features[f] === true])) as TFeatureFlags,
  };
}

type TTenantPlanFieldsProps = {
  value: TTenantPlan;
  onChange: (plan: TTenantPlan) => void;
  disabled?: boolean;
  /** test ids: `<prefix>-package`, `<prefix>-feature-<flag>` */
  testIdPrefix: string;
};

/**
 * Package and feature flags of a tenant (spec 6, HR role flags in the spec's order), used by the approval dialog
 * and `/settingsadminapp`. Choosing a package sets its usual flags: pro all on, basic all off; each can then be
 * changed.
 */
export function TenantPlanFields({ value, onChange, disabled = false, testIdPrefix }: TTenantPlanFieldsProps) {
  const { t } = useTranslation(['tenants', 'features']);
  const on = FEATURE_FLAGS.filter((f) => value.features[f]).length;
  const setAll = (v: boolean) => onChange({ ...value, features: allFeatures(v) });

  return (
    <Stack gap="md">
      <Input.Wrapper label={t('tenants:columns.package')} description={t('tenants:plan.packageHint')}>
        <SegmentedControl
          mt={6}
          fullWidth
          disabled={disabled}
          value={value.package}
          onChange={(p) => {
            const pkg = p as TPackage;
            onChange({ package: pkg, features: allFeatures(pkg === 'pro') });
          }}
          data={PACKAGES.map((p) => ({ value: p, label: t(`tenants:packages.${p}`) }))}
          data-testid={`${testIdPrefix}-package`}
        />
      </Input.Wrapper>
      <div>
        <Group justify="space-between" gap="xs" mb={6}>
          <div>
            <Text size="sm" fw={500}>
              {t('tenants:plan.features')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('tenants:plan.featuresOn', { on, total: FEATURE_FLAGS.length })}
            </Text>
          </div>
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={disabled}
              onClick={() => setAll(true)}
              data-testid={`${testIdPrefix}-all`}
            >
              {t('tenants:plan.all')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              disabled={disabled}
              onClick={() => setAll(false)}
              data-testid={`${testIdPrefix}-none`}
            >
              {t('tenants:plan.none')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
          {FEATURE_FLAGS.map((f) => (
            <Checkbox
              key={f}
              label={t(`features:${f}`)}
              checked={value.features[f]}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, features: { ...value.features, [f]: e.currentTarget.checked } })}
              data-testid={`${testIdPrefix}-feature-${f}`}
            />
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
