import { TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A visit form's draft (the guard's registration, the host's invitation): its values, the fields' errors (cleared
 * as a field changes), and a text field bound to one value, its test id `<prefix>-<field>`.
 */
export function useVisitDraft<T extends Record<string, string>>(blank: () => T, prefix: string) {
  const [d, setD] = useState<T>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<T>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const reset = () => {
    setD(blank());
    setErrors({});
  };
  const text = (k: keyof T & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={d[k]}
      onChange={(e) => set({ [k]: e.currentTarget.value } as Partial<T>)}
      error={errors[k]}
      data-testid={`${prefix}-${k}`}
      {...extra}
    />
  );
  return { d, set, errors, setErrors, reset, text };
}
