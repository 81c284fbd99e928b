import { Alert, Avatar, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RECORDS, SELF_RECORD_KEYS } from '@staffdesk/core/resources/employee-records';
import { profileQuery } from '../auth/auth.api.ts';
import { EmployeeRecordsTab } from './employee-records.tab.tsx';
import { errorText } from '../../shell/error-text.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeeHeader, JobDetails, PersonalDetails } from './employee-details.component.tsx';
import { myEmployeeQuery } from './employees.api.ts';
import { UpdateProfile } from './update-profile.dialog.tsx';
import { HomePosts } from '../announcements/my-announcements.page.tsx';
import { MoodCheckIn } from '../mood/mood-check-in.component.tsx';

function Field({ label, value, loading, testId }: { label: string; value: string; loading: boolean; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? <Skeleton h={18} w={160} mt={4} /> : <Text data-testid={testId}>{value}</Text>}
    </div>
  );
}

/** The record tabs an employee reads on their own profile (not HR's notes or the settlement). */
const SELF_RECORDS = EMPLOYEE_RECORDS.filter((r) => (SELF_RECORD_KEYS as readonly string[]).includes(r.key));

/**
 * `/:account/employees/profileinfo` (My Profile): the employee's own record — personal data, job info, dependants,
 * documents (with their files), assets, points and promotions — read only (Update Profile changes what HR allows);
 * a login without an employee record sees its account's name and email.
 */
export function ProfileInfoPage() {
  const { t } = useTranslation(['employees', 'resources', 'common']);
  const me = useQuery({ ...myEmployeeQuery, retry: false });
  usePageTitle(t('employees:profile.title'));
  if (me.isPending) return <Skeleton h={140} maw={760} />;
  if (!me.data) return <AccountProfile />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('employees:profile.title')}
      </Title>
      <EmployeeHeader e={me.data} actions={<UpdateProfile e={me.data} />} />
      <MoodCheckIn />
      <HomePosts />
      <Tabs defaultValue="personal" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="personal" data-testid="tab-personal">
            {t('employees:tabs.personal')}
          </Tabs.Tab>
          <Tabs.Tab value="job" data-testid="tab-job">
            {t('employees:tabs.job')}
          </Tabs.Tab>
          {SELF_RECORDS.map((r) => (
            <Tabs.Tab key={r.key} value={r.key} data-testid={`tab-${r.key}`}>
              {t(`resources:${r.key}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="personal" pt="lg">
          <PersonalDetails e={me.data} />
        </Tabs.Panel>
        <Tabs.Panel value="job" pt="lg">
          <JobDetails e={me.data} />
        </Tabs.Panel>
        {SELF_RECORDS.map((r) => (
          <Tabs.Panel key={r.key} value={r.key} pt="lg">
            <EmployeeRecordsTab r={r} mine />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** A login with no employee record: the account's own name, email, department and position. */
function AccountProfile() {
  const { t } = useTranslation(['employees', 'common', 'errors']);
  const session = useShellSession();
  const profile = useQuery(profileQuery);
  usePageTitle(t('employees:profile.title'));

  const p = profile.data;
  const firstName = p?.firstName ?? session.firstName;
  const lastName = p?.lastName ?? session.lastName;
  const fullName = `${firstName} ${lastName}`.trim();
  const notSet = t('common:notSet');

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('employees:profile.title')}
      </Title>
      {profile.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, profile.error)}
        </Alert>
      )}
      <Card withBorder padding="xl" data-testid="profile-card">
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Avatar
            src={p?.photoUrl ?? null}
            name={fullName}
            color="initials"
            size={112}
            radius={112}
            alt={t('employees:profile.photoOf', { name: fullName })}
            data-testid="profile-photo"
          />
          <Stack gap="md" style={{ flex: 1, minWidth: 220 }}>
            <div>
              <Title order={2} size="h3" data-testid="profile-name">
                {fullName}
              </Title>
              <Text c="dimmed" data-testid="profile-email">
                {p?.email ?? session.email}
              </Text>
            </div>
            <Group gap="xl" grow preventGrowOverflow={false} wrap="wrap">
              <Field
                label={t('employees:profile.department')}
                value={p?.department ?? notSet}
                loading={profile.isPending}
                testId="profile-department"
              />
              <Field
                label={t('employees:profile.position')}
                value={p?.position ?? notSet}
                loading={profile.isPending}
                testId="profile-position"
              />
            </Group>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
