import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUBMIT_LOCK_MS } from '@staffdesk/core/constants';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { errorText } from '../../shell/error-text.ts';
import { notifyError } from '../../shell/toast.ts';
import { isApiError } from '../api-client.ts';
import type { TResourceRecord } from './resource.api.ts';
import {
  initialValues,
  toBody,
  validate,
  type TFieldErrors,
  type TFormValue,
  type TFormValues,
} from './resource-form-values.ts';
import { fieldErrorText } from './resource-text.ts';

/** The form-level message and field errors of a failed save. */
export function saveFailure(t: TFunction, r: TResource, error: unknown): { fields: TFieldErrors; message: string } {
  if (isApiError(error)) {
    if (error.code === 'validation' && error.fields) {
      const required = Object.values(error.fields).includes('required');
      return { fields: error.fields, message: required ? t('errors:validation') : '' };
    }
    if (error.code === 'duplicate' && error.fields) {
      const key = Object.keys(error.fields)[0] ?? '_';
      const field = r.fields.find((f) => f.key === key);
      return {
        fields: error.fields,
        message: field ? fieldErrorText(t, r, field, 'duplicate') : t('errors:duplicate'),
      };
    }
    if (error.code === 'orgLimit') return { fields: {}, message: t('errors:orgLimit') };
    if (error.status === 401 || error.status === 403 || error.status === 404)
      return { fields: {}, message: errorText(t, error) };
  }
  return { fields: {}, message: t('errors:cannotAdd') };
}

/**
 * The state of a declared resource's form (the full page and the dialog): values, field errors, the form's
 * message, and the submit lock of spec 9 (5 seconds after a submit).
 */
export function useResourceForm(
  r: TResource,
  record: TResourceRecord | null,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation(['resources', 'common', 'errors']);
  const [values, setValues] = useState<TFormValues>(() => initialValues(r, record));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const focusFirst = (found: TFieldErrors) => {
    const f = r.fields.find((x) => found[x.key] || Object.keys(found).some((k) => k.startsWith(`${x.key}.`)));
    if (!f) return;
    // a list's row error focuses that row's input (`attendanceLocations.1.radius` → its radius)
    const row = found[f.key] ? undefined : Object.keys(found).find((k) => k.startsWith(`${f.key}.`));
    const testId = `field-${(row ?? f.key).replaceAll('.', '-')}`;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus());
  };

  const setValue = (key: string, v: TFormValue) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    // a list's row errors (`key.1.name`) go with it
    setErrors((prev) =>
      Object.fromEntries(Object.entries(prev).filter(([k]) => k !== key && !k.startsWith(`${key}.`))),
    );
  };

  /** The body to save, or null after showing what is wrong; a body locks the submit for a while. */
  const check = (more: TFieldErrors = {}): Record<string, unknown> | null => {
    const body = toBody(r, values);
    const found = { ...validate(r, body), ...more };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(Object.values(found).includes('required') ? t('errors:validation') : '');
      focusFirst(found);
      return null;
    }
    setErrors({});
    setFormError('');
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
    return body;
  };

  /** A refused save: the fields it names, the form's message (a toast when no field is named). */
  const fail = (error: unknown) => {
    const failure = saveFailure(t, r, error);
    setErrors(failure.fields);
    setFormError(failure.message);
    if (Object.keys(failure.fields).length === 0) notifyError(failure.message);
    focusFirst(failure.fields);
  };

  return { values, setValue, errors, setErrors, formError, locked, check, fail };
}
