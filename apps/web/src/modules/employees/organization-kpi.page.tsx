import { Alert, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { organizationKpiQuery } from './employees.api.ts';

const NUMBERS = ['headcount', 'active', 'inactive', 'joinersThisMonth', 'leaversThisMonth'] as const;

/** `/{account}/organization/kpilisting`: each organization's staff this month; a figure opens the matching list. */
export function OrganizationKpiPage() {
  const { t, i18n } = useTranslation(['employees', 'menu']);
  const session = useShellSession();
  const query = useQuery(organizationKpiQuery);
  const title = t('menu:organizationKpi');
  usePageTitle(title);
  const account = session.account ?? '';
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      {query.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, query.error)}
        </Alert>
      )}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="organization-kpi" captionSide="top">
            <Table.Caption>{t('employees:kpi.about')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employees:fields.organizationId')}</Table.Th>
                {NUMBERS.map((k) => (
                  <Table.Th key={k} ta="right">
                    {t(`employees:kpi.${k}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Skeleton h={20} />
                  </Table.Td>
                </Table.Tr>
              )}
              {query.data?.map((o) => (
                <Table.Tr key={o.id} data-testid="kpi-row">
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/${account}/employees/listing?org=${o.id}`}
                      fw={600}
                      size="sm"
                      c="inherit"
                    >
                      {o.title}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {o.code}
                    </Text>
                  </Table.Td>
                  {NUMBERS.map((k) => (
                    <Table.Td key={k} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-kpi={k}>
                      {number(o[k])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
