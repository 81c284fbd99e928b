import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_CODE,
  DEPARTMENT,
  HOLIDAY,
  HR_FIELD,
  ORGANIZATION,
  SHIFT,
} from '@staffdesk/core/resources/settings-resources';
import { initialValues, isVisible, normalizeDecimal, toBody, validate } from './resource-form-values.ts';

describe('generic form values', () => {
  it('starts a new record from the declared defaults', () => {
    const v = initialValues(ORGANIZATION);
    expect(v.timezone).toBe('Asia/Phnom_Penh');
    expect(v.attendanceRadius).toBe(100);
    expect(v.title).toBe('');
    expect(initialValues(HOLIDAY).recurring).toBe(false);
    expect(initialValues(HR_FIELD).options).toEqual([]);
  });

  it('starts an edit from the record, nulls as empty inputs', () => {
    const v = initialValues(DEPARTMENT, { name: 'Finance', code: null, organizationId: 'x', description: null });
    expect(v).toEqual({ name: 'Finance', code: '', organizationId: 'x', description: '' });
  });

  it('sends empty inputs as null, ints as numbers and decimals as strings', () => {
    const values = {
      ...initialValues(ALLOWANCE_CODE),
      code: 'TR',
      name: 'Transport',
      amount: 12.5,
      allowanceTypeId: '',
    };
    const body = toBody(ALLOWANCE_CODE, values);
    expect(body.amount).toBe('12.5');
    expect(body.allowanceTypeId).toBeNull();
    expect(toBody(ALLOWANCE_CODE, { ...values, amount: '' }).amount).toBeNull();
    expect(normalizeDecimal('12.')).toBe('12');
  });

  it('clears a field hidden by showWhen', () => {
    const values = { ...initialValues(HR_FIELD), label: 'Blood type', fieldType: 'text', options: ['A', 'B'] };
    const options = HR_FIELD.fields.find((f) => f.key === 'options')!;
    expect(isVisible(options, values)).toBe(false);
    expect(toBody(HR_FIELD, values).options).toEqual([]);
    expect(toBody(HR_FIELD, { ...values, fieldType: 'select' }).options).toEqual(['A', 'B']);
  });

  it('reports the schema error codes per field', () => {
    const errors = validate(DEPARTMENT, toBody(DEPARTMENT, initialValues(DEPARTMENT)));
    expect(errors).toEqual({ name: 'required', organizationId: 'required' });
    const org = toBody(ORGANIZATION, {
      ...initialValues(ORGANIZATION),
      title: 'A',
      code: 'B',
      email: 'nope',
      attendanceRadius: 5,
    });
    expect(validate(ORGANIZATION, org)).toEqual({ email: 'invalidEmail', attendanceRadius: 'tooSmall' });
  });

  it('starts a shift from its defaults and checks its times as 24-hour HH:MM, overnight allowed', () => {
    const v = initialValues(SHIFT);
    expect(v).toMatchObject({
      startTime: '',
      endTime: '',
      // minutes are typed as hours:minutes
      breakMinutes: '1:00',
      lateGraceMinutes: '0:15',
      earlyLeaveGraceMinutes: '0:00',
      workingDays: [1, 2, 3, 4, 5],
    });
    expect(validate(SHIFT, toBody(SHIFT, v))).toEqual({ name: 'required', startTime: 'required', endTime: 'required' });
    expect(validate(SHIFT, toBody(SHIFT, { ...v, name: 'Night', startTime: '22:00', endTime: '06:00' }))).toEqual({});
    expect(validate(SHIFT, toBody(SHIFT, { ...v, name: 'Odd', startTime: '24:00', endTime: '7:5' }))).toEqual({
      startTime: 'invalidTime',
      endTime: 'invalidTime',
    });
    expect(toBody(SHIFT, { ...v, breakMinutes: '1:30', lateGraceMinutes: '10' })).toMatchObject({
      breakMinutes: 90,
      lateGraceMinutes: 10,
    });
    expect(
      validate(SHIFT, toBody(SHIFT, { ...v, name: 'x', startTime: '08:00', endTime: '17:00', breakMinutes: '1:75' })),
    ).toEqual({ breakMinutes: 'invalidDuration' });
    expect(initialValues(SHIFT, { startTime: '08:00', endTime: '17:00' })).toMatchObject({
      startTime: '08:00',
      endTime: '17:00',
    });
  });
});
