import type { BillingDetails, PaymentMethod, User } from '@pawcall/api-client';
import { Alert, Card, Form, Select, Spinner, Stack, TextField, useShake, useToast } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../app/AppContext';
import { heading, link, muted, subheading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { useAddCardForm } from '../../components/payments/selectAddCard';
import { AccountMessages } from '../../i18n/FeatureMessages';

const FIELDS = ['name', 'address_1', 'city', 'province', 'country'] as const;
type Field = (typeof FIELDS)[number];
const COUNTRIES = ['US', 'CA', 'GB'] as const;
const CURRENCY: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP' };

/** The fields the spec requires on a card: "name on card, address, city, country, province, billing country". */
export function missingBillingFields(details: BillingDetails): Field[] {
  return FIELDS.filter((field) => details[field].trim() === '');
}

/**
 * /cx/account/billing/add-payment-method: the card's billing details, then the card itself through
 * the server's payment provider (the booking payment step's form: local test cards or Stripe).
 * Saved → back to billing with a success toast.
 */
export function AccountAddPaymentMethodPage() {
  return (
    <AccountMessages>
      <AddPaymentMethod />
    </AccountMessages>
  );
}

function AddPaymentMethod() {
  const intl = useIntl();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const { toast } = useToast();
  const { shaking, shake } = useShake();
  const addCard = useAddCardForm();
  const address = viewer.profile_address;
  // The profile's name and address are the likeliest billing details; the client can change them.
  const [details, setDetails] = useState<BillingDetails>(() => ({
    name: `${viewer.first_name} ${viewer.last_name}`.trim(),
    address_1: address?.address_1 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country: address?.country ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
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
  const added = (card: PaymentMethod) => {
    toast({
      tone: 'success',
      title: intl.formatMessage({ id: 'toast.success' }),
      description: intl.formatMessage({ id: 'billing.add.saved' }, { last4: card.last4 }),
    });
    void navigate('/cx/account/billing');
  };
  const title = intl.formatMessage({ id: 'account.nav.billingAdd' });
  const AddCard = addCard.data;

  return (
    <Stack gap="lg" style={{ maxWidth: 560 }}>
      <PageMeta title={title} />
      <Link to="/cx/account/billing" style={link}>
        {intl.formatMessage({ id: 'billing.add.back' })}
      </Link>
      <h1 style={heading}>{title}</h1>
      <p style={muted}>{intl.formatMessage({ id: 'billing.add.lead' })}</p>
      <Card padding="lg">
        {/* The card part below submits; this form only holds the billing details. */}
        <Form
          shake={shaking}
          onSubmit={(event) => event.preventDefault()}
          aria-label={intl.formatMessage({ id: 'billing.add.details' })}
        >
          <Stack gap="md">
            <h2 style={subheading}>{intl.formatMessage({ id: 'billing.add.details' })}</h2>
            <TextField
              label={intl.formatMessage({ id: 'billing.add.name' })}
              name="cc-name"
              autoComplete="cc-name"
              required
              value={details.name}
              errors={errors.name}
              onChange={(event) => set('name')(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'billing.add.address' })}
              name="billing-address"
              autoComplete="billing address-line1"
              required
              value={details.address_1}
              errors={errors.address_1}
              onChange={(event) => set('address_1')(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'billing.add.city' })}
              name="billing-city"
              autoComplete="billing address-level2"
              required
              value={details.city}
              errors={errors.city}
              onChange={(event) => set('city')(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'billing.add.province' })}
              name="billing-province"
              autoComplete="billing address-level1"
              required
              value={details.province}
              errors={errors.province}
              onChange={(event) => set('province')(event.target.value)}
            />
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
        </Form>
      </Card>
      <Card padding="lg">
        <Stack gap="md">
          <h2 style={subheading}>{intl.formatMessage({ id: 'billing.add.card' })}</h2>
          {addCard.isError ? (
            <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
              {intl.formatMessage({ id: 'error.generic' })}
            </Alert>
          ) : AddCard ? (
            <AddCard
              currency={CURRENCY[details.country] ?? 'USD'}
              beforeSubmit={check}
              billingDetails={trimmed}
              submitLabel={intl.formatMessage({ id: 'billing.add.submit' })}
              onAdded={added}
            />
          ) : (
            <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
