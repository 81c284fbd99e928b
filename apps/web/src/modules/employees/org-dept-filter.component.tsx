import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionSearch, resourceOptionsQuery } from '../../platform/resources/resource.api.ts';

type TOrgDeptFilterProps = {
  organizationId: string;
  departmentId: string;
  /** a new organization; the department is cleared by the caller when it belongs to another */
  onOrganization: (id: string) => void;
  onDepartment: (id: string) => void;
};

/** Organization and department filters of the staff pages: the departments offered are the organization's. */
export function OrgDeptFilter({ organizationId, departmentId, onOrganization, onDepartment }: TOrgDeptFilterProps) {
  const { t } = useTranslation('employees');
  const orgs = useQuery(resourceOptionsQuery('organization'));
  return (
    <>
      <Select
        label={t('fields.organizationId')}
        placeholder={t('list.all')}
        data={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
        value={organizationId || null}
        onChange={(v) => {
          onOrganization(v ?? '');
          if (v && departmentId) onDepartment('');
        }}
        clearable
        searchable
        w={220}
        data-testid="filter-organization"
      />
      {/* departments can be many: searched on the server, the organization's only once one is chosen */}
      <RemoteSelect
        label={t('fields.departmentId')}
        placeholder={t('list.all')}
        value={departmentId}
        onChange={onDepartment}
        query={resourceOptionSearch('department', organizationId || undefined)}
        clearable
        w={200}
        data-testid="filter-department"
      />
    </>
  );
}
