import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Card,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../platform/pagination.component.tsx';
import { Link } from 'react-router';
import { employeeName, type TEmployeeRow } from '@staffdesk/core/employees';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { employeesQuery } from './employees.api.ts';
import { OrgDeptFilter } from './org-dept-filter.component.tsx';

const PAGE_SIZE = 25;

/** A mail or phone link on one line, cut with an ellipsis when it is longer than the card. */
function Contact({ href, icon: ContactIcon, text }: { href: string; icon: typeof IconMail; text: string }) {
  return (
    <Anchor href={href} size="xs" style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
      <ContactIcon size={12} aria-hidden style={{ flex: 'none' }} />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
    </Anchor>
  );
}

function PersonCard({ e, account }: { e: TEmployeeRow; account: string }) {
  return (
    <Card withBorder padding="md" data-testid="directory-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={e.photoUrl} name={employeeName(e)} color="initials" size={64} radius="md" alt="" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/${account}/employees/profile/${e.id}`} fw={700} lineClamp={1}>
            {employeeName(e)}
          </Anchor>
          <Text size="sm" lineClamp={1}>
            {e.position ?? '—'}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[e.departmentName, e.organizationTitle].filter(Boolean).join(' · ')}
          </Text>
          {e.email && <Contact href={`mailto:${e.email}`} icon={IconMail} text={e.email} />}
          {e.mobile && <Contact href={`tel:${e.mobile.replace(/\s+/g, '')}`} icon={IconPhone} text={e.mobile} />}
        </Stack>
      </Group>
    </Card>
  );
}

/** `/{account}/employees/directory`: the active staff the viewer may see, as faces with their contacts. */
export function DirectoryPage() {
  const { t } = useTranslation(['employees', 'common', 'menu']);
  const session = useShellSession();
  const account = session.account ?? '';
  const [params, setParams] = useListParams({ sort: { field: 'name', dir: 'asc' }, pageSize: PAGE_SIZE });
  const [f, setFilter] = useFilterParams(['org', 'dept'] as const);
  const [search, setSearch] = useState(params.search);
  const [debounced] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search text moves the list to page 1
  useEffect(() => {
    if (debounced !== params.search) setParams({ search: debounced, page: 1 });
  }, [debounced]);
  const query = useQuery(
    employeesQuery(
      { ...params, pageSize: PAGE_SIZE },
      { organizationId: f.org, departmentId: f.dept, groupId: '', position: '', status: 'active' },
    ),
  );
  const title = t('menu:directory');
  usePageTitle(title);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('common:table.search')}
          placeholder={t('employees:directory.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
          data-testid="directory-search"
        />
        <OrgDeptFilter
          organizationId={f.org}
          departmentId={f.dept}
          onOrganization={(v) => setFilter('org', v)}
          onDepartment={(v) => setFilter('dept', v)}
        />
      </Group>
      {query.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, query.error)}
        </Alert>
      )}
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
            <Skeleton key={i} h={118} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.data && query.data.rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed" data-testid="directory-empty">
            {t('common:table.empty')}
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} data-testid="directory">
          {query.data?.rows.map((e) => (
            <PersonCard key={e.id} e={e} account={account} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={params.page} onChange={(page) => setParams({ page })} />
        </Group>
      )}
    </Stack>
  );
}
