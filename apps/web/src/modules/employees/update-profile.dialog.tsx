import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconUserEdit } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MARITAL_STATUSES, type TEmployee, type TSelfEditField } from '@staffdesk/core/employees';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { employeeFieldMessage } from './employee-form-values.ts';
import { invalidateEmployees, mySelfServiceQuery, updateMyEmployee } from './employees.api.ts';
import { HrFieldInput } from './hr-field-input.component.tsx';

type TValues = Record<Exclude<TSelfEditField, 'hrFields'>, string> & { hrFields: Record<string, string> };

const valuesOf = (e: TEmployee): TValues => ({
  mobile: e.mobile ?? '',
  address: e.address ?? '',
  nationality: e.nationality ?? '',
  dateOfBirth: e.dateOfBirth ?? '',
  maritalStatus: e.maritalStatus ?? '',
  children: String(e.children ?? 0),
  bankAccount: e.bankAccount ?? '',
  hrFields: { ...e.hrFields },
});

/** My Profile's Update Profile: the button, shown when HR allows changes, and its dialog of the allowed fields. */
export function UpdateProfile({ e }: { e: TEmployee }) {
  const { t } = useTranslation(['employees', 'common', 'errors']);
  const allowed = useQuery(mySelfServiceQuery);
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState<TValues>(() => valuesOf(e));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const fields = allowed.data?.fields ?? [];
  const save = useMutation({
    mutationFn: () =>
      updateMyEmployee(
        Object.fromEntries(
          fields.map((f) => [f, f === 'children' ? Number(values.children || 0) : values[f] === '' ? null : values[f]]),
        ),
      ),
    onSuccess: async () => {
      notifySuccess(t('employees:updateProfile.saved'));
      await invalidateEmployees();
      setOpened(false);
    },
    onError: (error) => {
      setErrors(isApiError(error) && error.fields ? error.fields : {});
      setFormError(isApiError(error) && error.code === 'validation' ? t('errors:validation') : errorText(t, error));
    },
  });
  if (fields.length === 0) return null;
  const set = (k: keyof TValues, v: string) => setValues((p) => ({ ...p, [k]: v }));
  const message = (k: string) => employeeFieldMessage(t, errors[k]);
  const label = (k: string) => t(`employees:fields.${k}`);
  const input = (f: TSelfEditField) => {
    switch (f) {
      case 'address':
        return (
          <Textarea
            label={label(f)}
            value={values.address}
            onChange={(ev) => set(f, ev.currentTarget.value)}
            error={message(f)}
            autosize
            minRows={2}
            maxLength={500}
            data-testid={`self-${f}`}
          />
        );
      case 'dateOfBirth':
        return (
          <DayInput
            label={label(f)}
            value={values.dateOfBirth}
            onChange={(v) => set(f, v)}
            error={message(f)}
            clearable
            data-testid={`self-${f}`}
          />
        );
      case 'maritalStatus':
        return (
          <Select
            label={label(f)}
            data={MARITAL_STATUSES.map((m) => ({ value: m, label: t(`employees:maritalStatus.${m}`) }))}
            value={values.maritalStatus || null}
            onChange={(v) => set(f, v ?? '')}
            clearable
            error={message(f)}
            data-testid={`self-${f}`}
          />
        );
      case 'children':
        return (
          <NumberInput
            label={label(f)}
            value={values.children}
            onChange={(v) => set(f, String(v))}
            min={0}
            max={30}
            allowDecimal={false}
            error={message(f)}
            data-testid={`self-${f}`}
          />
        );
      case 'hrFields':
        return null;
      default:
        return (
          <TextInput
            label={label(f)}
            value={values[f]}
            onChange={(ev) => set(f, ev.currentTarget.value)}
            error={message(f)}
            maxLength={f === 'bankAccount' ? 40 : 100}
            data-testid={`self-${f}`}
          />
        );
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUserEdit size={16} aria-hidden />}
        onClick={() => {
          setValues(valuesOf(e));
          setErrors({});
          setFormError('');
          setOpened(true);
        }}
        data-testid="update-profile"
      >
        {t('employees:updateProfile.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('employees:updateProfile.title')} size="lg">
        <form
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            save.mutate();
          }}
          data-testid="update-profile-form"
        >
          <Stack gap="md">
            {formError && (
              <Alert color="red" role="alert" data-testid="form-error">
                {formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields
                .filter((f) => f !== 'hrFields')
                .map((f) => (
                  <div key={f}>{input(f)}</div>
                ))}
              {fields.includes('hrFields') &&
                (allowed.data?.hrFields ?? []).map((d) => (
                  <HrFieldInput
                    key={d.id}
                    f={d}
                    value={values.hrFields[d.id] ?? ''}
                    onChange={(v) => setValues((p) => ({ ...p, hrFields: { ...p.hrFields, [d.id]: v } }))}
                    error={message(`hrFields.${d.id}`)}
                  />
                ))}
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                data-testid="update-profile-save"
              >
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
