import type { Appointment } from '@pawcall/api-client';
import { useAcceleratorProgram } from '@pawcall/api-client/visits';
import { Alert, Badge, Card, EmptyState, Spinner, Stack, TextLink } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { appointmentStatus } from '../../shared/appointment';
import { errorMessage } from '../../shared/errorMessage';

/** A list of the vet's appointments: pet and client (linking to the appointment), when, and its label. */
export function AppointmentItems({ items }: { items: Appointment[] }) {
  const intl = useIntl();
  const now = new Date();
  return (
    <Stack as="ul" gap="sm">
      {items.map((appointment) => {
        const status = appointmentStatus(intl, appointment, now);
        return (
          <li key={appointment.reference_id}>
            <Card padding="md">
              <Stack gap="xs">
                <TextLink asChild>
                  <Link to={`/px/appointments/${appointment.reference_id}`}>
                    {intl.formatMessage(
                      { id: 'px.appointments.item' },
                      {
                        pet: appointment.pet.name,
                        client:
                          `${appointment.client?.first_name ?? ''} ${appointment.client?.last_name ?? ''}`.trim(),
                      },
                    )}
                  </Link>
                </TextLink>
                <span>
                  {intl.formatDate(appointment.start_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </Stack>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}

/** The accelerator tab: GET px/appointments/accelerator, the programme's state and its free trial appointments. */
export function AcceleratorTab() {
  const intl = useIntl();
  const program = useAcceleratorProgram();
  if (program.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (program.isError) return <Alert tone="error">{errorMessage(intl, program.error)}</Alert>;
  const { data } = program;
  const date = data.valid_until ? intl.formatDate(data.valid_until, { dateStyle: 'long' }) : '';
  const state = !data.eligible
    ? intl.formatMessage({ id: 'clinical.accelerator.notEligible' })
    : data.active
      ? intl.formatMessage(
          { id: 'clinical.accelerator.active' },
          { remaining: data.remaining, limit: data.limit, date },
        )
      : data.remaining === 0
        ? intl.formatMessage({ id: 'clinical.accelerator.usedUp' }, { limit: data.limit })
        : intl.formatMessage({ id: 'clinical.accelerator.ended' }, { date });
  return (
    <Stack gap="sm">
      <Alert
        tone={data.active ? 'info' : 'warning'}
        title={intl.formatMessage({ id: 'clinical.accelerator.title' })}
      >
        {state}
      </Alert>
      {data.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'px.appointments.empty.accelerator-appointments' })} />
      ) : (
        <AppointmentItems items={data.items} />
      )}
    </Stack>
  );
}
