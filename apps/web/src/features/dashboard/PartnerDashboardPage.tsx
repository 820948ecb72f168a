import { accountApi, type User } from '@pawcall/api-client';
import { Card, Heading, Stack, Text } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';

/** /px: the partner dashboard, reached once onboarding is complete. */
export function PartnerDashboardPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const metrics = useQuery({
    queryKey: ['profile', 'metrics'],
    queryFn: () => accountApi.getProfileMetrics(services.clients),
  });
  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'dashboard.partner.title' })} />
      <Heading level={1}>
        {intl.formatMessage({ id: 'dashboard.partner.greeting' }, { name: viewer.last_name })}
      </Heading>
      <Card padding="lg">
        <Stack gap="sm">
          <Text tone="muted">
            {intl.formatMessage(
              { id: 'dashboard.partner.upcoming' },
              { count: metrics.data?.upcoming_appointments ?? 0 },
            )}
          </Text>
          <Text tone="muted">
            {intl.formatMessage(
              { id: 'dashboard.partner.unread' },
              { count: metrics.data?.unread_notifications ?? 0 },
            )}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

export default PartnerDashboardPage;
