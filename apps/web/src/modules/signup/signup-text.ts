import type { TFunction } from 'i18next';
import { SIGNUP_FIELD_MAX, type TSignupField } from '@staffdesk/core/signup';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';

export type TSignupFieldKey = TSignupField | 'personalDoc';

/** The fields a sign-up answer's code belongs to (spec 8, Sign-up), beside `fields` of a validation answer. */
const FIELD_OF_CODE: Record<string, TSignupFieldKey> = {
  '2': 'email',
  '3': 'personalDoc',
  '9': 'accountName',
  '10': 'accountName',
  accountNameFormat: 'accountName',
  fileType: 'personalDoc',
  fileTooLarge: 'personalDoc',
};

/**
 * The text of one field's error code. `required` is the spec's 'Enter X!' of the field; the sign-up codes and
 * upload codes keep their catalogue text.
 */
export function signupFieldError(t: TFunction, field: TSignupFieldKey, code: string): string {
  if (code === 'required') return t(`signup:required.${field}`);
  if (code === 'invalidEmail') return t('common:validation.invalidEmail');
  if (code === 'invalidNumber') return t('signup:form.invalidMobile');
  if (code === 'tooLong' && field !== 'personalDoc') {
    return field === 'accountName'
      ? t('errors:signup.9')
      : t('common:validation.tooLong', { max: SIGNUP_FIELD_MAX[field] });
  }
  if (/^\d+$/.test(code)) return t(`errors:signup.${code}`);
  if (code === 'duplicate') return field === 'email' ? t('errors:signup.2') : t('errors:signup.10');
  return t(`errors:${code}`, { defaultValue: t('common:validation.invalid') });
}

/** A failed sign-up answer as field errors (codes) and a message for the whole form. */
export function signupFailure(
  t: TFunction,
  error: unknown,
): { fields: Partial<Record<TSignupFieldKey, string>>; message: string } {
  if (!isApiError(error)) return { fields: {}, message: errorText(t, error) };
  if (error.code === 'validation' && error.fields) {
    return { fields: error.fields as Partial<Record<TSignupFieldKey, string>>, message: t('errors:validation') };
  }
  const field = FIELD_OF_CODE[String(error.code)];
  if (field) {
    const code = typeof error.code === 'number' ? String(error.code) : error.code;
    return { fields: { [field]: code }, message: signupFieldError(t, field, code) };
  }
  return { fields: {}, message: errorText(t, error, 'signup') };
}
