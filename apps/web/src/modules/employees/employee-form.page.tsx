import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ZEmployeeInput, type TEmployee, type TEmployeeInput } from '@staffdesk/core/employees';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText, loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EMPLOYEE_MESSAGES } from '@staffdesk/core/employees';
import { EmployeeFormSections } from './employee-form-sections.tsx';
import {
  employeeBody,
  employeeFieldMessage,
  initialEmployeeValues,
  type TEmployeeFormValues,
} from './employee-form-values.ts';
import { createEmployee, employeeQuery, invalidateEmployees, updateEmployee } from './employees.api.ts';

/** `/{account}/employees/add` and `/{account}/employees/edit/:id`: the HR form of one employee. */
export function EmployeeFormPage() {
  const { id } = useParams();
  return <EmployeeFormLoader key={id ?? 'new'} id={id ?? null} />;
}

function EmployeeFormLoader({ id }: { id: string | null }) {
  const { t } = useTranslation(['employees', 'common', 'menu']);
  const session = useShellSession();
  const employee = useQuery({ ...employeeQuery(id ?? ''), enabled: id !== null });
  const title = t(id ? 'common:crud.editTitle' : 'common:crud.addTitle', { title: t('employees:form.entity') });
  usePageTitle(title);
  const listPath = `/${session.account ?? ''}/employees/listing`;

  let body: ReactNode;
  if (id && employee.isPending) {
    body = (
      <Paper withBorder p="lg">
        <Stack gap="md">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      </Paper>
    );
  } else if (id && employee.error) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="employee-load-error">
        {loadErrorText(t, employee.error)}
      </Alert>
    );
  } else {
    body = <EmployeeForm employee={id ? (employee.data ?? null) : null} listPath={listPath} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:employeeList'), to: listPath },
          { label: t(id ? 'common:actions.edit' : 'common:actions.add') },
        ]}
        title={title}
      />
      {body}
    </Stack>
  );
}

function EmployeeForm({ employee, listPath }: { employee: TEmployee | null; listPath: string }) {
  const { t } = useTranslation(['employees', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TEmployeeFormValues>(() => initialEmployeeValues(employee));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [locked, lock] = useSubmitLock();

  const set = <K extends keyof TEmployeeFormValues>(key: K, v: TEmployeeFormValues[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: v };
      // a department belongs to one organization
      if (key === 'organizationId' && prev.organizationId !== v) next.departmentId = '';
      return next;
    });
    setErrors((prev) => {
      const drop = Object.keys(prev).filter((k) => k === key || (key === 'hrFields' && k.startsWith('hrFields.')));
      if (drop.length === 0) return prev;
      const next = { ...prev };
      for (const k of drop) delete next[k];
      return next;
    });
  };

  const message = (field: string) => employeeFieldMessage(t, errors[field]);

  const focusFirst = (found: Record<string, string>) => {
    const key = Object.keys(found)[0];
    if (!key) return;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`)?.focus(),
    );
  };

  const save = useMutation({
    mutationFn: (body: TEmployeeInput) => (employee ? updateEmployee(employee.id, body) : createEmployee(body)),
    onSuccess: async (saved) => {
      const created = !employee;
      notifySuccess(t(created ? 'common:messages.recordAdded' : 'common:messages.recordUpdated'));
      if (created && 'mailSent' in saved && saved.mailSent === false) notifyError(t('employees:form.mailNotSent'));
      else if (created && 'mailSent' in saved && saved.mailSent) notifySuccess(t('employees:form.mailSent'));
      await invalidateEmployees();
      void navigate(`/${session.account ?? ''}/employees/profile/${saved.id}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields);
        focusFirst(error.fields);
      }
      const code = isApiError(error) ? String(error.code) : '';
      const text =
        code === 'validation'
          ? t('errors:validation')
          : code in EMPLOYEE_MESSAGES
            ? t(`employees:errors.${code}`)
            : errorText(t, error);
      setFormError(text);
      notifyError(text);
    },
  });

  const submit = () => {
    if (locked || save.isPending) return;
    const body = employeeBody(values);
    const parsed = ZEmployeeInput.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
    if (employee?.hasLogin && !values.email.trim()) found.email = 'required';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('errors:validation'));
      focusFirst(found);
      return;
    }
    setFormError('');
    lock();
    save.mutate(body);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="employee-form"
    >
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <EmployeeFormSections values={values} set={set} message={message} employee={employee} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={listPath} variant="default" data-testid="form-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={locked}
            data-testid="form-submit"
          >
            {t(employee ? 'common:actions.save' : 'common:actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
