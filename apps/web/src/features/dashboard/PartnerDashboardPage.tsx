import { accountApi, type User } from '@pawcall/api-client';
import { Card, Stack } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../app/AppContext';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';

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
      <h1 style={heading}>
        {intl.formatMessage({ id: 'dashboard.partner.greeting' }, { name: viewer.last_name })}
      </h1>
      <Card padding="lg">
        <Stack gap="sm">
          <p style={muted}>
            {intl.formatMessage(
              { id: 'dashboard.partner.upcoming' },
              { count: metrics.data?.upcoming_appointments ?? 0 },
            )}
          </p>
          <p style={muted}>
            {intl.formatMessage(
              { id: 'dashboard.partner.unread' },
              { count: metrics.data?.unread_notifications ?? 0 },
            )}
          </p>
        </Stack>
      </Card>
    </Stack>
  );
}

export default PartnerDashboardPage;
