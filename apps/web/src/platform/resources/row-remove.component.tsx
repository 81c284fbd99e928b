import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The remove button at the end of a row of a list field (places, leave lines, tax table rows). */
export function RowRemoveButton({
  label,
  onClick,
  disabled,
  mt,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** aligns it with the row's inputs when they have labels above them */
  mt?: number;
  testId: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        color="red"
        mt={mt}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
