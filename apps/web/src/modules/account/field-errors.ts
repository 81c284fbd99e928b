import type { TFunction } from 'i18next';

/**
 * A validation answer's field codes (`required`, `tooLong`, …) as the form's translated field errors; `params`
 * fill the messages' placeholders (`{{max}}`) the form knows.
 */
export const fieldErrors = (
  t: TFunction,
  fields: Record<string, string>,
  params: Record<string, string | number> = {},
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([k, c]) => [
      k,
      t(`common:validation.${c}`, { ...params, defaultValue: t('common:validation.invalid') }),
    ]),
  );
