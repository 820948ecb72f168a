import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef, type ReactNode, useId } from 'react';
import {
  box,
  description as descriptionClass,
  errorText,
  label as labelClass,
  row,
  wrapper,
} from './Checkbox.css';

export const checkboxSizes = ['md', 'lg'] as const;

export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  /** The field's messages; shown joined with spaces under the box. */
  errors?: readonly string[];
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: a hidden native checkbox carries the value in form posts. */
  name?: string;
  value?: string;
  size?: (typeof checkboxSizes)[number];
  id?: string;
  className?: string;
}

/** A labelled checkbox (Radix Checkbox): Space toggles it, a click on the label too. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    errors,
    checked,
    defaultChecked,
    onCheckedChange,
    disabled,
    required,
    name,
    value,
    size = 'md',
    id: idProp,
    className,
  },
  ref,
) {
  const generated = useId();
  const id = idProp ?? `checkbox${generated.replace(/:/g, '')}`;
  const hasErrors = Boolean(errors?.length);
  const describedBy =
    [description ? `${id}-description` : '', hasErrors ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={[wrapper, className].filter(Boolean).join(' ')}>
      <div className={row}>
        <RadixCheckbox.Root
          ref={ref}
          id={id}
          className={box({ size })}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(next) => onCheckedChange?.(next === true)}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
        >
          <RadixCheckbox.Indicator>
            {checked === 'indeterminate' ? (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path
                  d="M2 6.5l2.5 2.5L10 3"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            )}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className={labelClass}>
          {label}
          {description ? (
            <span id={`${id}-description`} className={descriptionClass}>
              {description}
            </span>
          ) : null}
        </label>
      </div>
      {hasErrors ? (
        <span id={`${id}-error`} className={errorText}>
          {errors!.join(' ')}
        </span>
      ) : null}
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
