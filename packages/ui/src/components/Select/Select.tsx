import { Select as RadixSelect } from 'radix-ui';
import { forwardRef, type ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { FormField } from '../FormField/FormField';
import { content, icon, indicator, item, trigger, viewport } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until a value is chosen. */
  placeholder?: string;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Form field name (a hidden native select carries the value in form posts). */
  name?: string;
  id?: string;
  className?: string;
}

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
);

const Check = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2 6.5l2.5 2.5L10 3" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
  </svg>
);

/** A single-choice list (Radix Select): keyboard, typeahead and screen-reader support built in. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    description,
    errors,
    required,
    disabled,
    hideLabel,
    name,
    id,
    className,
  },
  ref,
) {
  const container = usePortalContainer();
  return (
    <FormField
      label={label}
      description={description}
      errors={errors}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(field) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
        >
          <RadixSelect.Trigger ref={ref} className={trigger} {...field}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={icon}>
              <Chevron />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content className={content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={item}
                  >
                    <RadixSelect.ItemIndicator className={indicator}>
                      <Check />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FormField>
  );
});
Select.displayName = 'Select';
