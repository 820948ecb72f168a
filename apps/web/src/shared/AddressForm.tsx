import { type Address, type AddressInput, accountApi } from '@pawcall/api-client';
import { isValidAddress, missingAddressFields } from '@pawcall/domain';
import { Alert, Button, Form, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from './AppContext';
import { formErrors } from './errorMessage';

export const ADDRESS_FIELDS = ['address_1', 'address_2', 'city', 'province', 'postal', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type AddressDraft = Record<AddressField, string>;

/** An address is valid only if address_1, city, province, postal and country are all present. */
export function isAddressValid(address: Partial<Record<AddressField, string | null | undefined>>): boolean {
  return isValidAddress(address);
}

const COUNTRIES = ['US', 'CA', 'GB'] as const;

const AUTOCOMPLETE: Record<Exclude<AddressField, 'country'>, string> = {
  address_1: 'address-line1',
  address_2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postal: 'postal-code',
};

/**
 * The profile address, created (createAddress) or updated (updateAddress): onboarding's location
 * step and /cx/account/address. "Valid only with address_1, city, province, postal and country";
 * every field keeps what was typed after a failure and shows the server's message beside it.
 */
export function AddressForm({
  initial,
  onSaved,
  onChange,
}: {
  initial: Address | null;
  onSaved: (address: Address) => Promise<void> | void;
  /** Called on every edit (the account page hides its "saved" notice). */
  onChange?: () => void;
}) {
  const intl = useIntl();
  const services = useServices();
  const { shaking, shake } = useShake();
  const [draft, setDraft] = useState<AddressDraft>(() => ({
    address_1: initial?.address_1 ?? '',
    address_2: initial?.address_2 ?? '',
    city: initial?.city ?? '',
    province: initial?.province ?? '',
    postal: initial?.postal ?? '',
    country: initial?.country ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: AddressField) => (value: string) => {
    onChange?.();
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const label = (field: AddressField) =>
    intl.formatMessage({ id: `account.address.${field}` as 'account.address.city' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAddressFields(draft);
    if (missing.length > 0) {
      const required = intl.formatMessage({ id: 'account.address.required' });
      setErrors(Object.fromEntries(missing.map((field) => [field, [required]])));
      shake();
      return;
    }
    const body: AddressInput = {
      address_1: draft.address_1.trim(),
      address_2: draft.address_2.trim() || null,
      city: draft.city.trim(),
      province: draft.province.trim(),
      postal: draft.postal.trim(),
      country: draft.country,
    };
    setBusy(true);
    try {
      const saved = initial
        ? await accountApi.updateAddress(services.clients, initial.uuid, body)
        : await accountApi.createAddress(services.clients, body);
      setErrors({});
      await onSaved(saved);
    } catch (caught) {
      setErrors(formErrors(intl, caught));
      shake();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form shake={shaking} onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.address.title' })}>
      <Stack gap="md">
        {errors.form ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {errors.form.join(' ')}
          </Alert>
        ) : null}
        {(['address_1', 'address_2', 'city', 'province', 'postal'] as const).map((field) => (
          <TextField
            key={field}
            label={label(field)}
            name={field}
            required={field !== 'address_2'}
            autoComplete={AUTOCOMPLETE[field]}
            value={draft[field]}
            errors={errors[field]}
            onChange={(e) => set(field)(e.target.value)}
          />
        ))}
        <Select
          label={label('country')}
          name="country"
          required
          placeholder={intl.formatMessage({ id: 'account.address.chooseCountry' })}
          options={COUNTRIES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `country.${value}` as 'country.US' }),
          }))}
          value={draft.country}
          errors={errors.country}
          onValueChange={set('country')}
        />
        <Button type="submit" loading={busy}>
          {intl.formatMessage({ id: 'account.address.submit' })}
        </Button>
      </Stack>
    </Form>
  );
}
