import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employeeName, type TEmployee } from '@staffdesk/core/employees';
import { formatMoney } from '@staffdesk/core/money';
import { formatDay } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { EmployeeStatusBadge } from './employee-status.component.tsx';
import { hrFieldsQuery } from './employees.api.ts';

/** Whole years between a birth date and today (the age shown beside a date of birth). */
export function ageOn(birth: string, today = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text data-testid={testId} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {empty ? t('notSet') : children}
      </Text>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** The card at the top of a profile: photo, name, employee ID, where they work, status. */
export function EmployeeHeader({ e, actions, photo }: { e: TEmployee; actions?: ReactNode; photo?: ReactNode }) {
  const { t } = useTranslation('employees');
  const name = employeeName(e);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="employee-header">
      <Group gap="lg" align="flex-start" wrap="wrap" justify="space-between">
        <Group gap="lg" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Stack gap="xs" align="center">
            <Avatar
              src={e.photoUrl}
              name={name}
              color="initials"
              size={88}
              radius={88}
              alt={t('profile.photoOf', { name })}
              data-testid="employee-photo"
            />
            {photo}
          </Stack>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" data-testid="employee-name">
              {name}
            </Title>
            <Text c="dimmed" ff="monospace" data-testid="employee-code">
              {e.employeeCode}
            </Text>
            <Text size="sm" data-testid="employee-position">
              {[e.position, e.departmentName, e.organizationTitle].filter(Boolean).join(' · ')}
            </Text>
            <Group gap="xs" mt={4}>
              <EmployeeStatusBadge status={e.status} />
              <Badge variant="outline" color={e.hasLogin ? 'blue' : 'gray'} tt="none">
                {t(e.hasLogin ? 'login.yes' : 'login.no')}
              </Badge>
            </Group>
          </Stack>
        </Group>
        {actions && (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** Personal data, where they work and the custom HR fields. */
export function PersonalDetails({ e }: { e: TEmployee }) {
  const { t } = useTranslation('employees');
  const hrFields = useQuery(hrFieldsQuery);
  const f = (k: string) => t(`fields.${k}`);
  return (
    <Stack gap="lg">
      <Block title={t('sections.personal')}>
        <Item label={f('email')}>{e.email}</Item>
        <Item label={f('mobile')} testId="employee-mobile">
          {e.mobile}
        </Item>
        <Item label={f('gender')}>{e.gender && t(`gender.${e.gender}`)}</Item>
        <Item label={f('dateOfBirth')} testId="employee-birth">
          {e.dateOfBirth && `${formatDay(e.dateOfBirth)} (${t('age', { count: ageOn(e.dateOfBirth) })})`}
        </Item>
        <Item label={f('nationality')}>{e.nationality}</Item>
        <Item label={f('timeZone')}>{e.effectiveTimeZone.replaceAll('_', ' ')}</Item>
        <Item label={f('address')}>{e.address}</Item>
      </Block>
      <Block title={t('sections.work')}>
        <Item label={f('organizationId')}>{e.organizationTitle}</Item>
        <Item label={f('departmentId')}>{e.departmentName}</Item>
        <Item label={f('position')}>{e.position}</Item>
        <Item label={f('groupId')}>{e.groupName}</Item>
        <Item label={f('shiftId')}>{e.shiftName}</Item>
        <Item label={f('reportingManagerId')}>{e.reportingManagerName}</Item>
      </Block>
      {(hrFields.data?.rows.length ?? 0) > 0 && (
        <Block title={t('sections.custom')}>
          {hrFields.data!.rows.map((h) => {
            const v = e.hrFields[h.id];
            return (
              <Item key={h.id} label={h.label}>
                {v && h.fieldType === 'date' ? formatDay(v) : v}
              </Item>
            );
          })}
        </Block>
      )}
    </Stack>
  );
}

/** Job info: dates, contract, pay, bank, tax and statutory numbers. */
export function JobDetails({ e }: { e: TEmployee }) {
  const { t, i18n } = useTranslation('employees');
  const f = (k: string) => t(`fields.${k}`);
  return (
    <Stack gap="lg">
      <Block title={t('sections.job')}>
        <Item label={f('joinDate')}>{e.joinDate && formatDay(e.joinDate)}</Item>
        <Item label={f('confirmationDate')}>{e.confirmationDate && formatDay(e.confirmationDate)}</Item>
        {e.exitDate && <Item label={f('exitDate')}>{formatDay(e.exitDate)}</Item>}
        <Item label={f('employmentType')}>{e.employmentType && t(`employmentType.${e.employmentType}`)}</Item>
        <Item label={f('payrollType')}>{e.payrollType && t(`payrollType.${e.payrollType}`)}</Item>
        <Item label={f('basicSalary')} testId="employee-salary">
          {e.basicSalary && formatMoney(e.basicSalary, e.effectiveCurrency, intlLocale(i18n.language))}
        </Item>
        <Item label={f('payFrequency')}>{e.payFrequency && t(`payFrequency.${e.payFrequency}`)}</Item>
        <Item label={f('bankId')}>{e.bankName}</Item>
        <Item label={f('bankAccount')}>{e.bankAccount}</Item>
      </Block>
      <Block title={t('sections.statutory')}>
        <Item label={f('taxNumber')}>{e.taxNumber}</Item>
        <Item label={f('taxResident')}>{t(e.taxResident ? 'resident.yes' : 'resident.no')}</Item>
        <Item label={f('maritalStatus')}>{e.maritalStatus && t(`maritalStatus.${e.maritalStatus}`)}</Item>
        <Item label={f('children')}>{String(e.children)}</Item>
        <Item label={f('nssfNumber')}>{e.nssfNumber}</Item>
        <Item label={f('epfNumber')}>{e.epfNumber}</Item>
        <Item label={f('epfCategory')}>{e.epfCategory}</Item>
        <Item label={f('socsoNumber')}>{e.socsoNumber}</Item>
        <Item label={f('socsoCategory')}>{e.socsoCategory}</Item>
        <Item label={f('pcbCategory')}>{e.pcbCategory && t(`employees:pcbCategory.${e.pcbCategory}`)}</Item>
      </Block>
    </Stack>
  );
}
