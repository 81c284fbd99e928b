import { Table, Text } from '@mantine/core';

/** A plain table's one row saying why it is empty, across all its columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="lg">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
