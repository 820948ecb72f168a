import { type Pet, queryKeys } from '@pawcall/api-client';
import { MAX_PET_PHOTOS, petProfileApi } from '@pawcall/api-client/petProfile';
import { Alert, Button, Card, Heading, Image, Inline, Spinner, Stack, Text, useToast } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../shared/AppContext';
import { errorMessage } from '../../shared/errorMessage';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** "Uploads up to 10MB"; the server checks again, and reads the image's first bytes. */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * A pet's photos ("up to 5 photos"): the gallery, add one (a file input, so the keyboard and screen
 * readers use the browser's own control), remove one. The server's answer is the pet, written
 * into the pets query so the list and this page show the same photos.
 */
export function PetPhotos({ pet }: { pet: Pet }) {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState<'upload' | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photos = pet.photos ?? [];
  const full = photos.length >= MAX_PET_PHOTOS;

  const show = (updated: Pet) =>
    queryClient.setQueryData<Pet[]>(queryKeys.pets, (pets) =>
      (pets ?? []).map((candidate) => (candidate.uuid === updated.uuid ? updated : candidate)),
    );
  const succeed = (id: 'petPhotos.uploaded' | 'petPhotos.removed') =>
    toast({
      tone: 'success',
      title: intl.formatMessage({ id: 'toast.success' }),
      description: intl.formatMessage({ id }),
    });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    if (full) return setError(intl.formatMessage({ id: 'petPhotos.limit' }));
    if (!IMAGE_TYPES.includes(file.type)) return setError(intl.formatMessage({ id: 'petPhotos.type' }));
    if (file.size > MAX_PHOTO_BYTES) return setError(intl.formatMessage({ id: 'petPhotos.tooLarge' }));
    setBusy('upload');
    try {
      show(await petProfileApi.uploadPetPhoto(services.clients, pet.uuid, file));
      succeed('petPhotos.uploaded');
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (photoUuid: string) => {
    setError(null);
    setBusy(photoUuid);
    try {
      show(await petProfileApi.removePetPhoto(services.clients, pet.uuid, photoUuid));
      succeed('petPhotos.removed');
    } catch (caught) {
      // "Unable to remove uploaded file": the server's message.
      setError(errorMessage(intl, caught));
      await queryClient.invalidateQueries({ queryKey: queryKeys.pets });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card padding="md">
      <Stack gap="md">
        <Heading level={2}>{intl.formatMessage({ id: 'petPhotos.title' })}</Heading>
        <Text tone="muted" aria-live="polite">
          {intl.formatMessage({ id: 'petPhotos.count' }, { count: photos.length, max: MAX_PET_PHOTOS })}
        </Text>
        {photos.length === 0 ? (
          <Text tone="muted">{intl.formatMessage({ id: 'petPhotos.empty' })}</Text>
        ) : null}
        {photos.length > 0 ? (
          <Inline as="ul" gap="md" align="stretch" aria-label={intl.formatMessage({ id: 'petPhotos.title' })}>
            {photos.map((photo, index) => (
              <li key={photo.uuid}>
                <Stack gap="xs">
                  <Image
                    src={photo.url}
                    alt={intl.formatMessage({ id: 'petPhotos.alt' }, { index: index + 1, name: pet.name })}
                    width={120}
                    height={120}
                    radius="md"
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={busy === photo.uuid}
                    disabled={busy !== null && busy !== photo.uuid}
                    onClick={() => void remove(photo.uuid)}
                  >
                    {intl.formatMessage({ id: 'petPhotos.remove' }, { index: index + 1 })}
                  </Button>
                </Stack>
              </li>
            ))}
          </Inline>
        ) : null}
        {error ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {error}
          </Alert>
        ) : null}
        {full ? (
          <Text tone="muted">{intl.formatMessage({ id: 'petPhotos.limit' })}</Text>
        ) : (
          <Stack gap="xs">
            <label htmlFor={inputId}>
              <Text as="span" weight="medium">
                {intl.formatMessage({ id: 'petPhotos.add' })}
              </Text>
            </label>
            <input
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-describedby={hintId}
              disabled={busy !== null}
              onChange={(event) => void upload(event)}
            />
            <Text as="span" tone="muted" id={hintId}>
              {intl.formatMessage({ id: 'petPhotos.hint' })}
            </Text>
            {busy === 'upload' ? <Spinner label={intl.formatMessage({ id: 'petPhotos.uploading' })} /> : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
