import {
  accountSettingsApi,
  accountSettingsKeys,
  type ChatSettings,
  useChatIdentity,
  useChatSettings,
} from '@pawcall/api-client/accountSettings';
import { Alert, Spinner, Stack } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/AppContext';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';
import { ToggleSettingsForm } from '../../components/ToggleSettingsForm';
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
  return (
    <ToggleSettingsForm
      initial={initial}
      title={intl.formatMessage({ id: 'accountSettings.chat.title' })}
      choices={CHOICES.map(([field, label]) => ({
        field,
        label: intl.formatMessage({ id: label }),
        // Sound and transcripts belong to the widget: nothing to set while it is hidden.
        disabledWhen: field === 'widget_enabled' ? undefined : (draft: ChatSettings) => !draft.widget_enabled,
      }))}
      submitLabel={intl.formatMessage({ id: 'accountSettings.chat.submit' })}
      savedMessage={intl.formatMessage({ id: 'accountSettings.chat.saved' })}
      save={async (draft) => {
        const stored = await accountSettingsApi.updateChatSettings(services.clients, draft);
        queryClient.setQueryData(accountSettingsKeys.chatSettings, stored);
        return stored;
      }}
    />
  );
}
