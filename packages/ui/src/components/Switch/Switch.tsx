import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, type ReactNode, useId } from 'react';
import { description as descriptionClass, label as labelClass, row, thumb, track } from './Switch.css';

export const switchLabelPositions = ['end', 'start'] as const;

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Label before or after the switch. */
  labelPosition?: (typeof switchLabelPositions)[number];
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (Radix Switch, role="switch"); Space and Enter toggle it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    checked,
    defaultChecked,
    onCheckedChange,
    disabled,
    name,
    labelPosition = 'end',
    id: idProp,
    className,
  },
  ref,
) {
  const generated = useId();
  const id = idProp ?? `switch${generated.replace(/:/g, '')}`;
  // The description sits beside the label, not inside it: inside, it would become part of the
  // switch's accessible name instead of its description.
  const labelNode = (
    <span>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
    </span>
  );
  return (
    <div className={[row, className].filter(Boolean).join(' ')}>
      {labelPosition === 'start' ? labelNode : null}
      <RadixSwitch.Root
        ref={ref}
        id={id}
        className={track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <RadixSwitch.Thumb className={thumb} />
      </RadixSwitch.Root>
      {labelPosition === 'end' ? labelNode : null}
    </div>
  );
});
Switch.displayName = 'Switch';
