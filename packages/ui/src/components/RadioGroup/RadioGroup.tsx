import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, type KeyboardEvent, type ReactNode, useState } from 'react';
import { FormField } from '../FormField/FormField';
import { dot, group, option as optionClass, optionDescription, optionLabel, radio } from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export const radioGroupAppearances = ['plain', 'card'] as const;

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  name?: string;
  orientation?: (typeof radioGroupOrientations)[number];
  appearance?: (typeof radioGroupAppearances)[number];
  id?: string;
  className?: string;
}

/**
 * One choice among a few (Radix RadioGroup). Arrow keys move between options; Space and — as the
 * spec asks — Enter select the focused option.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    value,
    defaultValue,
    onValueChange,
    description,
    errors,
    required,
    disabled,
    hideLabel,
    name,
    orientation = 'vertical',
    appearance = 'plain',
    id,
    className,
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <FormField
      label={label}
      description={description}
      errors={errors}
      required={required}
      hideLabel={hideLabel}
      labelElement="span"
      id={id}
      className={className}
    >
      {({ id: groupId, ...field }) => (
        <RadixRadioGroup.Root
          ref={ref}
          id={groupId}
          {...field}
          value={current ?? ''}
          onValueChange={select}
          name={name}
          required={required}
          disabled={disabled}
          orientation={orientation}
          className={group({ orientation })}
        >
          {options.map((option) => {
            const itemId = `${groupId}-${option.value}`;
            const descriptionId = option.description ? `${itemId}-description` : undefined;
            return (
              <div key={option.value} className={optionClass({ appearance })}>
                <RadixRadioGroup.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={radio}
                  aria-describedby={descriptionId}
                  onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                    if (event.key === 'Enter' && !option.disabled && !disabled) select(option.value);
                  }}
                >
                  <RadixRadioGroup.Indicator className={dot} />
                </RadixRadioGroup.Item>
                <label htmlFor={itemId} className={optionLabel}>
                  {option.label}
                  {option.description ? (
                    <span id={descriptionId} className={optionDescription}>
                      {option.description}
                    </span>
                  ) : null}
                </label>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </FormField>
  );
});
RadioGroup.displayName = 'RadioGroup';
