import { isApiError, type Pet, queryKeys } from '@pawcall/api-client';
import { petProfileApi, useClinicSearch } from '@pawcall/api-client/petProfile';
import {
  Alert,
  Button,
  Card,
  Form,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
  TextField,
  useShake,
  useToast,
} from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../shared/AppContext';
import { errorMessage } from '../../shared/errorMessage';

/** Waits until typing pauses before searching, so each keystroke is not a request. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A pet's home clinic: the current one (its email comes from the clinic's record: "clinic email
 * not editable"), the "home clinic search" to choose another, a name for a clinic that is not
 * listed ("home clinic name required"), and removing it.
 */
export function HomeClinicSection({ pet }: { pet: Pet }) {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { shaking, shake } = useShake();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 300);
  const clinics = useClinicSearch(term);
  const [name, setName] = useState('');
  const [nameErrors, setNameErrors] = useState<string[] | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clinic = pet.home_clinic ?? null;

  const save = async (run: () => Promise<Pet>, done: 'homeClinic.saved' | 'homeClinic.cleared') => {
    setError(null);
    setBusy(true);
    try {
      const updated = await run();
      queryClient.setQueryData<Pet[]>(queryKeys.pets, (pets) =>
        (pets ?? []).map((candidate) => (candidate.uuid === updated.uuid ? updated : candidate)),
      );
      setSearch('');
      setName('');
      setNameErrors(undefined);
      toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'toast.success' }),
        description: intl.formatMessage({ id: done }),
      });
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'fail' && caught.fields.name)
        setNameErrors([caught.fields.name]);
      else setError(errorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameErrors([intl.formatMessage({ id: 'homeClinic.required' })]);
      shake();
      return;
    }
    void save(
      () => petProfileApi.setPetHomeClinic(services.clients, pet.uuid, { name: name.trim() }),
      'homeClinic.saved',
    );
  };

  return (
    <Card padding="md">
      <Stack gap="md">
        <Heading level={2}>{intl.formatMessage({ id: 'homeClinic.title' })}</Heading>
        {clinic ? (
          <Stack gap="xs">
            <strong>{clinic.name}</strong>
            {clinic.city && clinic.province ? (
              <Text as="span" tone="muted">
                {intl.formatMessage(
                  { id: 'homeClinic.location' },
                  { city: clinic.city, province: clinic.province },
                )}
              </Text>
            ) : null}
            {clinic.email ? (
              <>
                <span>{intl.formatMessage({ id: 'homeClinic.email' }, { email: clinic.email })}</span>
                <Text as="span" tone="muted">
                  {intl.formatMessage({ id: 'homeClinic.emailNote' })}
                </Text>
              </>
            ) : null}
            <Inline gap="sm">
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  void save(
                    () => petProfileApi.clearPetHomeClinic(services.clients, pet.uuid),
                    'homeClinic.cleared',
                  )
                }
              >
                {intl.formatMessage({ id: 'homeClinic.clear' })}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: 'homeClinic.none' })}</Text>
        )}
        {error ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {error}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'homeClinic.search' })}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {term.trim() && clinics.isFetching && !clinics.data ? (
          <Spinner label={intl.formatMessage({ id: 'homeClinic.searching' })} />
        ) : null}
        {term.trim() && clinics.data ? (
          clinics.data.length === 0 ? (
            <Text tone="muted" role="status">
              {intl.formatMessage({ id: 'homeClinic.noResults' })}
            </Text>
          ) : (
            <Stack as="ul" gap="sm" aria-label={intl.formatMessage({ id: 'homeClinic.results' })}>
              {clinics.data.map((candidate) => (
                <li key={candidate.uuid}>
                  <Inline gap="md" align="center">
                    <Stack gap="xs">
                      <span>{candidate.name}</span>
                      <Text as="span" tone="muted">
                        {intl.formatMessage(
                          { id: 'homeClinic.location' },
                          { city: candidate.city, province: candidate.province },
                        )}
                      </Text>
                    </Stack>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        void save(
                          () =>
                            petProfileApi.setPetHomeClinic(services.clients, pet.uuid, {
                              clinic_uuid: candidate.uuid,
                            }),
                          'homeClinic.saved',
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'homeClinic.choose' }, { name: candidate.name })}
                    </Button>
                  </Inline>
                </li>
              ))}
            </Stack>
          )
        ) : null}
        <Form
          shake={shaking}
          onSubmit={saveName}
          aria-label={intl.formatMessage({ id: 'homeClinic.notListed' })}
        >
          <Stack gap="sm">
            <Text tone="muted">{intl.formatMessage({ id: 'homeClinic.notListed' })}</Text>
            <TextField
              label={intl.formatMessage({ id: 'homeClinic.name' })}
              value={name}
              errors={nameErrors}
              onChange={(event) => setName(event.target.value)}
            />
            <Inline gap="sm">
              <Button type="submit" variant="secondary" disabled={busy}>
                {intl.formatMessage({ id: 'homeClinic.saveName' })}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
