import { accountApi, api, type Pet, usePets } from '@pawcall/api-client';
import { isWeightOutdated, PET_REMOVAL_REASONS, type PetRemovalReason } from '@pawcall/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  Heading,
  Image,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';

/** /cx/account/pets: the pets, their first photo, the 6-month outdated weight flag, removal with a reason. */
export function AccountPetsPage() {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const pets = usePets();
  const [removing, setRemoving] = useState<Pet | null>(null);
  const [reason, setReason] = useState<PetRemovalReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!removing) return;
    if (!reason || (reason === 'OTHER' && note.trim() === '')) {
      setError(
        intl.formatMessage({
          id: reason ? 'account.pets.remove.noteRequired' : 'account.pets.remove.reasonRequired',
        }),
      );
      return;
    }
    try {
      await accountApi.removePet(services.clients, removing.uuid, { reason, note: note.trim() || null });
      setRemoving(null);
      setReason('');
      setNote('');
      setError(null);
      await queryClient.invalidateQueries();
      services.session.updateUser(await api.getProfile(services.clients));
    } catch (caught) {
      setError(errorMessage(intl, caught));
    }
  };
  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'account.pets.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.pets.title' })}</Heading>
      <TextLink asChild>
        <Link to="/cx/account/pets/add">{intl.formatMessage({ id: 'account.pets.add' })}</Link>
      </TextLink>
      {(pets.data ?? []).map((pet) => (
        <Card key={pet.uuid} padding="md">
          <Inline gap="md" align="flex-start">
            {pet.photos?.[0] ? (
              // Decorative: the pet's name is the card's heading right beside it.
              <Image src={pet.photos[0].url} alt="" width={64} height={64} radius="md" />
            ) : null}
            <Stack gap="sm">
              <Heading level={2}>{pet.name}</Heading>
              {pet.weight ? (
                <Inline gap="sm">
                  <Text as="span" tone="muted">
                    {intl.formatMessage(
                      { id: 'account.pets.weight' },
                      {
                        value: pet.weight.value,
                        unit: pet.weight.is_metric ? 'kg' : 'lb',
                        when: intl.formatDate(pet.weight.created_at, { dateStyle: 'medium' }),
                      },
                    )}
                  </Text>
                  {isWeightOutdated(pet.weight.created_at, now) ? (
                    <Badge tone="warning">{intl.formatMessage({ id: 'pet.weight.outdated' })}</Badge>
                  ) : null}
                </Inline>
              ) : null}
              <TextLink asChild>
                <Link to={`/cx/account/pets/${pet.uuid}`}>
                  {intl.formatMessage({ id: 'account.pets.edit' }, { name: pet.name })}
                </Link>
              </TextLink>
              <Button variant="ghost" onClick={() => setRemoving(pet)}>
                {intl.formatMessage({ id: 'account.pets.remove' }, { name: pet.name })}
              </Button>
            </Stack>
          </Inline>
        </Card>
      ))}
      {removing ? (
        <Card padding="lg">
          <Form
            onSubmit={remove}
            aria-label={intl.formatMessage({ id: 'account.pets.remove' }, { name: removing.name })}
          >
            <Stack gap="md">
              <Select
                label={intl.formatMessage({ id: 'account.pets.remove.reason' })}
                placeholder={intl.formatMessage({ id: 'pet.sex.choose' })}
                options={PET_REMOVAL_REASONS.map((value) => ({
                  value,
                  label: intl.formatMessage({
                    id: `account.pets.remove.${value}` as 'account.pets.remove.DECEASED',
                  }),
                }))}
                value={reason}
                onValueChange={(value) => setReason(value as PetRemovalReason)}
                required
              />
              {reason === 'OTHER' ? (
                <TextField
                  label={intl.formatMessage({ id: 'account.pets.remove.note' })}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              ) : null}
              {error ? (
                <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                  {error}
                </Alert>
              ) : null}
              <Button type="submit" variant="danger">
                {intl.formatMessage({ id: 'account.pets.remove.confirm' })}
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
    </Stack>
  );
}
