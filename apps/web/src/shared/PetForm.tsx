import { accountApi, type Pet, type PetInput } from '@pawcall/api-client';
import { Alert, Button, Form, Inline, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from './AppContext';
import { AccountMessages } from '../i18n/FeatureMessages';
import { Checkbox } from './Checkbox';
import { DateField } from './DateField';
import { formErrors } from './errorMessage';

export const SPECIES = [
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
/** Part 1 §3's colours. */
export const PET_COLORS = [
  'BLACK',
  'BLUE',
  'BROWN',
  'CREAM',
  'GOLD',
  'GRAY',
  'GREEN',
  'ORANGE',
  'RED',
  'WHITE',
  'YELLOW',
] as const;
type PetColor = (typeof PET_COLORS)[number];
/** The second colour's "none" choice (a Select option cannot have an empty value). */
const NO_COLOR = 'NONE';
type Sex = 'MALE' | 'FEMALE';
type Unit = 'kg' | 'lb';

/**
 * Add (createPet) or edit (updatePet) a pet: onboarding's pet step and the account's pet pages.
 * Name and species are always required; with `requireDetails` (onboarding: "pet species, sex,
 * birth date, reproductive status and main concern are required before proceeding", the concern
 * being asked at booking) sex and birthday are too; elsewhere an age in years may stand in for an
 * unknown birthday. Colours are the spec's list. Everything typed stays after a failure, the
 * server's messages show by their fields, and an unchanged weight is not sent again (it would
 * become a new entry of the history).
 */
export function PetForm(props: PetFormProps) {
  // The colour and age wording lives in the account catalogue, loaded with the pages that show the form.
  return (
    <AccountMessages>
      <PetFormFields {...props} />
    </AccountMessages>
  );
}

interface PetFormProps {
  pet: Pet | null;
  /** The form's accessible name. */
  label: string;
  requireDetails?: boolean;
  onSaved: (pet: Pet) => Promise<void> | void;
  onBack?: () => void;
}

function PetFormFields({ pet, label, requireDetails = false, onSaved, onBack }: PetFormProps) {
  const intl = useIntl();
  const services = useServices();
  const { shaking, shake } = useShake();
  const initialWeight = pet?.weight ? String(pet.weight.value) : '';
  const initialUnit: Unit = pet?.weight && !pet.weight.is_metric ? 'lb' : 'kg';
  const [name, setName] = useState(pet?.name ?? '');
  const [species, setSpecies] = useState<Species | ''>((pet?.species as Species | undefined) ?? '');
  const [breed, setBreed] = useState(pet?.breed ?? '');
  const [sex, setSex] = useState<Sex | ''>(pet?.gender ?? '');
  const [color, setColor] = useState<PetColor | ''>(pet?.color ?? '');
  const [secondaryColor, setSecondaryColor] = useState<PetColor | typeof NO_COLOR>(
    pet?.secondary_color ?? NO_COLOR,
  );
  const [birthday, setBirthday] = useState(pet?.birthday_on ?? '');
  // The server works the age out from a birthday; only an age given instead of one is the client's.
  const [age, setAge] = useState(!pet?.birthday_on && pet?.age != null ? String(pet.age) : '');
  const [fixed, setFixed] = useState(pet?.spayed_neutered ?? false);
  const [weight, setWeight] = useState(initialWeight);
  const [unit, setUnit] = useState<Unit>(initialUnit);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    const required = (field: string, value: string) => {
      if (value.trim() === '') problems[field] = [intl.formatMessage({ id: 'validation.required' })];
    };
    required('name', name);
    required('species', species);
    if (requireDetails) {
      required('gender', sex);
      required('birthday_on', birthday);
    }
    if (birthday === '' && age.trim() !== '' && !/^([0-9]|[1-5][0-9]|60)$/.test(age.trim()))
      problems.age = [intl.formatMessage({ id: 'pet.age.invalid' })];
    if (weight !== '' && !(Number(weight) > 0))
      problems.weight = [intl.formatMessage({ id: 'pet.weight.invalid' })];
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      shake();
      return;
    }
    const weightChanged = weight !== initialWeight || unit !== initialUnit;
    const body = {
      name: name.trim(),
      species: species as Species,
      breed: breed.trim() || null,
      gender: sex || null,
      birthday_on: birthday || null,
      // Left out when empty: createPet and updatePet (a replace) both read an absent one as none.
      ...(color ? { color } : {}),
      ...(secondaryColor !== NO_COLOR ? { secondary_color: secondaryColor } : {}),
      ...(birthday === '' && age.trim() !== '' ? { age: Number(age.trim()) } : {}),
      spayed_neutered: fixed,
      ...(pet && !weightChanged
        ? {}
        : { weight: weight === '' ? null : { value: Number(weight), is_metric: unit === 'kg' } }),
    } as PetInput;
    setErrors({});
    setSaving(true);
    try {
      const saved = pet
        ? await accountApi.updatePet(services.clients, pet.uuid, body)
        : await accountApi.createPet(services.clients, body);
      await onSaved(saved);
    } catch (caught) {
      setErrors(formErrors(intl, caught));
      shake();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form shake={shaking} onSubmit={submit} aria-label={label}>
      <Stack gap="md">
        {errors.form ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {errors.form.join(' ')}
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
        <TextField
          label={intl.formatMessage({ id: 'account.pets.breed' })}
          name="breed"
          value={breed}
          errors={errors.breed}
          onChange={(event) => setBreed(event.target.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'pet.color' })}
          placeholder={intl.formatMessage({ id: 'pet.color.choose' })}
          options={PET_COLORS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `pet.color.${value}` as 'pet.color.BLACK' }),
          }))}
          value={color}
          onValueChange={(value) => setColor(value as PetColor)}
          errors={errors.color}
        />
        <Select
          label={intl.formatMessage({ id: 'pet.secondaryColor' })}
          options={[
            { value: NO_COLOR, label: intl.formatMessage({ id: 'pet.secondaryColor.none' }) },
            ...PET_COLORS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `pet.color.${value}` as 'pet.color.BLACK' }),
            })),
          ]}
          value={secondaryColor}
          onValueChange={(value) => setSecondaryColor(value as PetColor | typeof NO_COLOR)}
          errors={errors.secondary_color}
        />
        <Select
          label={intl.formatMessage({ id: 'pet.sex' })}
          placeholder={intl.formatMessage({ id: 'pet.sex.choose' })}
          options={[
            { value: 'MALE', label: intl.formatMessage({ id: 'pet.sex.MALE' }) },
            { value: 'FEMALE', label: intl.formatMessage({ id: 'pet.sex.FEMALE' }) },
          ]}
          value={sex}
          onValueChange={(value) => setSex(value as Sex)}
          errors={errors.gender}
          required={requireDetails}
        />
        <DateField
          label={intl.formatMessage({ id: 'pet.birthday' })}
          name="birthday_on"
          required={requireDetails}
          value={birthday}
          errors={errors.birthday_on}
          onChange={setBirthday}
        />
        {requireDetails ? null : (
          <TextField
            label={intl.formatMessage({ id: 'pet.age' })}
            description={intl.formatMessage({ id: 'pet.age.hint' })}
            type="number"
            name="age"
            inputMode="numeric"
            min={0}
            max={60}
            disabled={birthday !== ''}
            value={birthday !== '' ? '' : age}
            errors={errors.age}
            onChange={(event) => setAge(event.target.value)}
          />
        )}
        <Checkbox
          name="spayed_neutered"
          label={intl.formatMessage({ id: 'pet.fixed' })}
          checked={fixed}
          onChange={(event) => setFixed(event.target.checked)}
        />
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'account.pets.weightValue' })}
            type="number"
            name="weight"
            inputMode="decimal"
            value={weight}
            errors={errors.weight ?? errors['weight.value']}
            onChange={(event) => setWeight(event.target.value)}
          />
          <Select
            label={intl.formatMessage({ id: 'account.pets.weightUnit' })}
            name="weight_unit"
            options={[
              { value: 'kg', label: 'kg' },
              { value: 'lb', label: 'lb' },
            ]}
            value={unit}
            onValueChange={(value) => setUnit(value as Unit)}
          />
        </Inline>
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
