import {
  type ClipboardEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { description as descriptionClass, errorText, label as labelClass } from '../FormField/FormField.css';
import { cell, cells, fieldset } from './CodeInput.css';

/** Spec part 2 §5: verification codes have 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;

export interface CodeInputProps {
  /** The group's label, e.g. "Verification code". */
  label: ReactNode;
  /** Accessible name of each box, e.g. (1, 6) => "Digit 1 of 6". */
  digitLabel: (position: number, length: number) => string;
  length?: number;
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once every box holds a digit (the spec allows a single attempt per code: submit here). */
  onComplete?: (code: string) => void;
  description?: ReactNode;
  errors?: readonly string[];
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  className?: string;
}

/**
 * One box per digit. Typing moves to the next box, Backspace to the previous, the arrows move, and a
 * pasted or autofilled code (autocomplete="one-time-code") fills every box.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  {
    label,
    digitLabel,
    length = VERIFICATION_CODE_LENGTH,
    value,
    defaultValue = '',
    onChange,
    onComplete,
    description,
    errors,
    disabled,
    autoFocus,
    name,
    className,
  },
  ref,
) {
  const id = useId().replace(/:/g, '');
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const code = (value ?? uncontrolled).replace(/\D/g, '').slice(0, length);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  useImperativeHandle(ref, () => inputs.current[0]!, []);
  const hasErrors = Boolean(errors?.length);
  const describedBy =
    [description ? `${id}-description` : '', hasErrors ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  const update = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    if (value === undefined) setUncontrolled(clean);
    onChange?.(clean);
    if (clean.length === length && clean !== code) onComplete?.(clean);
  };
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const setDigitsFrom = (index: number, digits: string) => {
    const chars = code.padEnd(length, ' ').split('');
    digits.split('').forEach((d, i) => {
      if (index + i < length) chars[index + i] = d;
    });
    update(chars.join('').replace(/ /g, ''));
    focus(index + digits.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (code[index]) update(code.slice(0, index) + code.slice(index + 1));
      else if (index > 0) {
        update(code.slice(0, index - 1) + code.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) setDigitsFrom(digits.length >= length ? 0 : index, digits);
  };

  return (
    <fieldset className={[fieldset, className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={labelClass}>{label}</legend>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      <div className={cells} style={{ marginTop: '0.5rem' }}>
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
            key={index}
            ref={(node) => {
              inputs.current[index] = node;
            }}
            className={cell}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={index === 0 ? length : 1}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={hasErrors || undefined}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for the screen whose only task is the code
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={code[index] ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              if (digits) setDigitsFrom(index, digits.length > 1 && index === 0 ? digits : digits.slice(-1));
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={code} /> : null}
      {hasErrors ? (
        <span id={`${id}-error`} className={errorText} style={{ marginTop: '0.25rem' }}>
          {errors!.join(' ')}
        </span>
      ) : null}
    </fieldset>
  );
});
CodeInput.displayName = 'CodeInput';
