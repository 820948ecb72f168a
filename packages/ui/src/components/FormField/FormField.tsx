import {
  type FormHTMLAttributes,
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import {
  description as descriptionClass,
  errorText,
  field,
  form,
  label as labelClass,
  required as requiredClass,
} from './FormField.css';

/** Spec part 2 §9: a failed submit shakes the form for 800 ms. */
export const SHAKE_DURATION_MS = 800;

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-labelledby': string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Messages for this field (the envelope's per-field list); shown joined with spaces. */
  errors?: readonly string[];
  required?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Use a legend-like span instead of <label> (for groups and Radix triggers). */
  labelElement?: 'label' | 'span';
  id?: string;
  className?: string;
  /** Renders the control with the ids and ARIA attributes that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, description and error messages wired to any control. */
export function FormField({
  label,
  description,
  errors,
  required,
  hideLabel,
  labelElement = 'label',
  id: idProp,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const id = idProp ?? `field${generated.replace(/:/g, '')}`;
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const hasErrors = Boolean(errors && errors.length > 0);
  const errorId = hasErrors ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const LabelTag = labelElement;
  return (
    <div className={[field, className].filter(Boolean).join(' ')} data-invalid={hasErrors || undefined}>
      <LabelTag
        id={labelId}
        htmlFor={labelElement === 'label' ? id : undefined}
        className={hideLabel ? visuallyHidden : labelClass}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredClass}>
            *
          </span>
        ) : null}
      </LabelTag>
      {description ? (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': hasErrors ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hasErrors ? (
        <span id={errorId} className={errorText}>
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            style={{ flexShrink: 0, marginTop: 2 }}
          >
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4v5M8 11v1" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {errors!.join(' ')}
        </span>
      ) : null}
    </div>
  );
}
FormField.displayName = 'FormField';

/**
 * Shakes for `duration` ms each time `shake()` is called (the form's failed-submit cue).
 * Pass `shaking` to <Form shake>.
 */
export function useShake(duration: number = SHAKE_DURATION_MS) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), duration);
  }, [duration]);
  return { shaking, shake };
}

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** While true the form shakes (or, with reduced motion, shows a static outline). Use useShake(). */
  shake?: boolean;
  /**
   * After each submit, once the onSubmit handler's updates have rendered, shake for 800 ms if any
   * control in the form is aria-invalid (for synchronous validation; use `shake` for async results).
   */
  shakeOnError?: boolean;
  /** After a submit that left a control aria-invalid, move focus to the first such control. */
  focusFirstInvalid?: boolean;
}

/** A <form> that lays out its fields and shows the failed-submit shake. Browser validation is off: the app validates. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { shake = false, shakeOnError = false, focusFirstInvalid = false, className, onSubmit, ...rest },
  ref,
) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const { shaking, shake: startShake } = useShake();
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0 || !formRef.current) return;
    const invalid = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    if (shakeOnError) startShake();
    if (focusFirstInvalid) invalid.focus();
  }, [submits, shakeOnError, focusFirstInvalid, startShake]);
  const setRefs = (node: HTMLFormElement | null) => {
    formRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <form
      ref={setRefs}
      // Sent before the app has taken over (a server-rendered page still loading its script), a
      // form is the browser's plain submit: POST keeps what was typed, a password too, out of the
      // address bar, history and logs.
      method="post"
      noValidate
      data-shaking={shake || shaking ? 'true' : undefined}
      className={[form, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (shakeOnError || focusFirstInvalid) setSubmits((n) => n + 1);
      }}
      {...rest}
    />
  );
});
Form.displayName = 'Form';
