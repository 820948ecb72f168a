import {
  accountSettingsApi,
  accountSettingsKeys,
  type ChatSettings,
  useChatIdentity,
  useChatSettings,
} from '@pawcall/api-client/accountSettings';
import { Heading, Stack, Text } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { ToggleSettingsForm } from '../../shared/ToggleSettingsForm';
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
  const services = useServices();
  const queryClient = useQueryClient();
  const identity = useChatIdentity();
  const settings = useChatSettings();
  return (
    <Stack gap="lg" maxWidth="lg">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.chat.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.chat.title' })}</Heading>
      {identity.data ? (
        <p>{intl.formatMessage({ id: 'accountSettings.chat.identity' }, { email: identity.data.email })}</p>
      ) : null}
      <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.chat.hours' })}</Text>
      <ToggleSettingsForm
        settings={settings}
        title={intl.formatMessage({ id: 'accountSettings.chat.title' })}
        choices={CHOICES.map(([field, label]) => ({
          field,
          label: intl.formatMessage({ id: label }),
          // Sound and transcripts belong to the widget: nothing to set while it is hidden.
          disabledWhen:
            field === 'widget_enabled' ? undefined : (draft: ChatSettings) => !draft.widget_enabled,
        }))}
        submitLabel={intl.formatMessage({ id: 'accountSettings.chat.submit' })}
        savedMessage={intl.formatMessage({ id: 'accountSettings.chat.saved' })}
        save={async (draft) => {
          const stored = await accountSettingsApi.updateChatSettings(services.clients, draft);
          queryClient.setQueryData(accountSettingsKeys.chatSettings, stored);
          return stored;
        }}
      />
    </Stack>
  );
}
