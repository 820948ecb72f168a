import { accountApi } from '@pawcall/api-client';
import {
  accountSettingsKeys,
  type CommunicationPreferences,
  useCommunicationPreferences,
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
  const preferences = useCommunicationPreferences();
  return (
    <Stack gap="lg" style={{ maxWidth: 560 }}>
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.privacy.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'accountSettings.privacy.title' })}</h1>
      <p style={muted}>{intl.formatMessage({ id: 'accountSettings.privacy.intro' })}</p>
      {preferences.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, preferences.error)}
        </Alert>
      ) : preferences.data ? (
        <PrivacyForm initial={preferences.data} />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      )}
    </Stack>
  );
}

function PrivacyForm({ initial }: { initial: CommunicationPreferences }) {
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
      const stored = await accountApi.updateCommunicationPreferences(services.clients, draft);
      queryClient.setQueryData(accountSettingsKeys.communication, stored);
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
      <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'accountSettings.privacy.title' })}>
        <Stack gap="md">
          {saved ? (
            <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
              {intl.formatMessage({ id: 'accountSettings.privacy.saved' })}
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
              description={
                field === 'email_marketing'
                  ? undefined
                  : intl.formatMessage({ id: 'accountSettings.privacy.reminders' })
              }
              checked={draft[field]}
              onCheckedChange={(checked) => {
                setSaved(false);
                setDraft((current) => ({ ...current, [field]: checked }));
              }}
            />
          ))}
          <Button type="submit" loading={busy}>
            {intl.formatMessage({ id: 'accountSettings.privacy.submit' })}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
