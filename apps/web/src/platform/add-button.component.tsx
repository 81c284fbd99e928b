import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Add" in a list page's header: a link to the add form (`to`), or a button that opens a dialog (`onClick`). */
export function AddButton({ to, onClick, testId }: { to?: string; onClick?: () => void; testId: string }) {
  const { t } = useTranslation('common');
  const common = {
    leftSection: <IconPlus size={16} aria-hidden />,
    'data-testid': testId,
    children: t('common:actions.add'),
  };
  return to === undefined ? <Button onClick={onClick} {...common} /> : <Button component={Link} to={to} {...common} />;
}
