import type { MouseEvent, ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { type Icon, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TRowActionProps = {
  /** the translated name of the action: the tooltip */
  label: string;
  /** the row it acts on (an email, an account, a name): the accessible name is `label: subject` */
  subject: string;
  icon: Icon;
  testId: string;
  /** a link; without it the action is a button */
  to?: string;
  /** a file to download (a plain link, not a page of the app) */
  href?: string;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
};

/** An icon button in a table row, named by its tooltip and, for a screen reader, by the row it acts on. */
export function RowAction({ label, subject, icon: ActionSymbol, testId, to, href, ...props }: TRowActionProps) {
  const icon = <ActionSymbol size={18} aria-hidden />;
  const common = { variant: 'subtle', 'aria-label': `${label}: ${subject}`, 'data-testid': testId, ...props };
  return (
    <Tooltip label={label} withinPortal>
      {href !== undefined ? (
        <ActionIcon component="a" href={href} download {...common}>
          {icon}
        </ActionIcon>
      ) : to === undefined ? (
        <ActionIcon {...common}>{icon}</ActionIcon>
      ) : (
        <ActionIcon component={Link} to={to} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * The actions cell of a row: its RowActions side by side at the right. In a table whose rows open on a click,
 * `clickableRow` keeps a click on an action from opening the row as well.
 */
export function RowActions({ children, clickableRow = false }: { children: ReactNode; clickableRow?: boolean }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={clickableRow ? (e) => e.stopPropagation() : undefined}>
      {children}
    </Group>
  );
}

/** The row's "Edit": a link to its form. */
export function EditAction({ subject, to }: { subject: string; to: string }) {
  const { t } = useTranslation('common');
  return <RowAction label={t('actions.edit')} subject={subject} icon={IconPencil} to={to} testId="row-edit" />;
}

/** The row's "Delete": opens the list's delete dialog. */
export function DeleteAction({ subject, onClick }: { subject: string; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <RowAction
      label={t('actions.delete')}
      subject={subject}
      icon={IconTrash}
      color="red"
      onClick={onClick}
      testId="row-delete"
    />
  );
}
