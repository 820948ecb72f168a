import { accountApi, type User, useAppointments } from '@pawcall/api-client';
import { isWeightOutdated } from '@pawcall/domain';
import { Badge, Card, Inline, Stack } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices, useViewer } from '../../app/AppContext';
import { heading, link, muted, subheading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { buttonLink } from '../../components/linkStyles';

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
      <h1 style={heading}>{intl.formatMessage({ id: 'dashboard.greeting' }, { name: viewer.first_name })}</h1>
      <Inline gap="md">
        <Link to="/gs" style={buttonLink}>
          {intl.formatMessage({ id: 'appointments.bookNew' })}
        </Link>
        {metrics.data ? (
          <span style={muted}>
            {intl.formatMessage(
              { id: 'dashboard.notifications' },
              { count: metrics.data.unread_notifications },
            )}
          </span>
        ) : null}
      </Inline>
      <Card padding="lg">
        <Stack gap="md">
          <h2 style={subheading}>{intl.formatMessage({ id: 'dashboard.upcoming' })}</h2>
          {upcoming.data && upcoming.data.items.length === 0 ? (
            <p style={muted}>{intl.formatMessage({ id: 'dashboard.noUpcoming' })}</p>
          ) : null}
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {(upcoming.data?.items ?? []).map((appointment) => (
              <li key={appointment.reference_id}>
                <Link to={`/cx/appointments/${appointment.reference_id}`} style={link}>
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
              </li>
            ))}
          </ul>
          <Link to="/cx/appointments" style={link}>
            {intl.formatMessage({ id: 'dashboard.allAppointments' })}
          </Link>
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap="md">
          <h2 style={subheading}>{intl.formatMessage({ id: 'dashboard.pets' })}</h2>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
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
          </ul>
        </Stack>
      </Card>
    </Stack>
  );
}

export default ClientDashboardPage;
