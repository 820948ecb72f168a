import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { field, select } from './NativeSelect.css';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The select's name, always given: shown beside it, or only to screen readers with `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only, where the choices speak for themselves (a language). */
  hideLabel?: boolean;
}

/**
 * The browser's own <select> with the theme's look, for a few choices in a compact place (the
 * header's language picker): phones open their native picker, and it carries none of Select's
 * positioning code, so it suits the first page's JavaScript. Options are its <option> children.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, hideLabel, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={field}>
      <label htmlFor={selectId} className={hideLabel ? visuallyHidden : undefined}>
        {label}
      </label>
      <select ref={ref} id={selectId} className={[select, className].filter(Boolean).join(' ')} {...rest} />
    </div>
  );
});
NativeSelect.displayName = 'NativeSelect';
