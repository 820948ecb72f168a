import type { User } from '@pawcall/api-client';
import { Alert, Badge, Button, Card, Heading, Inline, Stack, Text } from '@pawcall/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { CodeVerification } from '../../shared/CodeVerification';
import { AccountMessages } from '../../i18n/FeatureMessages';

/**
 * /cx/account/phone: a new number with its country code, verified by a texted code (resend
 * countdown, one attempt per code), through the same verification machine as onboarding.
 */
export function AccountPhonePage() {
  return (
    <AccountMessages>
      <PhoneContent />
    </AccountMessages>
  );
}

function PhoneContent() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const verified = useCallback(
    (user: User) => {
      services.session.updateUser(user);
      setVerifiedPhone(user.phone?.phone_number ?? null);
    },
    [services],
  );
  return (
    <Stack gap="lg" maxWidth="md">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.phone.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.phone.title' })}</Heading>
      {viewer.phone ? (
        <Inline gap="sm" align="center">
          <span>
            {intl.formatMessage(
              { id: 'accountSettings.phone.current' },
              { phone: viewer.phone.phone_number },
            )}
          </span>
          <Badge tone={viewer.phone.is_verified ? 'success' : 'warning'}>
            {intl.formatMessage({
              id: viewer.phone.is_verified
                ? 'accountSettings.email.verified'
                : 'accountSettings.email.unverified',
            })}
          </Badge>
        </Inline>
      ) : (
        <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.phone.none' })}</Text>
      )}
      <Card padding="lg">
        {verifiedPhone ? (
          <Stack gap="md">
            <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
              {intl.formatMessage({ id: 'accountSettings.phone.verified' }, { phone: verifiedPhone })}
            </Alert>
            <Button
              variant="secondary"
              onClick={() => {
                setVerifiedPhone(null);
                setAttempt((n) => n + 1);
              }}
            >
              {intl.formatMessage({ id: 'accountSettings.phone.again' })}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.phone.intro' })}</Text>
            <CodeVerification key={attempt} channel="PHONE" onVerified={verified} />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
