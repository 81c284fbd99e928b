import { ActionIcon, Button, Fieldset, Grid, Group, NumberInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCurrentLocation, IconMap, IconMapPinPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_MAX, RADIUS_MAX, RADIUS_MIN } from '@staffdesk/core/locations';
import { notifyError } from '../../shell/toast.ts';
import { publicConfigQuery } from '../public-config.ts';
import type { TLocationDraft } from './resource-form-values.ts';
import { RowRemoveButton } from './row-remove.component.tsx';

// Leaflet is loaded only when a map is opened
const PlaceMapDialog = lazy(() => import('../map/place-map.dialog.tsx'));

type TProps = {
  label: string;
  value: TLocationDraft[];
  onChange: (v: TLocationDraft[]) => void;
  /** error codes by `<row>.<part>` (`1.latitude`), and '' for the list itself */
  errors: Record<string, string>;
  errorText: (code: string, part: 'name' | 'latitude' | 'longitude' | 'radius' | '') => string;
  /** the radius a new place starts with */
  defaultRadius: number;
  disabled?: boolean;
  testId: string;
};

/**
 * An organization's attendance places: a name, a point (picked on the map when a tile source is configured, typed,
 * or taken from this device's position) and a radius in meters. Check-in accepts a position inside any of them.
 */
export function LocationsInput({ label, value, onChange, errors, errorText, defaultRadius, disabled, testId }: TProps) {
  const { t } = useTranslation(['resources', 'common']);
  const [locating, setLocating] = useState<number | null>(null);
  const tiles = useQuery(publicConfigQuery).data?.map ?? null;
  const [mapRow, setMapRow] = useState<number | null>(null);
  const pointOf = (l: TLocationDraft) =>
    typeof l.latitude === 'number' && typeof l.longitude === 'number'
      ? { latitude: l.latitude, longitude: l.longitude }
      : null;
  const radiusOf = (l: TLocationDraft) => (typeof l.radius === 'number' ? l.radius : defaultRadius);
  const set = (i: number, patch: Partial<TLocationDraft>) =>
    onChange(value.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const add = () =>
    onChange([...value, { name: '', latitude: '', longitude: '', radius: defaultRadius || RADIUS_MIN * 10 }]);
  const here = (i: number) => {
    if (!('geolocation' in navigator)) return notifyError(t('resources:locations.noGeolocation'));
    setLocating(i);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(null);
        set(i, {
          latitude: Math.round(p.coords.latitude * 1e7) / 1e7,
          longitude: Math.round(p.coords.longitude * 1e7) / 1e7,
        });
      },
      () => {
        setLocating(null);
        notifyError(t('resources:locations.positionFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const err = (i: number, part: 'name' | 'latitude' | 'longitude' | 'radius') => {
    const code = errors[`${i}.${part}`];
    return code ? errorText(code, part) : undefined;
  };

  return (
    <Fieldset legend={label} data-testid={testId} variant="unstyled">
      <Stack gap="sm">
        {value.length === 0 && (
          <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
            {t('resources:locations.none')}
          </Text>
        )}
        {value.map((l, i) => (
          // rows have no id of their own; the index is their identity while the form is open
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`${testId}-row`}>
            <Grid gap="xs" style={{ flex: 1 }}>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <TextInput
                  label={t('resources:locations.name')}
                  value={l.name}
                  maxLength={100}
                  onChange={(e) => set(i, { name: e.currentTarget.value })}
                  error={err(i, 'name')}
                  disabled={disabled}
                  withAsterisk
                  data-testid={`${testId}-${i}-name`}
                />
              </Grid.Col>
              {(['latitude', 'longitude'] as const).map((part) => (
                <Grid.Col key={part} span={{ base: 6, sm: 6, lg: 3 }}>
                  <NumberInput
                    label={t(`resources:locations.${part}`)}
                    value={l[part]}
                    onChange={(v) => set(i, { [part]: v })}
                    decimalScale={7}
                    min={part === 'latitude' ? -90 : -180}
                    max={part === 'latitude' ? 90 : 180}
                    clampBehavior="none"
                    hideControls
                    inputMode="decimal"
                    error={err(i, part)}
                    disabled={disabled}
                    withAsterisk
                    data-testid={`${testId}-${i}-${part}`}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <NumberInput
                  label={t('resources:locations.radius')}
                  value={l.radius}
                  onChange={(v) => set(i, { radius: v })}
                  min={RADIUS_MIN}
                  max={RADIUS_MAX}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  error={err(i, 'radius')}
                  disabled={disabled}
                  withAsterisk
                  data-testid={`${testId}-${i}-radius`}
                />
              </Grid.Col>
            </Grid>
            <Group gap={4} wrap="nowrap" mt={26}>
              {tiles && (
                <Tooltip label={t('resources:locations.pickOnMap')}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => setMapRow(i)}
                    disabled={disabled}
                    aria-label={t('resources:locations.pickOnMap')}
                    data-testid={`${testId}-${i}-map`}
                  >
                    <IconMap size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label={t('resources:locations.here')}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => here(i)}
                  loading={locating === i}
                  disabled={disabled}
                  aria-label={t('resources:locations.here')}
                  data-testid={`${testId}-${i}-here`}
                >
                  <IconCurrentLocation size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <RowRemoveButton
                label={t('resources:locations.remove')}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                disabled={disabled}
                testId={`${testId}-${i}-remove`}
              />
            </Group>
          </Group>
        ))}
        {errors[''] && (
          <Text size="sm" c="red" role="alert">
            {errorText(errors['']!, '')}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMapPinPlus size={16} aria-hidden />}
            onClick={add}
            disabled={disabled || value.length >= LOCATIONS_MAX}
            data-testid={`${testId}-add`}
          >
            {t('resources:locations.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t(tiles ? 'resources:locations.hintMap' : 'resources:locations.hint')}
          </Text>
        </Group>
      </Stack>
      {tiles && mapRow !== null && value[mapRow] && (
        <Suspense fallback={null}>
          <PlaceMapDialog
            tiles={tiles}
            point={pointOf(value[mapRow])}
            radius={radiusOf(value[mapRow])}
            others={value.flatMap((l, j) => {
              const p = j === mapRow ? null : pointOf(l);
              return p ? [{ ...p, name: l.name, radius: radiusOf(l) }] : [];
            })}
            onPick={(p) => {
              set(mapRow, p);
              setMapRow(null);
            }}
            onClose={() => setMapRow(null)}
          />
        </Suspense>
      )}
    </Fieldset>
  );
}
