import { useCallback, useState, type ChangeEvent } from 'react';

/**
 * Small controlled-form state: values, inline errors per field, and an onChange per field that
 * also clears that field's error.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T | string, string>>>({});

  const bind = useCallback(
    (field: keyof T & string) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      },
    }),
    [values],
  );

  return { values, setValues, errors, setErrors, bind };
}

/** Move focus to the first field with an error (after React has rendered the messages). */
export function focusFirstError(formId: string, fields: Record<string, string>) {
  const first = Object.keys(fields)[0];
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`${formId}-${first}`)?.focus());
}
