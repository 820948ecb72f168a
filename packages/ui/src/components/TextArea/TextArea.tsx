import { type FocusEvent, forwardRef, type ReactNode, type TextareaHTMLAttributes, useRef } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../TextField/TextField.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  hideLabel?: boolean;
  /** Called on blur when the value changed since focus. Enter inserts a new line and never commits. */
  onCommit?: (value: string) => void;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errors,
    hideLabel,
    required,
    id,
    className,
    rows = 4,
    onCommit,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const atFocus = useRef<string | null>(null);
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
        <textarea
          ref={ref}
          rows={rows}
          {...field}
          aria-labelledby={undefined}
          className={control({ multiline: true })}
          onFocus={(event: FocusEvent<HTMLTextAreaElement>) => {
            atFocus.current = event.currentTarget.value;
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
            const value = event.currentTarget.value;
            if (atFocus.current !== null && value !== atFocus.current) onCommit?.(value);
            atFocus.current = null;
            onBlur?.(event);
          }}
          {...rest}
        />
      )}
    </FormField>
  );
});
TextArea.displayName = 'TextArea';
