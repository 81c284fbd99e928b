import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveYearOf } from '@staffdesk/core/leave';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayInput } from '../../platform/day-input.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { assignTemplate } from './leave.api.ts';

type TTarget = 'employees' | 'department' | 'organization';

/**
 * Gives a leave template to the chosen employees, a department or an organization, from a day on (the start of this
 * leave year unless chosen): what it makes due since then is credited at once.
 */
export function AssignTemplateDialog({
  opened,
  employeeIds,
  onClose,
}: {
  opened: boolean;
  /** the employees ticked in the list */
  employeeIds: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['leave', 'errors', 'common']);
  const client = useQueryClient();
  const templates = useQuery(resourceOptionsQuery('leaveTemplate'));
  const [templateId, setTemplateId] = useState('');
  const [target, setTarget] = useState<TTarget>('employees');
  const [organizationId, setOrganizationId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      assignTemplate({
        templateId,
        target,
        employeeIds: target === 'employees' ? [...employeeIds] : undefined,
        departmentId: target === 'department' ? departmentId : undefined,
        organizationId: target === 'organization' ? organizationId : undefined,
        fromDate,
      }),
    onSuccess: async (r) => {
      notifySuccess(t('assign.done', { count: r.employees, credits: r.credits }));
      await client.invalidateQueries({ queryKey: ['leave'] });
      onClose();
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    if (!opened) return;
    setTarget(employeeIds.length ? 'employees' : 'department');
    setFromDate(leaveYearOf(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), 1).from);
    setMissing(null);
    reset();
  }, [opened, employeeIds.length, reset]);

  const submit = () => {
    const need =
      !templateId ||
      !fromDate ||
      (target === 'employees' && !employeeIds.length) ||
      (target === 'department' && !departmentId) ||
      (target === 'organization' && !organizationId);
    setMissing(need ? t('errors:validation') : null);
    if (!need) mutation.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('assign.title')} size="lg" data-testid="assign-template">
      <Stack gap="md">
        <Select
          label={t('assign.template')}
          withAsterisk
          data={(templates.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
          value={templateId || null}
          onChange={(v) => setTemplateId(v ?? '')}
          nothingFoundMessage={t('assign.noTemplates')}
          data-testid="assign-template-select"
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="assign-target-label">
            {t('assign.to')}
          </Text>
          <SegmentedControl
            aria-labelledby="assign-target-label"
            value={target}
            onChange={(v) => setTarget(v as TTarget)}
            data={[
              {
                value: 'employees',
                label: t('assign.selected', { count: employeeIds.length }),
                disabled: !employeeIds.length,
              },
              { value: 'department', label: t('assign.department') },
              { value: 'organization', label: t('assign.organization') },
            ]}
            data-testid="assign-target"
          />
        </div>
        {target !== 'employees' && (
          <Group gap="sm" align="flex-end">
            <OrgDeptFilter
              organizationId={organizationId}
              departmentId={departmentId}
              onOrganization={setOrganizationId}
              onDepartment={setDepartmentId}
            />
          </Group>
        )}
        <DayInput
          label={t('assign.fromDate')}
          description={t('assign.fromHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={fromDate}
          onChange={setFromDate}
          withAsterisk
          data-testid="assign-from"
        />
        {(missing || mutation.error) && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="assign-error">
            {missing ?? errorText(t, mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button loading={mutation.isPending} onClick={submit} data-testid="assign-save">
            {t('assign.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
