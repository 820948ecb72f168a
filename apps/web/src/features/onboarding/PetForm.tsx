import { accountApi, isApiError, type PetInput } from '@pawcall/api-client';
import { Alert, Button, Form, Inline, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/AppContext';
import { Checkbox } from '../../components/Checkbox';

const SPECIES = [
  'DOG',
  'CAT',
  'HORSE',
  'BIRD',
  'RABBIT',
  'SMALL_MAMMAL',
  'REPTILE',
  'AMPHIBIAN',
  'SPIDER',
  'FISH',
  'FARM_ANIMAL',
  'OTHER',
] as const;
type Species = (typeof SPECIES)[number];

/**
 * "Pet species, sex, birth date, reproductive status and main concern are required before
 * proceeding" (the concern is asked at booking). Everything typed stays after a failure.
 */
export function PetForm({ onSaved, onBack }: { onSaved: () => Promise<void>; onBack?: () => void }) {
  const intl = useIntl();
  const services = useServices();
  const { shaking, shake } = useShake();
  const [name, setName] = useState('');
  const [species, setSpecies] = useState<Species | ''>('');
  const [gender, setGender] = useState<'MALE' | 'FEMALE' | ''>('');
  const [birthday, setBirthday] = useState('');
  const [fixed, setFixed] = useState(false);
  const [weight, setWeight] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    const required = (field: string, value: string) => {
      if (value.trim() === '') problems[field] = [intl.formatMessage({ id: 'validation.required' })];
    };
    required('name', name);
    required('species', species);
    required('gender', gender);
    required('birthday_on', birthday);
    if (birthday !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(birthday))
      problems.birthday_on = [intl.formatMessage({ id: 'pet.birthday.format' })];
    if (weight !== '' && !(Number(weight) > 0))
      problems.weight = [intl.formatMessage({ id: 'pet.weight.invalid' })];
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      shake();
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await accountApi.createPet(services.clients, {
        name: name.trim(),
        species: species as Species,
        gender: gender as 'MALE' | 'FEMALE',
        birthday_on: birthday,
        spayed_neutered: fixed,
        weight: weight === '' ? null : { value: Number(weight), is_metric: true },
      } as PetInput);
      await onSaved();
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
    <Form shake={shaking} onSubmit={submit} aria-label={intl.formatMessage({ id: 'pet.form.heading' })}>
      <Stack gap="md">
        {formError ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'pet.name' })}
          name="pet_name"
          required
          value={name}
          errors={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'pet.species' })}
          placeholder={intl.formatMessage({ id: 'pet.species.choose' })}
          options={SPECIES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `pet.species.${value}` as 'pet.species.DOG' }),
          }))}
          value={species}
          onValueChange={(value) => setSpecies(value as Species)}
          errors={errors.species}
          required
        />
        <Select
          label={intl.formatMessage({ id: 'pet.sex' })}
          placeholder={intl.formatMessage({ id: 'pet.sex.choose' })}
          options={[
            { value: 'MALE', label: intl.formatMessage({ id: 'pet.sex.MALE' }) },
            { value: 'FEMALE', label: intl.formatMessage({ id: 'pet.sex.FEMALE' }) },
          ]}
          value={gender}
          onValueChange={(value) => setGender(value as 'MALE' | 'FEMALE')}
          errors={errors.gender}
          required
        />
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'pet.birthday' })}
            name="birthday_on"
            required
            placeholder="YYYY-MM-DD"
            description={intl.formatMessage({ id: 'pet.birthday.format' })}
            value={birthday}
            errors={errors.birthday_on}
            onChange={(event) => setBirthday(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'pet.weightKg' })}
            type="number"
            name="weight"
            inputMode="decimal"
            value={weight}
            errors={errors.weight}
            onChange={(event) => setWeight(event.target.value)}
          />
        </Inline>
        <Checkbox
          name="spayed_neutered"
          label={intl.formatMessage({ id: 'pet.fixed' })}
          checked={fixed}
          onChange={(event) => setFixed(event.target.checked)}
        />
        <Button type="submit" loading={saving}>
          {intl.formatMessage({ id: 'pet.save' })}
        </Button>
        {onBack ? (
          <Button type="button" variant="ghost" onClick={onBack}>
            {intl.formatMessage({ id: 'onboarding.back' })}
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}
