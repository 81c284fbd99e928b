import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OT_LIST_PATH } from './ot.api.ts';
import { OtForm } from './ot-form.component.tsx';

/** `/shiftsotrequest/Add`: HR or a sub admin files overtime for an employee in their scope. */
export function OtAddPage() {
  const { t } = useTranslation(['overtime', 'common', 'menu']);
  const title = t('list.add');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = `/${session.account}/${OT_LIST_PATH}`;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader crumbs={[{ label: t('menu:overtimeRequests'), to: list }, { label: title }]} title={title} />
      <OtForm
        forEmployee
        onDone={async () => {
          // the spec's words for overtime
          notifySuccess(t('common:messages.recordUpdated'));
          await client.invalidateQueries({ queryKey: ['overtime'] });
          navigate(list);
        }}
      />
    </Stack>
  );
}
