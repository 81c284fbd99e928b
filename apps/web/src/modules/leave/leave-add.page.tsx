import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { LEAVE_LIST_PATH } from './leave.api.ts';
import { LeaveForm } from './leave-form.component.tsx';

/** `/shiftsleaves/add`: HR or a sub admin files leave for an employee in their scope. */
export function LeaveAddPage() {
  const { t } = useTranslation(['leave', 'common', 'menu']);
  const title = t('list.add');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = `/${session.account}/${LEAVE_LIST_PATH}`;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader crumbs={[{ label: t('menu:leaveRequests'), to: list }, { label: title }]} title={title} />
      <LeaveForm
        forEmployee
        onDone={async () => {
          // the spec's words
          notifySuccess(t('common:messages.recordAdded'));
          await client.invalidateQueries({ queryKey: ['leave'] });
          navigate(list);
        }}
      />
    </Stack>
  );
}
