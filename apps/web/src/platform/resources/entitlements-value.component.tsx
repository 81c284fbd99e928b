import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceOptionsQuery } from './resource.api.ts';

/** A leave template's lines in a list cell: each leave type with its days a year ("Annual 14"). */
export function EntitlementsValue({ lines }: { lines: readonly { leaveTypeId?: unknown; days?: unknown }[] }) {
  const { t } = useTranslation('resources');
  const types = useQuery(resourceOptionsQuery('leaveType')).data ?? [];
  const name = (id: unknown) => types.find((o) => o.id === id)?.label ?? '…';
  return (
    <Group gap={4}>
      {lines.map((l) => (
        <Badge key={String(l.leaveTypeId)} variant="outline" size="sm" tt="none">
          {t('entitlements.cell', { type: name(l.leaveTypeId), days: String(l.days ?? '') })}
        </Badge>
      ))}
    </Group>
  );
}
