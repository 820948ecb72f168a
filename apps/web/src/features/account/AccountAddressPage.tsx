import { accountApi, api, type AddressInput, isApiError, type User } from '@pawcall/api-client';
import { Alert, Button, Form, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../app/AppContext';
import { heading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';

export const ADDRESS_FIELDS = ['address_1', 'address_2', 'city', 'province', 'postal', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type AddressDraft = Record<AddressField, string>;

/** The fields an address needs (spec part 1, section 3): address_2 is the only optional one. */
export const REQUIRED_ADDRESS_FIELDS = ['address_1', 'city', 'province', 'postal', 'country'] as const;

/** An address is valid only if address_1, city, province, postal and country are all present. */
export function isAddressValid(address: Partial<Record<AddressField, string | null | undefined>>): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((field) => (address[field] ?? '').trim() !== '');
}

const COUNTRIES = ['US', 'CA'] as const;

/** /cx/account/address: the profile address, created or updated. */
export function AccountAddressPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const existing = viewer.profile_address ?? null;
  const { shaking, shake } = useShake();
  const [draft, setDraft] = useState<AddressDraft>(() => ({
    address_1: existing?.address_1 ?? '',
    address_2: existing?.address_2 ?? '',
    city: existing?.city ?? '',
    province: existing?.province ?? '',
    postal: existing?.postal ?? '',
    country: existing?.country ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: AddressField) => (value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const label = (field: AddressField) =>
    intl.formatMessage({ id: `account.address.${field}` as 'account.address.city' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!isAddressValid(draft)) {
      const required = intl.formatMessage({ id: 'account.address.required' });
      setErrors(
        Object.fromEntries(
          REQUIRED_ADDRESS_FIELDS.filter((field) => draft[field].trim() === '').map((field) => [
            field,
            [required],
          ]),
        ),
      );
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
      if (existing) await accountApi.updateAddress(services.clients, existing.uuid, body);
      else await accountApi.createAddress(services.clients, body);
      setErrors({});
      setSaved(true);
      services.session.updateUser(await api.getProfile(services.clients));
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'fail')
        setErrors(
          Object.fromEntries(Object.entries(caught.fields).map(([field, message]) => [field, [message]])),
        );
      else setErrors({ form: [errorMessage(intl, caught)] });
      shake();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg" style={{ maxWidth: 480 }}>
      <PageMeta title={intl.formatMessage({ id: 'account.address.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'account.address.title' })}</h1>
      {saved ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({ id: 'account.address.saved' })}
        </Alert>
      ) : null}
      {errors.form ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errors.form.join(' ')}
        </Alert>
      ) : null}
      <Form
        shake={shaking}
        onSubmit={submit}
        aria-label={intl.formatMessage({ id: 'account.address.title' })}
      >
        <Stack gap="md">
          {(['address_1', 'address_2', 'city', 'province', 'postal'] as const).map((field) => (
            <TextField
              key={field}
              label={label(field)}
              name={field}
              required={field !== 'address_2'}
              autoComplete={
                {
                  address_1: 'address-line1',
                  address_2: 'address-line2',
                  city: 'address-level2',
                  province: 'address-level1',
                  postal: 'postal-code',
                }[field]
              }
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
              label: intl.formatMessage({
                id: `account.address.country.${value}` as 'account.address.country.US',
              }),
            }))}
            value={draft.country}
            errors={errors.country}
            onValueChange={set('country')}
          />
          <Button type="submit" disabled={busy}>
            {intl.formatMessage({ id: 'account.address.submit' })}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
