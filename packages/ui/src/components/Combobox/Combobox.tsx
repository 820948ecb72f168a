import { forwardRef, type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../TextField/TextField.css';
import { anchor, empty, hint as hintClass, listbox, option as optionClass } from './Combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Secondary text under the label (e.g. a clinic's city); also searched. */
  hint?: string;
  disabled?: boolean;
}

export interface ComboboxProps {
  label: ReactNode;
  options: readonly ComboboxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** Called as the user types, for options fetched from the server (e.g. clinics near you). */
  onInputChange?: (text: string) => void;
  /** Shown in the list when nothing matches, e.g. "No breeds match". */
  emptyMessage: string;
  placeholder?: string;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Filter options locally by the typed text (turn off when the server filters). */
  filter?: boolean;
  /** At most this many options are listed. */
  maxVisible?: number;
  name?: string;
  id?: string;
  className?: string;
}

function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A text box with a filtered list of choices (the ARIA 1.2 combobox pattern): type to filter,
 * Down/Up to move, Enter to choose, Escape to close. Used for breeds, clinics and time zones.
 * Leaving the field without choosing puts back the chosen option's text, so nothing half-typed is
 * mistaken for a choice.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    options,
    value,
    defaultValue = null,
    onValueChange,
    onInputChange,
    emptyMessage,
    placeholder,
    description,
    errors,
    required,
    disabled,
    hideLabel,
    filter = true,
    maxVisible = 50,
    name,
    id,
    className,
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  const labelOf = (v: string | null) => options.find((o) => o.value === v)?.label ?? '';
  const [text, setText] = useState(() => labelOf(selected));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${useId().replace(/:/g, '')}-listbox`;

  const selectedLabel = labelOf(selected);
  useEffect(() => {
    setText(selectedLabel);
  }, [selectedLabel]);

  const visible = useMemo(() => {
    const query = normalise(text.trim());
    const matches =
      !filter || query === '' || query === normalise(selectedLabel)
        ? options
        : options.filter((o) => normalise(`${o.label} ${o.hint ?? ''}`).includes(query));
    return matches.slice(0, maxVisible);
  }, [text, options, filter, maxVisible, selectedLabel]);

  const choose = (next: ComboboxOption) => {
    if (next.disabled) return;
    if (value === undefined) setUncontrolled(next.value);
    setText(next.label);
    setOpen(false);
    if (next.value !== selected) onValueChange?.(next.value);
  };

  const move = (delta: number) => {
    if (!open) setOpen(true);
    if (visible.length === 0) return;
    setActive((current) => (current + delta + visible.length) % visible.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(open ? 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && visible[active]) {
          event.preventDefault();
          choose(visible[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else {
          setText(selectedLabel);
        }
        break;
      default:
    }
  };

  const activeOption = open ? visible[active] : undefined;
  const optionId = (v: string) => `${listId}-${v.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

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
        <div className={anchor}>
          <input
            ref={ref}
            {...field}
            aria-labelledby={undefined}
            type="text"
            role="combobox"
            aria-autocomplete={filter ? 'list' : 'none'}
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
            autoComplete="off"
            className={control({})}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              onInputChange?.(event.target.value);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setText(selectedLabel);
            }}
          />
          {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
          {open && visible.length === 0 ? (
            <div role="status" className={[listbox, empty].join(' ')}>
              {emptyMessage}
            </div>
          ) : null}
          <div
            id={listId}
            role="listbox"
            className={listbox}
            hidden={!open || visible.length === 0}
            aria-labelledby={field['aria-labelledby']}
          >
            {open
              ? visible.map((o, index) => (
                  <div
                    key={o.value}
                    tabIndex={-1}
                    id={optionId(o.value)}
                    role="option"
                    aria-selected={o.value === selected}
                    aria-disabled={o.disabled || undefined}
                    data-active={index === active}
                    className={optionClass}
                    // mousedown, not click: it runs before the input's blur resets the text
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(o);
                    }}
                    onMouseMove={() => setActive(index)}
                  >
                    {o.label}
                    {o.hint ? <span className={hintClass}>{o.hint}</span> : null}
                  </div>
                ))
              : null}
          </div>
        </div>
      )}
    </FormField>
  );
});
Combobox.displayName = 'Combobox';
