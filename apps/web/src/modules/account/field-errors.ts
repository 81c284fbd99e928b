import type { TFunction } from 'i18next';

/** A validation answer's field codes (`required`, `tooLong`, …) as the form's translated field errors. */
export const fieldErrors = (t: TFunction, fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([k, c]) => [
      k,
      t(`common:validation.${c}`, { defaultValue: t('common:validation.invalid') }),
    ]),
  );
