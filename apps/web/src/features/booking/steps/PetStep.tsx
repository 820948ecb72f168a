import { usePets } from '@pawcall/api-client';
import { Alert, Form, RadioGroup, Spinner, Stack, TextArea, useShake, vars } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../../components/Checkbox';
import { errorMessage } from '../../../components/errorMessage';
import { subheading } from '../../../app/layoutStyles';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { StepActions } from './StepActions';
import { COMMON_CONCERNS, concernLabel, MAX_CONCERNS } from '../concerns';

type Field = 'pet' | 'concerns' | 'description';

export function PetStep() {
  const intl = useIntl();
  const actor = useBookingActor();
  const pets = usePets();
  const petUuid = useBookingSelector((s) => s.context.petUuid);
  const concerns = useBookingSelector((s) => s.context.concerns);
  const description = useBookingSelector((s) => s.context.description);
  const isService = useBookingSelector((s) => Boolean(s.context.quote?.service_type));
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const { shaking, shake } = useShake();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The spec's order of checks: pet, then (unless it is a service) concerns and description.
    const problems: Partial<Record<Field, string[]>> = {};
    if (!petUuid) problems.pet = [intl.formatMessage({ id: 'booking.missing.PET' })];
    if (!isService && concerns.length === 0)
      problems.concerns = [intl.formatMessage({ id: 'booking.missing.CONCERNS' })];
    if (!isService && description.trim() === '')
      problems.description = [intl.formatMessage({ id: 'booking.missing.DESCRIPTION' })];
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      shake();
      return;
    }
    actor.send({ type: 'step.next' });
  };

  const toggleConcern = (concern: string, checked: boolean) => {
    const next = checked ? [...concerns, concern] : concerns.filter((c) => c !== concern);
    actor.send({ type: 'concerns.change', concerns: next });
    if (next.length > 0) setErrors((current) => ({ ...current, concerns: undefined }));
  };
  const atLimit = concerns.length >= MAX_CONCERNS;

  return (
    <Form shake={shaking} onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <h2 id="step-heading" style={subheading}>
          {intl.formatMessage({ id: 'booking.step.pet.heading' })}
        </h2>
        {pets.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : pets.isError ? (
          <Alert tone="error">{errorMessage(intl, pets.error)}</Alert>
        ) : pets.data.length === 0 ? (
          <Alert tone="info">{intl.formatMessage({ id: 'booking.pet.none' })}</Alert>
        ) : (
          <RadioGroup
            label={intl.formatMessage({ id: 'booking.pet.label' })}
            appearance="card"
            required
            value={petUuid ?? undefined}
            errors={errors.pet}
            onValueChange={(value) => {
              actor.send({ type: 'pet.select', petUuid: value });
              setErrors((current) => ({ ...current, pet: undefined }));
            }}
            options={pets.data.map((pet) => ({
              value: pet.uuid,
              label: pet.name,
              description: [
                intl.formatMessage({ id: `petSpecies.${pet.species}` as 'petSpecies.DOG' }),
                pet.breed,
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        )}
        {isService ? null : (
          <>
            <fieldset style={{ border: 'none', margin: 0, padding: 0 }} aria-describedby="concerns-hint">
              <legend style={{ fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs }}>
                {intl.formatMessage({ id: 'booking.concerns.label' })}
              </legend>
              <p id="concerns-hint" style={{ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted }}>
                {intl.formatMessage({ id: 'booking.concerns.limit' }, { count: MAX_CONCERNS })}
              </p>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                  gap: vars.space.sm,
                }}
              >
                {COMMON_CONCERNS.map((concern) => {
                  const checked = concerns.includes(concern);
                  return (
                    <Checkbox
                      key={concern}
                      name="concerns"
                      value={concern}
                      label={concernLabel(intl, concern)}
                      checked={checked}
                      disabled={!checked && atLimit}
                      onChange={(event) => toggleConcern(concern, event.target.checked)}
                    />
                  );
                })}
              </div>
              {errors.concerns ? (
                <p role="alert" style={{ color: vars.color.danger, margin: `${vars.space.xs} 0 0` }}>
                  {errors.concerns.join(' ')}
                </p>
              ) : null}
            </fieldset>
            <TextArea
              label={intl.formatMessage({ id: 'booking.description.label' })}
              description={intl.formatMessage({ id: 'booking.description.hint' })}
              required
              value={description}
              errors={errors.description}
              onChange={(event) => {
                actor.send({ type: 'description.change', description: event.target.value });
                if (event.target.value.trim())
                  setErrors((current) => ({ ...current, description: undefined }));
              }}
            />
          </>
        )}
        <StepActions showBack={false} />
      </Stack>
    </Form>
  );
}
