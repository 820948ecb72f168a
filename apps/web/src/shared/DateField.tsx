import { TextField } from '@pawcall/ui';
import type { ReactNode } from 'react';

/**
 * A calendar date the user types or picks in their own order (the browser's date control follows
 * the locale: MDY en-US, YMD en-CA, DMY fr-CA); the value stays "YYYY-MM-DD", or '' while incomplete.
 * For dates years away (a birthday, a licence expiry), where a month-by-month calendar is slow.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  errors,
  description,
  required,
  min,
  max,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  description?: ReactNode;
  required?: boolean;
  min?: string;
  max?: string;
}) {
  return (
    <TextField
      type="date"
      label={label}
      description={description}
      errors={errors}
      required={required}
      name={name}
      value={value}
      min={min}
      max={max}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
