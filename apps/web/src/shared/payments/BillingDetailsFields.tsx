import type { BillingDetails, User } from '@pawcall/api-client';
import { Form, Heading, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

const FIELDS = ['name', 'address_1', 'city', 'province', 'country'] as const;
type Field = (typeof FIELDS)[number];
const COUNTRIES = ['US', 'CA', 'GB'] as const;
const CURRENCY: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP' };

/** The fields the spec requires on a card: "name on card, address, city, country, province, billing country". */
export function missingBillingFields(details: BillingDetails): Field[] {
  return FIELDS.filter((field) => details[field].trim() === '');
}

/**
 * The billing details a card is saved with, started from the profile's name and address (the
 * likeliest ones; the client can change them). `check` shows what is missing under its field,
 * shakes the form when something is, and says whether the card may be sent; the messages are in
 * the account catalogue.
 */
export function useBillingDetails(viewer: User) {
  const intl = useIntl();
  const address = viewer.profile_address;
  const [details, setDetails] = useState<BillingDetails>(() => ({
    name: `${viewer.first_name} ${viewer.last_name}`.trim(),
    address_1: address?.address_1 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country: address?.country ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const { shaking, shake } = useShake();
  const set = (field: Field) => (value: string) => setDetails((current) => ({ ...current, [field]: value }));
  const check = () => {
    const missing = missingBillingFields(details);
    setErrors(
      Object.fromEntries(
        missing.map((field) => [
          field,
          [intl.formatMessage({ id: `billing.add.required.${field}` as 'billing.add.required.name' })],
        ]),
      ),
    );
    if (missing.length > 0) shake();
    return missing.length === 0;
  };
  const trimmed: BillingDetails = {
    name: details.name.trim(),
    address_1: details.address_1.trim(),
    city: details.city.trim(),
    province: details.province.trim(),
    country: details.country,
  };
  return { details, errors, set, check, shaking, trimmed, currency: CURRENCY[details.country] ?? 'USD' };
}

/** The text fields, in order, with the browser's autofill names for a card's billing address. */
const TEXT_FIELDS = [
  { field: 'name', label: 'billing.add.name', name: 'cc-name', autoComplete: 'cc-name' },
  {
    field: 'address_1',
    label: 'billing.add.address',
    name: 'billing-address',
    autoComplete: 'billing address-line1',
  },
  { field: 'city', label: 'billing.add.city', name: 'billing-city', autoComplete: 'billing address-level2' },
  {
    field: 'province',
    label: 'billing.add.province',
    name: 'billing-province',
    autoComplete: 'billing address-level1',
  },
] as const;

/** Name on card, billing address, city, province and country, with their messages. */
export function BillingDetailsFields({ billing }: { billing: ReturnType<typeof useBillingDetails> }) {
  const intl = useIntl();
  const { details, errors, set } = billing;
  return (
    <Stack gap="md">
      {TEXT_FIELDS.map(({ field, label, name, autoComplete }) => (
        <TextField
          key={field}
          label={intl.formatMessage({ id: label })}
          name={name}
          autoComplete={autoComplete}
          required
          value={details[field]}
          errors={errors[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      ))}
      <Select
        label={intl.formatMessage({ id: 'billing.add.country' })}
        name="billing-country"
        required
        placeholder={intl.formatMessage({ id: 'billing.add.chooseCountry' })}
        options={COUNTRIES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `country.${value}` as 'country.US' }),
        }))}
        value={details.country}
        errors={errors.country}
        onValueChange={set('country')}
      />
    </Stack>
  );
}

/**
 * The billing details as a form of their own, for pages where the card form below submits (this
 * form only holds the details): adding a card in the account and in onboarding.
 */
export function BillingDetailsForm({ billing }: { billing: ReturnType<typeof useBillingDetails> }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'billing.add.details' });
  return (
    <Form shake={billing.shaking} onSubmit={(event) => event.preventDefault()} aria-label={title}>
      <Stack gap="md">
        <Heading level={2}>{title}</Heading>
        <BillingDetailsFields billing={billing} />
      </Stack>
    </Form>
  );
}
