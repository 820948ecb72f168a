import {
  accountSettingsApi,
  accountSettingsKeys,
  type ChatSettings,
  useChatIdentity,
  useChatSettings,
} from '@pawcall/api-client/accountSettings';
import { Alert, Button, Card, Form, Spinner, Stack, Switch } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/AppContext';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

const CHOICES = [
  ['widget_enabled', 'accountSettings.chat.widget'],
  ['sound_enabled', 'accountSettings.chat.sound'],
  ['transcript_by_email', 'accountSettings.chat.transcript'],
] as const;

/**
 * /cx/account/chat-settings: who the help chat knows you as (GET profile/identify/hs) and the
 * widget's preferences, kept on the server (GET/PUT cx/chat-settings) so they follow the client.
 */
export function AccountChatSettingsPage() {
  return (
    <AccountMessages>
      <ChatContent />
    </AccountMessages>
  );
}

function ChatContent() {
  const intl = useIntl();
  const identity = useChatIdentity();
  const settings = useChatSettings();
  return (
    <Stack gap="lg" style={{ maxWidth: 560 }}>
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.chat.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'accountSettings.chat.title' })}</h1>
      {identity.data ? (
        <p>{intl.formatMessage({ id: 'accountSettings.chat.identity' }, { email: identity.data.email })}</p>
      ) : null}
      <p style={muted}>{intl.formatMessage({ id: 'accountSettings.chat.hours' })}</p>
      {settings.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, settings.error)}
        </Alert>
      ) : settings.data ? (
        <ChatForm initial={settings.data} />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      )}
    </Stack>
  );
}

function ChatForm({ initial }: { initial: ChatSettings }) {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    try {
      const stored = await accountSettingsApi.updateChatSettings(services.clients, draft);
      queryClient.setQueryData(accountSettingsKeys.chatSettings, stored);
      setDraft(stored);
      setError(null);
      setSaved(true);
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding="lg">
      <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'accountSettings.chat.title' })}>
        <Stack gap="md">
          {saved ? (
            <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
              {intl.formatMessage({ id: 'accountSettings.chat.saved' })}
            </Alert>
          ) : null}
          {error ? (
            <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
              {error}
            </Alert>
          ) : null}
          {CHOICES.map(([field, label]) => (
            <Switch
              key={field}
              name={field}
              label={intl.formatMessage({ id: label })}
              checked={draft[field]}
              // Sound and transcripts belong to the widget: nothing to set while it is hidden.
              disabled={field !== 'widget_enabled' && !draft.widget_enabled}
              onCheckedChange={(checked) => {
                setSaved(false);
                setDraft((current) => ({ ...current, [field]: checked }));
              }}
            />
          ))}
          <Button type="submit" loading={busy}>
            {intl.formatMessage({ id: 'accountSettings.chat.submit' })}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
