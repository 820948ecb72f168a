import { isApiError } from '@pawcall/api-client';
import { useAppointment } from '@pawcall/api-client';
import { Alert, AppointmentCard, Button, Heading, Spinner, Stack, Text, TextLink } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useLocaleState } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { appointmentStatus, appointmentTitle } from '../../shared/appointment';
import { errorMessage } from '../../shared/errorMessage';
import { partnerName } from '../../shared/partner';
import { VisitMessages } from '../../i18n/FeatureMessages';

/**
 * /cx/book/{reference}: the booking is done. (The spec's phone step comes here; it is skipped
 * until phone verification is built, as it is for clients whose phone is already verified.)
 */
export function BookingCompletePage() {
  const intl = useIntl();
  const { timeZone } = useLocaleState();
  const { id = '' } = useParams();
  const appointment = useAppointment(id);

  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'booking.complete.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'booking.complete.heading' })}</Heading>
      {appointment.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : appointment.isError ? (
        <Alert tone="error">
          {isApiError(appointment.error) && appointment.error.status === 404
            ? intl.formatMessage({ id: 'notFound.body' })
            : errorMessage(intl, appointment.error)}
        </Alert>
      ) : (
        <>
          <Text tone="muted">
            {intl.formatMessage(
              { id: 'booking.complete.body' },
              { reference: appointment.data.reference_id },
            )}
          </Text>
          <AppointmentCard
            title={appointmentTitle(intl, appointment.data)}
            startsAt={appointment.data.start_at}
            timeZone={timeZone}
            locale={intl.locale}
            vetName={partnerName(intl, appointment.data.partner)}
            vetPhotoUrl={appointment.data.partner.photo?.uri_thumbnail}
            status={appointmentStatus(intl, appointment.data)}
            headingLevel={2}
            actions={
              <TextLink asChild>
                <Link to={`/cx/appointments/${appointment.data.reference_id}`}>
                  {intl.formatMessage(
                    { id: 'appointments.viewDetails' },
                    { reference: appointment.data.reference_id },
                  )}
                </Link>
              </TextLink>
            }
          />
        </>
      )}
      <div>
        <Button asChild>
          <Link to="/cx/appointments">{intl.formatMessage({ id: 'booking.complete.toAppointments' })}</Link>
        </Button>
      </div>
    </Stack>
  );
}

/** With the visit catalogue, which holds the appointment's display labels. */
export default function BookingCompletePageScreen() {
  return (
    <VisitMessages>
      <BookingCompletePage />
    </VisitMessages>
  );
}
