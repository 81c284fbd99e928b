import { Text } from '@mantine/core';

/** A row's employee: name over Employee ID. */
export function PersonCell({ r }: { r: { employeeName: string; employeeCode: string } }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {r.employeeName}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {r.employeeCode}
      </Text>
    </div>
  );
}

/** A row's department over its organization. */
export function PlaceInCompanyCell({ r }: { r: { departmentName: string | null; organizationTitle: string } }) {
  return (
    <div>
      <Text size="sm">{r.departmentName ?? '—'}</Text>
      <Text size="xs" c="dimmed">
        {r.organizationTitle}
      </Text>
    </div>
  );
}
