import { useMemo, useState } from 'react';
import { Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRIVILEGE_ACTIONS, type TPrivilegeAction, type TPrivilegePage } from '@staffdesk/core/privileges';
import { actionsOf, withColumn, withFlag, withRow, type TRoleFlags } from './role-flags.ts';

type TRoleModuleGridProps = {
  pages: readonly TPrivilegePage[];
  value: TRoleFlags;
  onChange: (flags: TRoleFlags) => void;
  /** whether the user may give this flag (a sub admin only what their own role has) */
  allowed: (page: TPrivilegePage, action: TPrivilegeAction) => boolean;
  disabled?: boolean;
  error?: string;
};

/**
 * The modules of a role: one row per privilege page (registry order), a checkbox per action, approve only where
 * the page approves; a row's and a column's "all" box set what they cover.
 */
export function RoleModuleGrid({ pages, value, onChange, allowed, disabled = false, error }: TRoleModuleGridProps) {
  const { t } = useTranslation(['roles', 'privileges', 'common']);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q
      ? pages.filter((p) => t(`privileges:${p.label}`).toLowerCase().includes(q) || p.key.toLowerCase().includes(q))
      : pages;
  }, [pages, filter, t]);

  const columnState = (action: TPrivilegeAction) => {
    const cells = shown.filter((p) => actionsOf(p).includes(action) && allowed(p, action));
    const on = cells.filter((p) => value[p.key]?.[action] === true).length;
    return { count: cells.length, all: cells.length > 0 && on === cells.length, some: on > 0 && on < cells.length };
  };
  const rowState = (p: TPrivilegePage) => {
    const acts = actionsOf(p).filter((a) => allowed(p, a));
    const on = acts.filter((a) => value[p.key]?.[a] === true).length;
    return { count: acts.length, all: acts.length > 0 && on === acts.length, some: on > 0 && on < acts.length };
  };
  const granted = pages.filter((p) => value[p.key]?.view === true).length;

  return (
    <div>
      <Group justify="space-between" gap="sm" mb="sm">
        <div>
          <Text size="sm" fw={500}>
            {t('roles:fields.modules')}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <Text size="xs" c={error ? 'red' : 'dimmed'} data-testid="role-modules-count">
            {error ?? t('roles:form.modulesOn', { on: granted, total: pages.length })}
          </Text>
        </div>
        <TextInput
          size="xs"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          placeholder={t('roles:form.findPage')}
          aria-label={t('roles:form.findPage')}
          leftSection={<IconSearch size={14} aria-hidden />}
          w={{ base: '100%', xs: 240 }}
          data-testid="role-page-filter"
        />
      </Group>
      <Table.ScrollContainer minWidth={600} maxHeight={520} type="native">
        <Table
          stickyHeader
          striped
          highlightOnHover
          verticalSpacing={6}
          aria-label={t('roles:fields.modules')}
          data-testid="role-grid"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles:form.page')}</Table.Th>
              {PRIVILEGE_ACTIONS.map((a) => {
                const s = columnState(a);
                return (
                  <Table.Th key={a} ta="center" w={84}>
                    <Group gap={4} justify="center" wrap="nowrap">
                      <Checkbox
                        size="xs"
                        checked={s.all}
                        indeterminate={s.some}
                        disabled={disabled || s.count === 0}
                        onChange={(e) => onChange(withColumn(value, shown, a, e.currentTarget.checked, allowed))}
                        aria-label={t('roles:form.allOfAction', { action: t(`roles:actions.${a}`) })}
                        data-testid={`role-col-${a}`}
                      />
                      <span>{t(`roles:actions.${a}`)}</span>
                    </Group>
                  </Table.Th>
                );
              })}
              <Table.Th ta="center" w={64}>
                {t('roles:form.all')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={PRIVILEGE_ACTIONS.length + 2}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {t('common:table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((p) => {
              const acts = actionsOf(p);
              const label = t(`privileges:${p.label}`);
              const row = rowState(p);
              return (
                <Table.Tr key={p.key} data-testid="role-row" data-page={p.key}>
                  <Table.Td>
                    <Text size="sm" fw={value[p.key]?.view ? 600 : 400}>
                      {label}
                    </Text>
                  </Table.Td>
                  {PRIVILEGE_ACTIONS.map((a) => (
                    <Table.Td key={a} ta="center">
                      {acts.includes(a) ? (
                        <Checkbox
                          size="sm"
                          style={{ display: 'inline-block' }}
                          checked={value[p.key]?.[a] === true}
                          disabled={disabled || !allowed(p, a)}
                          onChange={(e) => onChange(withFlag(value, p.key, a, e.currentTarget.checked))}
                          aria-label={`${label}: ${t(`roles:actions.${a}`)}`}
                          data-testid={`role-flag-${p.key}-${a}`}
                        />
                      ) : (
                        <Text span c="dimmed" aria-hidden>
                          –
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="center">
                    <Checkbox
                      size="sm"
                      style={{ display: 'inline-block' }}
                      checked={row.all}
                      indeterminate={row.some}
                      disabled={disabled || row.count === 0}
                      onChange={(e) => onChange(withRow(value, p, e.currentTarget.checked, (a) => allowed(p, a)))}
                      aria-label={t('roles:form.allOfPage', { page: label })}
                      data-testid={`role-row-${p.key}`}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
