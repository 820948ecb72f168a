import { accountApi, type User } from '@pawcall/api-client';
import { accountSettingsApi } from '@pawcall/api-client/accountSettings';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Form,
  Heading,
  Image,
  Inline,
  Stack,
  Text,
  useShake,
} from '@pawcall/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage, fieldErrors } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

/** The server's limits (POST profile/photo): JPEG, PNG or WebP, up to 2 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** /cx/account/photo: choose a photo (previewed before saving), save it, or remove the current one. */
export function AccountPhotoPage() {
  return (
    <AccountMessages>
      <PhotoContent />
    </AccountMessages>
  );
}

function PhotoContent() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const inputId = useId();
  const { shaking, shake } = useShake();
  const [chosen, setChosen] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[] | undefined>();
  const [notice, setNotice] = useState<'saved' | 'removed' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${viewer.first_name} ${viewer.last_name}`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setNotice(null);
    setChosen(null);
    const file = event.target.files?.[0];
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setErrors([intl.formatMessage({ id: 'accountSettings.photo.type' })]);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setErrors([intl.formatMessage({ id: 'accountSettings.photo.tooLarge' })]);
      return;
    }
    try {
      setChosen(await readAsDataUrl(file));
      setErrors(undefined);
    } catch {
      setErrors([intl.formatMessage({ id: 'accountSettings.photo.unreadable' })]);
    }
  };
  const run = async (action: () => Promise<User>, done: 'saved' | 'removed') => {
    setBusy(true);
    setNotice(null);
    try {
      services.session.updateUser(await action());
      setChosen(null);
      setErrors(undefined);
      setNotice(done);
    } catch (caught) {
      // "image is corrupted": the server reads the file's first bytes, whatever its name says.
      setErrors(fieldErrors(caught).data_url ?? [errorMessage(intl, caught)]);
      shake();
    } finally {
      setBusy(false);
    }
  };
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setErrors([intl.formatMessage({ id: 'accountSettings.photo.required' })]);
      shake();
      return;
    }
    void run(() => accountApi.uploadProfilePhoto(services.clients, chosen), 'saved');
  };

  return (
    <Stack gap="lg" maxWidth="md">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.photo.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.photo.title' })}</Heading>
      {notice ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({
            id: notice === 'saved' ? 'accountSettings.photo.saved' : 'accountSettings.photo.removed',
          })}
        </Alert>
      ) : null}
      <Card padding="lg">
        <Stack gap="md">
          <Inline gap="md" align="center">
            <Avatar name={name} src={viewer.photo?.uri_thumbnail} size="lg" />
            {viewer.photo ? (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => run(() => accountSettingsApi.removeProfilePhoto(services.clients), 'removed')}
              >
                {intl.formatMessage({ id: 'accountSettings.photo.remove' })}
              </Button>
            ) : (
              <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.photo.none' })}</Text>
            )}
          </Inline>
          <Form
            shake={shaking}
            onSubmit={upload}
            aria-label={intl.formatMessage({ id: 'accountSettings.photo.title' })}
          >
            <Stack gap="md">
              <Stack gap="xs">
                <label htmlFor={inputId}>{intl.formatMessage({ id: 'accountSettings.photo.file' })}</label>
                <input
                  id={inputId}
                  type="file"
                  name="photo"
                  accept={PHOTO_TYPES.join(',')}
                  aria-describedby={`${inputId}-limits${errors ? ` ${inputId}-errors` : ''}`}
                  aria-invalid={errors ? true : undefined}
                  onChange={choose}
                />
                <Text as="span" tone="muted" id={`${inputId}-limits`}>
                  {intl.formatMessage({ id: 'accountSettings.photo.limits' })}
                </Text>
                {errors ? (
                  <Text as="span" tone="danger" id={`${inputId}-errors`} role="alert">
                    {errors.join(' ')}
                  </Text>
                ) : null}
              </Stack>
              {chosen ? (
                // The photo just chosen is on the page already: nothing to wait for.
                <Image
                  src={chosen}
                  alt={intl.formatMessage({ id: 'accountSettings.photo.preview' })}
                  width={160}
                  height={160}
                  radius="full"
                  loading="eager"
                />
              ) : null}
              <Button type="submit" loading={busy}>
                {intl.formatMessage({ id: 'accountSettings.photo.upload' })}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}
