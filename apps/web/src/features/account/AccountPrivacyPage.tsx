import { accountApi } from '@pawcall/api-client';
import { accountSettingsKeys, useCommunicationPreferences } from '@pawcall/api-client/accountSettings';
import { Heading, Stack, Text } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { ToggleSettingsForm } from '../../shared/ToggleSettingsForm';
import { AccountMessages } from '../../i18n/FeatureMessages';

const CHOICES = [
  ['email_marketing', 'accountSettings.privacy.emailMarketing'],
  ['sms_reminders', 'accountSettings.privacy.smsReminders'],
  ['email_reminders', 'accountSettings.privacy.emailReminders'],
] as const;

/** /cx/account/privacy: what Pawcall may send (marketing email, reminders by text and by email). */
export function AccountPrivacyPage() {
  return (
    <AccountMessages>
      <PrivacyContent />
    </AccountMessages>
  );
}

function PrivacyContent() {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const preferences = useCommunicationPreferences();
  return (
    <Stack gap="lg" maxWidth="lg">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.privacy.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.privacy.title' })}</Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.privacy.intro' })}</Text>
      <ToggleSettingsForm
        settings={preferences}
        title={intl.formatMessage({ id: 'accountSettings.privacy.title' })}
        choices={CHOICES.map(([field, label]) => ({
          field,
          label: intl.formatMessage({ id: label }),
          description:
            field === 'email_marketing'
              ? undefined
              : intl.formatMessage({ id: 'accountSettings.privacy.reminders' }),
        }))}
        submitLabel={intl.formatMessage({ id: 'accountSettings.privacy.submit' })}
        savedMessage={intl.formatMessage({ id: 'accountSettings.privacy.saved' })}
        save={async (draft) => {
          const stored = await accountApi.updateCommunicationPreferences(services.clients, draft);
          queryClient.setQueryData(accountSettingsKeys.communication, stored);
          return stored;
        }}
      />
    </Stack>
  );
}
