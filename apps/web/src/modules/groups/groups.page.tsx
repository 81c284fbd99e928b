import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserStar } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGroupRow } from '@staffdesk/core/groups-api';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { GROUP_LOG_PATH, groupsQuery, setGroupLeaders } from './groups.api.ts';

/** Sets a group's leaders: active employees, searched as one types; the current ones keep their names. */
function LeadersDialog({ group, onClose }: { group: TGroupRow; onClose: () => void }) {
  const { t } = useTranslation(['groups', 'common', 'errors']);
  const client = useQueryClient();
  const [ids, setIds] = useState(group.leaders.map((l) => l.id));
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const labels = (wanted: string[]) => ({
    key: ['groups', 'leader-labels', group.id, wanted] as const,
    fetch: async () => ({
      options: group.leaders
        .filter((l) => wanted.includes(l.id))
        .map((l) => ({ value: l.id, label: `${l.name} · ${l.code}` })),
    }),
  });
  const save = async () => {
    lock();
    setProblem(null);
    try {
      await setGroupLeaders(group.id, ids);
      notifySuccess(t('groups:groups.saved'));
      await client.invalidateQueries({ queryKey: ['groups'] });
      onClose();
    } catch (e) {
      setProblem(errorText(t, e));
      unlock();
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('groups:groups.leadersOf', { name: group.name })}
      data-testid="leaders-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('groups:groups.leadersHint')}
        </Text>
        <RemoteMultiSelect
          label={t('groups:groups.leaders')}
          query={employeeOptionsQuery}
          labels={labels}
          value={ids}
          onChange={setIds}
          placeholder={t('common:form.typeToSearch')}
          data-testid="leaders-select"
        />
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="leaders-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} disabled={locked} data-testid="leaders-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * `/groups` (issue 12): every group (settings → Groups) with its members counted and its leaders, who check in the
 * members present from their phone (Groups CheckIN); HR sets the leaders here.
 */
export function GroupsPage() {
  const { t } = useTranslation(['groups', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const title = t('menu:groups');
  usePageTitle(title);
  const list = useQuery(groupsQuery);
  const mayEdit = canDo(session, 'groups', 'edit');
  const [editing, setEditing] = useState<TGroupRow | null>(null);
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Button component={Link} to={`/${session.account}/${GROUP_LOG_PATH}`} variant="default">
            {t('menu:groupAttendance')}
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        {t('groups:groups.intro')}
      </Text>
      {list.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, list.error)}
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="groups-empty">
          {t('groups:groups.empty')}{' '}
          <Anchor component={Link} to={`/${session.account}/settingssettings_groups/listing`}>
            {t('menu:group')}
          </Anchor>
        </Text>
      )}
      {(list.data?.length ?? 0) > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="groups-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('groups:fields.group')}</Table.Th>
                <Table.Th>{t('groups:groups.members')}</Table.Th>
                <Table.Th>{t('groups:groups.leaders')}</Table.Th>
                {mayEdit && <Table.Th>{t('common:table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((g) => (
                <Table.Tr key={g.id} data-testid={`group-${g.name}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {g.name}
                    </Text>
                    {g.description && (
                      <Text size="xs" c="dimmed">
                        {g.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{g.members}</Table.Td>
                  <Table.Td>
                    {g.leaders.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('groups:groups.noLeaders')}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {g.leaders.map((l) => (
                          <Badge key={l.id} variant="light" tt="none">
                            {l.name}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  {mayEdit && (
                    <Table.Td>
                      <RowActions>
                        <RowAction
                          label={t('groups:groups.editLeaders')}
                          subject={g.name}
                          icon={IconUserStar}
                          onClick={() => setEditing(g)}
                          testId="edit-leaders"
                        />
                      </RowActions>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <LeadersDialog group={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
