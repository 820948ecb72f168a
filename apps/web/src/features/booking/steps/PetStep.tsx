import { usePets } from '@pawcall/api-client';
import { Alert, Form, Heading, RadioGroup, Spinner, Stack, TextArea, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errorMessage';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { StepActions } from './StepActions';
import { ConcernsFieldset } from '../../../shared/concerns/ConcernsFieldset';
import { COMMON_CONCERNS } from '../../../shared/concerns/concerns';

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

  return (
    <Form shake={shaking} onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <Heading level={2} id="step-heading">
          {intl.formatMessage({ id: 'booking.step.pet.heading' })}
        </Heading>
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
            <ConcernsFieldset
              hintId="concerns-hint"
              options={COMMON_CONCERNS}
              selected={concerns}
              onToggle={toggleConcern}
              errors={errors.concerns}
            />
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
