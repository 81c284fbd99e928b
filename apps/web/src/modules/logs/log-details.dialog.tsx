import { Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { actionColor, actionLabel, entryDiff, entityLabel, fieldName, valueText } from './log-text.ts';
import type { TLogRow } from './logs.api.ts';

function Meta({ label, value, mono = false }: { label: string; value: string | null | undefined; mono?: boolean }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={120} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * A before/after value. References are stored as ids: inside a tenant they are named from the referenced
 * resource's options (live records); otherwise, and for deleted ones, the id is shown.
 */
function DiffValue({
  t,
  entity,
  field,
  value,
  named,
}: {
  t: TFunction;
  entity: string;
  field: string;
  value: unknown;
  named: boolean;
}) {
  const ref = resourceByKey(entity)?.fields.find((f) => f.key === field && f.type === 'ref')?.ref;
  const options = useQuery({
    ...resourceOptionsQuery(ref ?? ''),
    enabled: named && ref !== undefined && typeof value === 'string',
  });
  if (ref && typeof value === 'string') {
    const label = options.data?.find((o) => o.id === value)?.label;
    if (label) return <>{label}</>;
    return (
      <Text span size="xs" ff="monospace">
        {value}
      </Text>
    );
  }
  return <>{valueText(t, entity, field, value)}</>;
}

/** One audit entry: who, when, where from, and what changed as a field | before | after table. */
export function LogDetailsDialog({
  log,
  onClose,
  showAccount,
}: {
  log: TLogRow | null;
  onClose: () => void;
  showAccount: boolean;
}) {
  const { t } = useTranslation(['logs', 'resources', 'privileges', 'common']);
  const diff = log ? entryDiff(log.entity, log.before, log.after) : [];

  return (
    <Modal opened={log !== null} onClose={onClose} size="xl" title={t('logs:details.title')} data-testid="log-details">
      {log && (
        <Stack gap="md">
          <Group gap="xs">
            <TextBadge color={actionColor(log.action)}>{actionLabel(t, log.action)}</TextBadge>
            <Text fw={600}>{entityLabel(t, log.entity)}</Text>
          </Group>
          <Stack gap={4}>
            <Meta label={t('logs:columns.time')} value={formatDateTime(log.at, true)} />
            {showAccount && <Meta label={t('logs:columns.account')} value={log.account ?? t('logs:platform')} />}
            <Meta
              label={t('logs:columns.user')}
              value={
                log.actorName
                  ? `${log.actorName}${log.actorType ? ` (${t(`common:loginTypes.${log.actorType}`, { defaultValue: log.actorType })})` : ''}`
                  : t('logs:unknownUser')
              }
            />
            <Meta label={t('logs:details.entityId')} value={log.entityId} mono />
            <Meta label={t('logs:details.reason')} value={log.reason} />
            <Meta label={t('logs:details.ip')} value={log.ip} mono />
            <Meta label={t('logs:details.userAgent')} value={log.userAgent} />
          </Stack>
          <div>
            <Text fw={600} size="sm" mb="xs">
              {t('logs:details.changes')}
            </Text>
            {diff.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="log-diff-empty">
                {t('logs:details.noChanges')}
              </Text>
            ) : (
              <Paper withBorder radius="sm">
                <Table.ScrollContainer minWidth={420}>
                  <Table verticalSpacing="xs" data-testid="log-diff" aria-label={t('logs:details.changes')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w="28%">{t('logs:details.field')}</Table.Th>
                        <Table.Th w="36%">{t('logs:details.before')}</Table.Th>
                        <Table.Th w="36%">{t('logs:details.after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {diff.map((d) => (
                        <Table.Tr key={d.field} data-field={d.field}>
                          <Table.Td fw={500}>{fieldName(t, log.entity, d.field)}</Table.Td>
                          <Table.Td
                            c={d.before === null ? 'dimmed' : undefined}
                            bg={d.before === null ? undefined : 'var(--mantine-color-red-light)'}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            <DiffValue
                              t={t}
                              entity={log.entity}
                              field={d.field}
                              value={d.before}
                              named={!showAccount}
                            />
                          </Table.Td>
                          <Table.Td
                            c={d.after === null ? 'dimmed' : undefined}
                            bg={d.after === null ? undefined : 'var(--mantine-color-green-light)'}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            <DiffValue t={t} entity={log.entity} field={d.field} value={d.after} named={!showAccount} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}
          </div>
        </Stack>
      )}
    </Modal>
  );
}
