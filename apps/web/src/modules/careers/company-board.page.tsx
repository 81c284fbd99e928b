import { Anchor, Button, Card, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../shell/page-loader.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { isApiError } from '../../platform/api-client.ts';
import { BoardNavContext } from './board-nav.ts';
import { useRouterNav } from './board-nav.router.ts';
import { CareerBoard } from './career-board.component.tsx';
import { CareersRetry } from './careers-retry.component.tsx';
import { boardPath } from './careers-paths.ts';
import { companyOrganizationsQuery } from './careers-public.api.ts';

/**
 * `/{account}/careercompany/:orgCode` (spec 2.1): the same board for employees, with the company's private posts
 * too and the detail rows up to Job Description. `/job/:id` opens a post.
 */
export function CompanyBoardPage() {
  const { orgCode = '' } = useParams();
  const session = useShellSession();
  const nav = useRouterNav();
  const { t } = useTranslation('careers');
  usePageTitle(t('companyTitle'));
  return (
    <BoardNavContext.Provider value={nav}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <CareerBoard
          src={{ account: session.account ?? '', orgCode, company: true }}
          applicant={{ name: `${session.firstName} ${session.lastName}`.trim(), email: session.email }}
        />
      </Paper>
    </BoardNavContext.Provider>
  );
}

/** `/{account}/careercompany`: the employee's organization board, or a choice when there are several. */
export function CompanyBoardIndexPage() {
  const session = useShellSession();
  const account = session.account ?? '';
  const { t } = useTranslation('careers');
  usePageTitle(t('companyTitle'));
  const query = useQuery(companyOrganizationsQuery);
  if (query.isPending) return <PageLoader />;
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Paper withBorder p="xl" data-testid="company-boards-none">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconBriefcase size={28} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t('companyTitle')}
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              {t('noJobsYet')}
            </Text>
          </Stack>
        </Paper>
      );
    }
    return <CareersRetry error={query.error} onRetry={() => void query.refetch()} />;
  }
  const orgs = query.data;
  if (orgs.length === 1 && orgs[0]) return <Navigate to={boardPath(account, orgs[0].code, true)} replace />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('companyTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="company-boards">
        {orgs.map((o) => (
          <Card key={o.code} withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <IconBuilding size={28} stroke={1.4} aria-hidden />
              <Text fw={600}>{o.title}</Text>
              <Button component={Link} to={boardPath(account, o.code, true)} variant="light" mt="xs">
                {t('companyOpen')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {orgs.length === 0 && (
        <Text c="dimmed">
          {t('noJobsYet')}{' '}
          <Anchor component={Link} to={`/${account}`}>
            {t('backToDashboard')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
