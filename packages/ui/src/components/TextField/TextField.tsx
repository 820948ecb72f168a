import {
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useRef,
} from 'react';
import { FormField } from '../FormField/FormField';
import { control } from './TextField.css';

// `date` is the browser's own date control (typed in the locale's order, or picked): for dates years
// away, such as a birthday, where DatePicker's month-by-month calendar is slow.
export const textFieldTypes = [
  'text',
  'email',
  'password',
  'tel',
  'url',
  'search',
  'number',
  'date',
] as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  /** The field's messages (e.g. from a `fail` envelope); shown joined with spaces. */
  errors?: readonly string[];
  hideLabel?: boolean;
  type?: (typeof textFieldTypes)[number];
  /**
   * Called with the value when the user commits it: on Enter, or on blur — in both cases only if the
   * value changed since focus (or since the last commit). onChange still fires on every keystroke.
   */
  onCommit?: (value: string) => void;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errors,
    hideLabel,
    required,
    id,
    className,
    type = 'text',
    onCommit,
    onFocus,
    onBlur,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const committed = useRef<string | null>(null);
  const commit = (value: string) => {
    if (committed.current !== null && value !== committed.current) onCommit?.(value);
    committed.current = value;
  };
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
        <input
          ref={ref}
          type={type}
          {...field}
          aria-labelledby={undefined}
          className={control({})}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            committed.current = event.currentTarget.value;
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            commit(event.currentTarget.value);
            onBlur?.(event);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) commit(event.currentTarget.value);
            onKeyDown?.(event);
          }}
          {...rest}
        />
      )}
    </FormField>
  );
});
TextField.displayName = 'TextField';
