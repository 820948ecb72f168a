import { Inline, TextField } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../shared/Checkbox';

type Errors = string[] | undefined;

/** First and last name side by side, as every sign-up asks them. */
export function NameFields({
  firstName,
  lastName,
  errors,
  onFirstNameChange,
  onLastNameChange,
}: {
  firstName: string;
  lastName: string;
  errors: { first_name?: Errors; last_name?: Errors };
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <Inline gap="md" align="flex-start">
      <TextField
        label={intl.formatMessage({ id: 'auth.firstName' })}
        name="first_name"
        autoComplete="given-name"
        required
        value={firstName}
        errors={errors.first_name}
        onChange={(event) => onFirstNameChange(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.lastName' })}
        name="last_name"
        autoComplete="family-name"
        required
        value={lastName}
        errors={errors.last_name}
        onChange={(event) => onLastNameChange(event.target.value)}
      />
    </Inline>
  );
}

/** The terms agreement every sign-up needs. */
export function TermsAgreement({
  checked,
  errors,
  onChange,
}: {
  checked: boolean;
  errors: Errors;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Checkbox
      name="agree_terms"
      label={intl.formatMessage({ id: 'auth.register.agreeTerms' })}
      checked={checked}
      errors={errors}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * A refused sign-up's field messages: those of the form's own fields go under them; the rest
 * (a field the form does not show) are said together above the form.
 */
export function splitFieldErrors<F extends string>(
  fields: Record<string, string>,
  shown: readonly F[],
): { known: Partial<Record<F, string[]>>; other: string[] } {
  const known: Partial<Record<F, string[]>> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if ((shown as readonly string[]).includes(field)) known[field as F] = [message];
    else other.push(message);
  }
  return { known, other };
}
