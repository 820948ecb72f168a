import { FormField, vars } from '@pawcall/ui';
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
    <FormField label={label} description={description} errors={errors} required={required}>
      {(field) => (
        <input
          {...field}
          type="date"
          name={name}
          value={value}
          min={min}
          max={max}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          style={control}
        />
      )}
    </FormField>
  );
}

const control = {
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontFamily: 'inherit',
} as const;
