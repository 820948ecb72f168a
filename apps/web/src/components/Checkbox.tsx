import { vars } from '@pawcall/ui';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A native checkbox with its label and messages. @pawcall/ui has no Checkbox yet (reported to the
 * lead); this stays minimal and reads only theme variables, so it can be swapped for the library's.
 */
export function Checkbox({
  label,
  errors,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; errors?: readonly string[] }) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }}>
      <label
        htmlFor={id}
        style={{ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', cursor: 'pointer' }}
      >
        <input
          {...rest}
          id={id}
          type="checkbox"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          style={{ width: 18, height: 18, marginTop: 2, accentColor: vars.color.brand }}
        />
        <span>{label}</span>
      </label>
      {errorId ? (
        <span
          id={errorId}
          style={{ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }}
        >
          {errors!.join(' ')}
        </span>
      ) : null}
    </div>
  );
}
