import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { GROUP_CHECK_IN_PATH, myGroupsQuery } from './groups.api.ts';

/** On the check-in page of a group leader (and only theirs): the way to Groups CheckIN. */
export function GroupCheckInLink() {
  const { t } = useTranslation('groups');
  const session = useShellSession();
  const mine = useQuery({ ...myGroupsQuery, retry: false, enabled: session.features.group === true });
  if (!mine.data?.length) return null;
  return (
    <Button
      component={Link}
      to={`/${session.account}/${GROUP_CHECK_IN_PATH}`}
      variant="light"
      leftSection={<IconUsersGroup size={18} />}
      maw={560}
      data-testid="open-group-check-in"
    >
      {t('checkIn.open', { count: mine.data.length })}
    </Button>
  );
}
