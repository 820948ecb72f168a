import { forwardRef, type ReactNode, useId, useRef, useState } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../TextField/TextField.css';
import { country as countryClass, number as numberClass, row } from './PhoneInput.css';

export interface PhoneCountry {
  /** ISO 3166 code, e.g. "CA". */
  code: string;
  /** Calling code without +, e.g. "1". */
  dialCode: string;
  /** Translated name, e.g. "Canada". */
  name: string;
}

/** The markets the product serves (en-US, en-CA, fr-CA, en-GB); names are the app's to translate. */
export const defaultPhoneCountries: readonly PhoneCountry[] = [
  { code: 'US', dialCode: '1', name: 'United States' },
  { code: 'CA', dialCode: '1', name: 'Canada' },
  { code: 'GB', dialCode: '44', name: 'United Kingdom' },
];

export interface PhoneValue {
  country: string;
  number: string;
}

export interface PhoneInputProps {
  label: ReactNode;
  /** Accessible name of the country code list, e.g. "Country code". */
  countryLabel: string;
  countries?: readonly PhoneCountry[];
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  /** Like TextField: on Enter, or on blur when the value changed; `e164` is "+15550100199". */
  onCommit?: (value: PhoneValue & { e164: string }) => void;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
}

export function toE164(
  value: PhoneValue,
  countries: readonly PhoneCountry[] = defaultPhoneCountries,
): string {
  const dial = countries.find((c) => c.code === value.country)?.dialCode ?? '';
  const digits = value.number.replace(/\D/g, '');
  return digits ? `+${dial}${digits}` : '';
}

/**
 * A phone number with its country code (spec: "country code and phone number required"). The
 * country is a native select so that it is fast to pick with the keyboard and type-ahead.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label,
    countryLabel,
    countries = defaultPhoneCountries,
    value,
    defaultValue,
    onChange,
    onCommit,
    description,
    errors,
    required,
    disabled,
    placeholder,
    name,
    id,
    className,
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState<PhoneValue>(
    defaultValue ?? { country: countries[0]?.code ?? '', number: '' },
  );
  const current = value ?? uncontrolled;
  const committed = useRef<string | null>(null);
  const countryId = `${useId().replace(/:/g, '')}-country`;
  const set = (next: PhoneValue) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const commit = (next: PhoneValue) => {
    const e164 = toE164(next, countries);
    if (committed.current !== null && e164 !== committed.current) onCommit?.({ ...next, e164 });
    committed.current = e164;
  };
  return (
    <FormField
      label={label}
      description={description}
      errors={errors}
      required={required}
      id={id}
      className={className}
    >
      {(field) => (
        <div className={row}>
          <select
            id={countryId}
            aria-label={countryLabel}
            className={[control({}), countryClass].join(' ')}
            value={current.country}
            disabled={disabled}
            aria-invalid={field['aria-invalid']}
            onFocus={() => {
              committed.current = toE164(current, countries);
            }}
            onChange={(event) => {
              const next = { ...current, country: event.target.value };
              set(next);
              commit(next);
            }}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} +${c.dialCode}`}
              </option>
            ))}
          </select>
          <input
            ref={ref}
            {...field}
            aria-labelledby={undefined}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            className={[control({}), numberClass].join(' ')}
            value={current.number}
            placeholder={placeholder}
            disabled={disabled}
            onFocus={() => {
              committed.current = toE164(current, countries);
            }}
            onChange={(event) => set({ ...current, number: event.target.value })}
            onBlur={() => commit(current)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) commit(current);
            }}
          />
          {name ? <input type="hidden" name={name} value={toE164(current, countries)} /> : null}
        </div>
      )}
    </FormField>
  );
});
PhoneInput.displayName = 'PhoneInput';
