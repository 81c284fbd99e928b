import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconId, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { employeeName } from '@staffdesk/core/employees';
import { EMPLOYEE_RECORDS } from '@staffdesk/core/resources/employee-records';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeeHeader, JobDetails, PersonalDetails } from './employee-details.component.tsx';
import {
  deleteEmployeePhoto,
  employeeQuery,
  idCardUrl,
  invalidateEmployees,
  uploadEmployeePhoto,
} from './employees.api.ts';
import { PhotoPicker } from '../../platform/photo-picker.component.tsx';
import { EmployeeRecordsTab } from './employee-records.tab.tsx';
import { AccessCodeTab } from './access-code.tab.tsx';

/**
 * The profile's tabs, each its own address (spec 2.3: `profile`, `jobinfo`, `listingnote`, `ListingDocs`,
 * `ListingAssts`, `ListingPoints`, `Acesscode`; dependants have no spec address of their own).
 */
const TABS = [
  { key: 'profile', label: 'employees:tabs.personal' },
  { key: 'jobinfo', label: 'employees:tabs.job' },
  ...EMPLOYEE_RECORDS.map((r) => ({ key: r.route, label: `resources:${r.key}.title` })),
  { key: 'Acesscode', label: 'employees:tabs.accessCode' },
];

/** `/{account}/employees/profile/:id` and `/{account}/employees/jobinfo/:id`: the HR view of one employee. */
export function EmployeeProfilePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['employees', 'resources', 'common', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const account = session.account ?? '';
  const tab = TABS.find((x) => pathname.includes(`/employees/${x.key}/`))?.key ?? 'profile';
  const employee = useQuery(employeeQuery(id));
  const e = employee.data;
  const listPath = `/${account}/employees/listing`;
  const title = e ? employeeName(e) : t('employees:profilePage.title');
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:employeeList'), to: listPath },
          { label: title },
        ]}
        title={t('employees:profilePage.title')}
      />
      {employee.isPending && <Skeleton h={140} />}
      {employee.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="employee-load-error">
          {loadErrorText(t, employee.error)}
        </Alert>
      )}
      {e && (
        <>
          <EmployeeHeader
            e={e}
            photo={
              canDo(session, 'employees', 'edit') && (
                <PhotoPicker
                  hasPhoto={e.photoSet}
                  upload={(file) => uploadEmployeePhoto(e.id, file)}
                  remove={() => deleteEmployeePhoto(e.id)}
                  onChanged={invalidateEmployees}
                  testId="employee-photo"
                />
              )
            }
            actions={
              <>
                <Button
                  component="a"
                  href={idCardUrl(e.id, i18n.language)}
                  download
                  variant="default"
                  leftSection={<IconId size={16} aria-hidden />}
                  data-testid="employee-id-card"
                >
                  {t('employees:idCard.download')}
                </Button>
                {canDo(session, 'employees', 'edit') && (
                  <Button
                    component={Link}
                    to={`/${account}/employees/edit/${e.id}`}
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    data-testid="employee-edit"
                  >
                    {t('common:actions.edit')}
                  </Button>
                )}
              </>
            }
          />
          <Tabs
            value={tab}
            onChange={(v) => v && void navigate(`/${account}/employees/${v}/${e.id}`)}
            keepMounted={false}
          >
            <Tabs.List>
              {TABS.map((x) => (
                <Tabs.Tab key={x.key} value={x.key} data-testid={`tab-${x.key}`}>
                  {t(x.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="profile" pt="lg">
              <PersonalDetails e={e} />
            </Tabs.Panel>
            <Tabs.Panel value="jobinfo" pt="lg">
              <JobDetails e={e} />
            </Tabs.Panel>
            <Tabs.Panel value="Acesscode" pt="lg">
              <AccessCodeTab e={e} />
            </Tabs.Panel>
            {EMPLOYEE_RECORDS.map((r) => (
              <Tabs.Panel key={r.key} value={r.route} pt="lg">
                <EmployeeRecordsTab r={r} employeeId={e.id} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
