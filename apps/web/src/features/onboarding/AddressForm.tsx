import { accountApi, type Address, isApiError } from '@pawcall/api-client';
import { missingAddressFields, type RequiredAddressField } from '@pawcall/machines/rules';
import { Alert, Button, Form, Inline, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/AppContext';

const COUNTRIES = ['CA', 'US', 'GB'] as const;

/** The profile address; "valid only if address_1, city, province, postal and country are all present". */
export function AddressForm({ initial, onSaved }: { initial: Address | null; onSaved: () => Promise<void> }) {
  const intl = useIntl();
  const services = useServices();
  const { shaking, shake } = useShake();
  const [values, setValues] = useState({
    address_1: initial?.address_1 ?? '',
    address_2: initial?.address_2 ?? '',
    city: initial?.city ?? '',
    province: initial?.province ?? '',
    postal: initial?.postal ?? '',
    country: initial?.country ?? 'CA',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAddressFields(values);
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(
          missing.map((field: RequiredAddressField) => [
            field,
            [intl.formatMessage({ id: `address.${field}.required` as 'address.city.required' })],
          ]),
        ),
      );
      shake();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = { ...values, address_2: values.address_2 || null };
      if (initial) await accountApi.updateAddress(services.clients, initial.uuid, body);
      else await accountApi.createAddress(services.clients, body);
      await onSaved();
      setSaving(false);
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.kind === 'fail')
        setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, [message]])),
        );
      else setFormError(isApiError(error) ? error.message : intl.formatMessage({ id: 'error.generic' }));
      shake();
    }
  };

  return (
    <Form shake={shaking} onSubmit={submit} aria-label={intl.formatMessage({ id: 'address.heading' })}>
      <Stack gap="md">
        {formError ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'address.address_1' })}
          name="address_1"
          autoComplete="address-line1"
          required
          value={values.address_1}
          errors={errors.address_1}
          onChange={(event) => set('address_1', event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'address.address_2' })}
          name="address_2"
          autoComplete="address-line2"
          value={values.address_2}
          onChange={(event) => set('address_2', event.target.value)}
        />
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'address.city' })}
            name="city"
            autoComplete="address-level2"
            required
            value={values.city}
            errors={errors.city}
            onChange={(event) => set('city', event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'address.province' })}
            name="province"
            autoComplete="address-level1"
            required
            value={values.province}
            errors={errors.province}
            onChange={(event) => set('province', event.target.value)}
          />
        </Inline>
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'address.postal' })}
            name="postal"
            autoComplete="postal-code"
            required
            value={values.postal}
            errors={errors.postal}
            onChange={(event) => set('postal', event.target.value)}
          />
          <Select
            label={intl.formatMessage({ id: 'address.country' })}
            options={COUNTRIES.map((code) => ({
              value: code,
              label: intl.formatMessage({ id: `country.${code}` as 'country.CA' }),
            }))}
            value={values.country}
            onValueChange={(value) => set('country', value)}
            errors={errors.country}
            required
          />
        </Inline>
        <Button type="submit" loading={saving}>
          {intl.formatMessage({ id: 'address.save' })}
        </Button>
      </Stack>
    </Form>
  );
}
