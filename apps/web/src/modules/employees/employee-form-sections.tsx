import type { ReactNode } from 'react';
import { Grid, NumberInput, Paper, Select, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  PCB_CATEGORIES,
  PAY_FREQUENCIES,
  PAYROLL_TYPES,
  type TEmployee,
} from '@staffdesk/core/employees';
import { CURRENCIES, TIME_ZONES } from '@staffdesk/core/zones';
import { DayInput } from '../../platform/day-input.component.tsx';
import { resourceOptionSearch, resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { optionLabel } from '../../platform/resources/resource-text.ts';
import type { TEmployeeFormKey, TEmployeeFormValues } from './employee-form-values.ts';
import { EmployeePicker } from './employee-picker.component.tsx';
import { hrFieldsQuery } from './employees.api.ts';
import { HrFieldInput } from './hr-field-input.component.tsx';

type TSectionsProps = {
  values: TEmployeeFormValues;
  set: <K extends keyof TEmployeeFormValues>(key: K, v: TEmployeeFormValues[K]) => void;
  message: (field: string) => string | undefined;
  employee: TEmployee | null;
};

const half = { base: 12, sm: 6 };
const third = { base: 12, sm: 6, md: 4 };

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The employee form's sections: personal, work, job and pay, tax and statutory, custom HR fields. */
export function EmployeeFormSections({ values, set, message, employee }: TSectionsProps) {
  const { t } = useTranslation(['employees', 'common']);
  const orgs = useQuery(resourceOptionsQuery('organization'));
  const groups = useQuery(resourceOptionsQuery('group'));
  const banks = useQuery(resourceOptionsQuery('bank'));
  const shifts = useQuery(resourceOptionsQuery('shift'));
  const hrFields = useQuery(hrFieldsQuery);

  const label = (k: string) => t(`employees:fields.${k}`);
  const common = (k: string) => ({ 'data-field': k, 'data-testid': `field-${k}`, error: message(k) });
  const text = (k: TEmployeeFormKey, max: number, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label(k)}
      maxLength={max}
      value={values[k]}
      onChange={(e) => set(k, e.currentTarget.value)}
      {...common(k)}
      {...extra}
    />
  );
  const choice = (
    k: TEmployeeFormKey,
    codes: readonly string[],
    labels: string,
    extra: Record<string, unknown> = {},
  ) => (
    <Select
      label={label(k)}
      data={codes.map((c) => ({ value: c, label: t(`employees:${labels}.${c}`) }))}
      value={values[k] || null}
      onChange={(v) => set(k, v ?? '')}
      clearable
      placeholder={t('common:form.choose')}
      {...common(k)}
      {...extra}
    />
  );
  const ref = (k: TEmployeeFormKey, data: { value: string; label: string }[], extra: Record<string, unknown> = {}) => (
    <Select
      label={label(k)}
      data={data}
      value={values[k] || null}
      onChange={(v) => set(k, v ?? '')}
      searchable
      clearable
      placeholder={t('common:form.choose')}
      nothingFoundMessage={t('common:form.nothingFound')}
      {...common(k)}
      {...extra}
    />
  );
  const day = (k: TEmployeeFormKey, extra: Record<string, unknown> = {}) => (
    <DayInput label={label(k)} value={values[k]} onChange={(d) => set(k, d)} clearable {...common(k)} {...extra} />
  );
  const opts = (r: { data?: { id: string; label: string }[] }) =>
    (r.data ?? []).map((o) => ({ value: o.id, label: o.label }));

  return (
    <>
      <FormSection title={t('employees:sections.personal')}>
        <Grid gap="md">
          <Grid.Col span={half}>{text('firstName', 100, { withAsterisk: true })}</Grid.Col>
          <Grid.Col span={half}>{text('lastName', 100)}</Grid.Col>
          <Grid.Col span={third}>
            {text('employeeCode', 30, { description: t('employees:hints.employeeCode') })}
          </Grid.Col>
          <Grid.Col span={third}>
            {text('email', 150, {
              type: 'email',
              description: employee?.hasLogin ? t('employees:hints.emailLogin') : t('employees:hints.email'),
              withAsterisk: employee?.hasLogin,
            })}
          </Grid.Col>
          <Grid.Col span={third}>{text('mobile', 24, { type: 'tel', placeholder: '+855 12 345 678' })}</Grid.Col>
          <Grid.Col span={third}>{choice('gender', GENDERS, 'gender')}</Grid.Col>
          <Grid.Col span={third}>{day('dateOfBirth')}</Grid.Col>
          <Grid.Col span={third}>{text('nationality', 60)}</Grid.Col>
          <Grid.Col span={half}>
            <Select
              label={label('timeZone')}
              description={t('employees:hints.timeZone')}
              data={TIME_ZONES.map((z) => ({
                value: z,
                label: optionLabel(t, { key: 'timeZone', labels: 'timeZone' }, z),
              }))}
              value={values.timeZone || null}
              onChange={(v) => set('timeZone', v ?? '')}
              searchable
              clearable
              limit={100}
              placeholder={t('common:form.choose')}
              nothingFoundMessage={t('common:form.nothingFound')}
              {...common('timeZone')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <Textarea
              label={label('address')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={500}
              value={values.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              {...common('address')}
            />
          </Grid.Col>
        </Grid>
      </FormSection>

      <FormSection title={t('employees:sections.work')}>
        <Grid gap="md">
          <Grid.Col span={half}>{ref('organizationId', opts(orgs), { withAsterisk: true, clearable: false })}</Grid.Col>
          <Grid.Col span={half}>
            {/* an organization's departments can be many: searched on the server as the user types */}
            <RemoteSelect
              label={label('departmentId')}
              value={values.departmentId}
              onChange={(v) => set('departmentId', v)}
              query={resourceOptionSearch('department', values.organizationId)}
              currentLabel={employee?.departmentId === values.departmentId ? employee?.departmentName : null}
              clearable
              placeholder={t('common:form.choose')}
              disabled={!values.organizationId}
              description={values.organizationId ? undefined : t('employees:hints.chooseOrganization')}
              {...common('departmentId')}
            />
          </Grid.Col>
          <Grid.Col span={third}>{text('position', 100)}</Grid.Col>
          <Grid.Col span={third}>{ref('groupId', opts(groups))}</Grid.Col>
          <Grid.Col span={third}>
            {choice('status', EMPLOYEE_STATUSES, 'status', { clearable: false, allowDeselect: false })}
          </Grid.Col>
          <Grid.Col span={half}>{ref('shiftId', opts(shifts), { description: t('employees:hints.shiftId') })}</Grid.Col>
          <Grid.Col span={half}>
            <EmployeePicker
              label={label('reportingManagerId')}
              value={values.reportingManagerId}
              onChange={(id) => set('reportingManagerId', id)}
              currentLabel={employee?.reportingManagerName}
              exclude={employee ? [employee.id] : []}
              {...common('reportingManagerId')}
            />
          </Grid.Col>
        </Grid>
      </FormSection>

      <FormSection title={t('employees:sections.job')}>
        <Grid gap="md">
          <Grid.Col span={third}>{day('joinDate')}</Grid.Col>
          <Grid.Col span={third}>{day('confirmationDate', { minDate: values.joinDate || undefined })}</Grid.Col>
          <Grid.Col span={third}>{choice('employmentType', EMPLOYMENT_TYPES, 'employmentType')}</Grid.Col>
          <Grid.Col span={third}>{choice('payrollType', PAYROLL_TYPES, 'payrollType')}</Grid.Col>
          <Grid.Col span={third}>{choice('payFrequency', PAY_FREQUENCIES, 'payFrequency')}</Grid.Col>
          <Grid.Col span={third}>
            {text('basicSalary', 20, {
              inputMode: 'decimal',
              placeholder: '0.00',
              styles: { input: { fontVariantNumeric: 'tabular-nums' } },
            })}
          </Grid.Col>
          <Grid.Col span={third}>
            <Select
              label={label('salaryCurrency')}
              description={t('employees:hints.salaryCurrency')}
              data={CURRENCIES.map((c) => ({
                value: c,
                label: optionLabel(t, { key: 'currency', labels: 'currency' }, c),
              }))}
              value={values.salaryCurrency || null}
              onChange={(v) => set('salaryCurrency', v ?? '')}
              searchable
              clearable
              limit={100}
              placeholder={t('common:form.choose')}
              nothingFoundMessage={t('common:form.nothingFound')}
              {...common('salaryCurrency')}
            />
          </Grid.Col>
          <Grid.Col span={third}>{ref('bankId', opts(banks))}</Grid.Col>
          <Grid.Col span={third}>{text('bankAccount', 40)}</Grid.Col>
        </Grid>
      </FormSection>

      <FormSection title={t('employees:sections.statutory')}>
        <Grid gap="md">
          <Grid.Col span={third}>{text('taxNumber', 40)}</Grid.Col>
          <Grid.Col span={third}>{choice('maritalStatus', MARITAL_STATUSES, 'maritalStatus')}</Grid.Col>
          <Grid.Col span={third}>
            <NumberInput
              label={label('children')}
              min={0}
              max={30}
              allowDecimal={false}
              allowNegative={false}
              value={values.children}
              onChange={(v) => set('children', String(v))}
              {...common('children')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Switch
              label={label('taxResident')}
              description={t('employees:hints.taxResident')}
              checked={values.taxResident}
              onChange={(e) => set('taxResident', e.currentTarget.checked)}
              data-testid="field-taxResident"
            />
          </Grid.Col>
          <Grid.Col span={third}>{text('nssfNumber', 40)}</Grid.Col>
          <Grid.Col span={third}>{text('epfNumber', 40)}</Grid.Col>
          <Grid.Col span={third}>{text('epfCategory', 40)}</Grid.Col>
          <Grid.Col span={third}>{text('socsoNumber', 40)}</Grid.Col>
          <Grid.Col span={third}>{text('socsoCategory', 40)}</Grid.Col>
          <Grid.Col span={third}>{choice('pcbCategory', PCB_CATEGORIES, 'pcbCategory')}</Grid.Col>
        </Grid>
      </FormSection>

      {(hrFields.data?.rows.length ?? 0) > 0 && (
        <FormSection title={t('employees:sections.custom')}>
          <Grid gap="md">
            {hrFields.data!.rows.map((f) => (
              <Grid.Col span={third} key={f.id}>
                <HrFieldInput
                  f={f}
                  value={values.hrFields[f.id] ?? ''}
                  onChange={(v) => set('hrFields', { ...values.hrFields, [f.id]: v })}
                  error={message(`hrFields.${f.id}`)}
                />
              </Grid.Col>
            ))}
          </Grid>
        </FormSection>
      )}
    </>
  );
}
