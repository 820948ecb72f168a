import { type Pet, usePets } from '@pawcall/api-client';
import { isWeightOutdated } from '@pawcall/domain';
import { Alert, Badge, Card, Heading, Inline, Spinner, Stack, Text, List } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { PetForm } from '../../shared/PetForm';
import { AccountMessages } from '../../i18n/FeatureMessages';
import { HomeClinicSection } from './HomeClinicSection';
import { PetPhotos } from './PetPhotos';

/** Saved: the lists refetch and the client goes back to their pets. */
function useSavedPet() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries();
    await navigate('/cx/account/pets');
  };
}

/** /cx/account/pets/add */
export function AccountPetAddPage() {
  const intl = useIntl();
  const saved = useSavedPet();
  return (
    <Stack gap="lg" maxWidth="md">
      <PageMeta title={intl.formatMessage({ id: 'account.pets.add' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.pets.add' })}</Heading>
      <PetForm pet={null} label={intl.formatMessage({ id: 'account.pets.add' })} onSaved={saved} />
    </Stack>
  );
}

/**
 * /cx/account/pets/:id: the pet's photos, home clinic, weight history (with the 6-month outdated
 * flag) and details.
 */
export function AccountPetEditPage() {
  return (
    <AccountMessages>
      <PetEdit />
    </AccountMessages>
  );
}

function PetEdit() {
  const intl = useIntl();
  const saved = useSavedPet();
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
    <Stack gap="lg" maxWidth="md">
      <PageMeta title={title} />
      <Heading level={1}>{title}</Heading>
      <PetPhotos pet={pet} />
      <HomeClinicSection pet={pet} />
      <WeightHistory pet={pet} />
      <PetForm key={pet.uuid} pet={pet} label={title} onSaved={saved} />
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
        <Heading level={2}>{intl.formatMessage({ id: 'account.pets.history' })}</Heading>
        {latest && isWeightOutdated(latest.created_at, now) ? (
          <Alert tone="warning">{intl.formatMessage({ id: 'account.pets.history.outdated' })}</Alert>
        ) : null}
        {history.length === 0 ? (
          <Text tone="muted">{intl.formatMessage({ id: 'account.pets.history.empty' })}</Text>
        ) : (
          <List aria-label={intl.formatMessage({ id: 'account.pets.history' })}>
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
          </List>
        )}
      </Stack>
    </Card>
  );
}
