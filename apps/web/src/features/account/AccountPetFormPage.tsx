import { accountApi, isApiError, type Pet, type PetInput, usePets } from '@pawcall/api-client';
import { isWeightOutdated } from '@pawcall/machines/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  Inline,
  Select,
  Spinner,
  Stack,
  TextField,
  useShake,
} from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useServices } from '../../app/AppContext';
import { heading, muted, subheading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { Checkbox } from '../../components/Checkbox';
import { errorMessage } from '../../components/errorMessage';

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
type Sex = 'MALE' | 'FEMALE';
type Unit = 'kg' | 'lb';

/** /cx/account/pets/add */
export function AccountPetAddPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg" style={{ maxWidth: 520 }}>
      <PageMeta title={intl.formatMessage({ id: 'account.pets.add' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'account.pets.add' })}</h1>
      <PetEditor pet={null} />
    </Stack>
  );
}

/** /cx/account/pets/:id: the pet's details and its weight history, with the 6-month outdated flag. */
export function AccountPetEditPage() {
  const intl = useIntl();
  const { id } = useParams();
  const pets = usePets();
  const pet = (pets.data ?? []).find((candidate) => candidate.uuid === id) ?? null;
  if (pets.isPending) return <Spinner label={intl.formatMessage({ id: 'account.pets.loading' })} />;
  if (!pet)
    return (
      <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
        {intl.formatMessage({ id: 'account.pets.notFound' })}
      </Alert>
    );
  const title = intl.formatMessage({ id: 'account.pets.edit' }, { name: pet.name });
  return (
    <Stack gap="lg" style={{ maxWidth: 520 }}>
      <PageMeta title={title} />
      <h1 style={heading}>{title}</h1>
      <WeightHistory pet={pet} />
      <PetEditor key={pet.uuid} pet={pet} />
    </Stack>
  );
}

function WeightHistory({ pet }: { pet: Pet }) {
  const intl = useIntl();
  const now = new Date();
  const history = pet.weight_history?.length ? pet.weight_history : pet.weight ? [pet.weight] : [];
  const latest = history.at(-1) ?? null;
  return (
    <Card padding="md">
      <Stack gap="sm">
        <h2 style={subheading}>{intl.formatMessage({ id: 'account.pets.history' })}</h2>
        {latest && isWeightOutdated(latest.created_at, now) ? (
          <Alert tone="warning">{intl.formatMessage({ id: 'account.pets.history.outdated' })}</Alert>
        ) : null}
        {history.length === 0 ? (
          <p style={muted}>{intl.formatMessage({ id: 'account.pets.history.empty' })}</p>
        ) : (
          <ul
            aria-label={intl.formatMessage({ id: 'account.pets.history' })}
            style={{ margin: 0, paddingInlineStart: 18 }}
          >
            {[...history].reverse().map((weight) => (
              <li key={`${weight.created_at}-${weight.value}`}>
                <Inline gap="sm">
                  <span>
                    {intl.formatMessage(
                      { id: 'account.pets.weight' },
                      {
                        value: weight.value,
                        unit: weight.is_metric ? 'kg' : 'lb',
                        when: intl.formatDate(weight.created_at, { dateStyle: 'medium' }),
                      },
                    )}
                  </span>
                  {weight === latest && isWeightOutdated(weight.created_at, now) ? (
                    <Badge tone="warning">{intl.formatMessage({ id: 'pet.weight.outdated' })}</Badge>
                  ) : null}
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

/** The add and edit form: everything typed stays after a failure; per-field server messages. */
function PetEditor({ pet }: { pet: Pet | null }) {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const initialWeight = pet?.weight ? String(pet.weight.value) : '';
  const initialUnit: Unit = pet?.weight && !pet.weight.is_metric ? 'lb' : 'kg';
  const [name, setName] = useState(pet?.name ?? '');
  const [species, setSpecies] = useState<Species | ''>((pet?.species as Species | undefined) ?? '');
  const [breed, setBreed] = useState(pet?.breed ?? '');
  const [sex, setSex] = useState<Sex | ''>(pet?.gender ?? '');
  const [birthday, setBirthday] = useState(pet?.birthday_on ?? '');
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
    if (birthday !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(birthday))
      problems.birthday_on = [intl.formatMessage({ id: 'pet.birthday.format' })];
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
      spayed_neutered: fixed,
      // An unchanged weight is not sent again, so it does not become a new entry of the history.
      ...(pet && !weightChanged
        ? {}
        : { weight: weight === '' ? null : { value: Number(weight), is_metric: unit === 'kg' } }),
    } as PetInput;
    setErrors({});
    setSaving(true);
    try {
      if (pet) await accountApi.updatePet(services.clients, pet.uuid, body);
      else await accountApi.createPet(services.clients, body);
      await queryClient.invalidateQueries();
      navigate('/cx/account/pets');
    } catch (caught) {
      setSaving(false);
      if (isApiError(caught) && caught.kind === 'fail')
        setErrors(
          Object.fromEntries(Object.entries(caught.fields).map(([field, message]) => [field, [message]])),
        );
      else setErrors({ form: [errorMessage(intl, caught)] });
      shake();
    }
  };

  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={
        pet
          ? intl.formatMessage({ id: 'account.pets.edit' }, { name: pet.name })
          : intl.formatMessage({ id: 'account.pets.add' })
      }
    >
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
          label={intl.formatMessage({ id: 'pet.sex' })}
          placeholder={intl.formatMessage({ id: 'pet.sex.choose' })}
          options={[
            { value: 'MALE', label: intl.formatMessage({ id: 'pet.sex.MALE' }) },
            { value: 'FEMALE', label: intl.formatMessage({ id: 'pet.sex.FEMALE' }) },
          ]}
          value={sex}
          onValueChange={(value) => setSex(value as Sex)}
          errors={errors.gender}
        />
        <TextField
          label={intl.formatMessage({ id: 'pet.birthday' })}
          name="birthday_on"
          placeholder="YYYY-MM-DD"
          description={intl.formatMessage({ id: 'pet.birthday.format' })}
          value={birthday}
          errors={errors.birthday_on}
          onChange={(event) => setBirthday(event.target.value)}
        />
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
      </Stack>
    </Form>
  );
}
