import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { assignCourse, TRAINING_KEY } from './training.api.ts';

/** Gives a published course to employees, or to every active employee of departments or groups, by a due date. */
export function AssignModal({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const { t } = useTranslation(['training', 'common', 'errors']);
  const client = useQueryClient();
  const depts = useQuery(resourceOptionsQuery('department'));
  const groups = useQuery(resourceOptionsQuery('group'));
  const [employeeIds, setEmployees] = useState<string[]>([]);
  const [departmentIds, setDepartments] = useState<string[]>([]);
  const [groupIds, setGroups] = useState<string[]>([]);
  const [dueOn, setDueOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!employeeIds.length && !departmentIds.length && !groupIds.length)
      missing.employeeIds = t('assignments.whoRequired');
    if (!dueOn) missing.dueOn = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const r = await assignCourse(courseId, { employeeIds, departmentIds, groupIds, dueOn });
      notifySuccess(
        [t('assignments.assigned', { count: r.added }), r.already ? t('assignments.already', { count: r.already }) : '']
          .filter(Boolean)
          .join(' '),
      );
      await client.invalidateQueries({ queryKey: [TRAINING_KEY] });
      onClose();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('assignments.assign')} size="lg" data-testid="assign-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem text={problem} />
          <Text size="sm" c="dimmed">
            {t('assignments.hint')}
          </Text>
          <RemoteMultiSelect
            label={t('fields.employees')}
            placeholder={t('common:form.typeToSearch')}
            query={employeeOptionsQuery}
            labels={(wanted) => ({
              key: [TRAINING_KEY, 'assign-labels', wanted] as const,
              fetch: async () => ({ options: [] }),
            })}
            value={employeeIds}
            onChange={setEmployees}
            error={errors.employeeIds}
            data-testid="assign-employees"
          />
          <MultiSelect
            label={t('fields.departments')}
            data={(depts.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
            value={departmentIds}
            onChange={setDepartments}
            searchable
            clearable
            data-testid="assign-departments"
          />
          <MultiSelect
            label={t('fields.groups')}
            data={(groups.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
            value={groupIds}
            onChange={setGroups}
            searchable
            clearable
            data-testid="assign-groups"
          />
          <DayInput
            label={t('fields.dueOn')}
            withAsterisk
            value={dueOn}
            onChange={setDueOn}
            error={errors.dueOn}
            data-testid="assign-due"
          />
          <FormActions
            justify="flex-end"
            onCancel={onClose}
            cancelTestId="assign-cancel"
            submitLabel={t('assignments.assign')}
            submitTestId="assign-save"
            pending={locked}
            locked={locked}
          />
        </Stack>
      </form>
    </Modal>
  );
}
