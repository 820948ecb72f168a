import { accountApi, type User, useAppointments } from '@pawcall/api-client';
import { isWeightOutdated } from '@pawcall/domain';
import { Badge, Button, Card, Heading, Inline, Stack, Text, TextLink, List } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';

/** /cx: the client dashboard (pharmacy-theme clients land on the appointments list instead). */
export function ClientDashboardPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const upcoming = useAppointments({ 'filter[tense]': 'future', per_page: 3 });
  const metrics = useQuery({
    queryKey: ['profile', 'metrics'],
    queryFn: () => accountApi.getProfileMetrics(services.clients),
  });
  const now = new Date();
  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'dashboard.title' })} />
      <Heading level={1}>
        {intl.formatMessage({ id: 'dashboard.greeting' }, { name: viewer.first_name })}
      </Heading>
      <Inline gap="md">
        <Button asChild>
          <Link to="/gs">{intl.formatMessage({ id: 'appointments.bookNew' })}</Link>
        </Button>
        {metrics.data ? (
          <Text as="span" tone="muted">
            {intl.formatMessage(
              { id: 'dashboard.notifications' },
              { count: metrics.data.unread_notifications },
            )}
          </Text>
        ) : null}
      </Inline>
      <Card padding="lg">
        <Stack gap="md">
          <Heading level={2}>{intl.formatMessage({ id: 'dashboard.upcoming' })}</Heading>
          {upcoming.data && upcoming.data.items.length === 0 ? (
            <Text tone="muted">{intl.formatMessage({ id: 'dashboard.noUpcoming' })}</Text>
          ) : null}
          <List>
            {(upcoming.data?.items ?? []).map((appointment) => (
              <li key={appointment.reference_id}>
                <TextLink asChild>
                  <Link to={`/cx/appointments/${appointment.reference_id}`}>
                    {intl.formatMessage(
                      { id: 'dashboard.appointment' },
                      {
                        pet: appointment.pet.name,
                        vet: appointment.partner.last_name,
                        when: intl.formatDate(appointment.start_at, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: services.currentTimeZone(),
                        }),
                      },
                    )}
                  </Link>
                </TextLink>
              </li>
            ))}
          </List>
          <TextLink asChild>
            <Link to="/cx/appointments">{intl.formatMessage({ id: 'dashboard.allAppointments' })}</Link>
          </TextLink>
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap="md">
          <Heading level={2}>{intl.formatMessage({ id: 'dashboard.pets' })}</Heading>
          <List>
            {(viewer.pets ?? []).map((pet) => (
              <li key={pet.uuid}>
                {pet.name}
                {pet.weight && isWeightOutdated(pet.weight.created_at, now) ? (
                  <>
                    {' '}
                    <Badge tone="warning">{intl.formatMessage({ id: 'pet.weight.outdated' })}</Badge>
                  </>
                ) : null}
              </li>
            ))}
          </List>
        </Stack>
      </Card>
    </Stack>
  );
}

export default ClientDashboardPage;
