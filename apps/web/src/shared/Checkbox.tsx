import { Checkbox as LibraryCheckbox } from '@pawcall/ui';
import type { ReactNode } from 'react';

export interface CheckboxProps {
  label: ReactNode;
  errors?: readonly string[];
  name?: string;
  value?: string;
  checked?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Kept in the shape of a native change event so the forms read `event.target.checked`. */
  onChange?: (event: { target: { checked: boolean; name?: string; value?: string } }) => void;
}

/** The app's checkbox: @pawcall/ui's (Radix) Checkbox behind the props the forms already use. */
export function Checkbox({ onChange, name, value, ...rest }: CheckboxProps) {
  return (
    <LibraryCheckbox
      {...rest}
      name={name}
      value={value}
      onCheckedChange={(checked) => onChange?.({ target: { checked, name, value } })}
    />
  );
}
