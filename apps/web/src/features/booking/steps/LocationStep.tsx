import { Form, Heading, Select, Stack, Text, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { StepActions } from './StepActions';

/** Where the pet is decides which vets may treat it (the vet must be licensed there). */
export const BOOKING_COUNTRIES = ['US', 'CA', 'GB'] as const;

export function LocationStep() {
  const intl = useIntl();
  const actor = useBookingActor();
  const location = useBookingSelector((s) => s.context.location);
  const [country, setCountry] = useState(location?.country ?? '');
  const [province, setProvince] = useState(location?.province ?? '');
  const [errors, setErrors] = useState<{ country?: string[]; province?: string[] }>({});
  const { shaking, shake } = useShake();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!country) problems.country = [intl.formatMessage({ id: 'validation.country.required' })];
    if (!province.trim()) problems.province = [intl.formatMessage({ id: 'validation.province.required' })];
    setErrors(problems);
    if (problems.country || problems.province) {
      shake();
      return;
    }
    actor.send({
      type: 'location.change',
      location: { country, province: province.trim().toUpperCase(), city: location?.city ?? null },
    });
    actor.send({ type: 'step.next' });
  };

  return (
    <Form shake={shaking} onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <Heading level={2} id="step-heading">
          {intl.formatMessage({ id: 'booking.step.location.heading' })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'booking.location.hint' })}</Text>
        <Select
          label={intl.formatMessage({ id: 'booking.location.country' })}
          required
          value={country || undefined}
          placeholder={intl.formatMessage({ id: 'booking.location.countryPlaceholder' })}
          errors={errors.country}
          onValueChange={setCountry}
          options={BOOKING_COUNTRIES.map((code) => ({
            value: code,
            label: intl.formatMessage({ id: `country.${code}` as 'country.US' }),
          }))}
        />
        <TextField
          label={intl.formatMessage({ id: 'booking.location.province' })}
          description={intl.formatMessage({ id: 'search.province.hint' })}
          required
          maxLength={3}
          autoComplete="address-level1"
          value={province}
          errors={errors.province}
          onChange={(event) => setProvince(event.target.value)}
        />
        <StepActions />
      </Stack>
    </Form>
  );
}
