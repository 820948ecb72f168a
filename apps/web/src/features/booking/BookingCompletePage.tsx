import { isApiError } from '@pawcall/api-client';
import { useAppointment } from '@pawcall/api-client';
import { Alert, AppointmentCard, Spinner, Stack } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useLocaleState } from '../../app/AppContext';
import { heading, link, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { appointmentStatus, appointmentTitle } from '../../components/appointment';
import { errorMessage } from '../../components/errorMessage';
import { buttonLink } from '../../components/linkStyles';
import { partnerName } from '../../components/partner';
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
      <h1 style={heading}>{intl.formatMessage({ id: 'booking.complete.heading' })}</h1>
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
          <p style={muted}>
            {intl.formatMessage(
              { id: 'booking.complete.body' },
              { reference: appointment.data.reference_id },
            )}
          </p>
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
              <Link to={`/cx/appointments/${appointment.data.reference_id}`} style={link}>
                {intl.formatMessage(
                  { id: 'appointments.viewDetails' },
                  { reference: appointment.data.reference_id },
                )}
              </Link>
            }
          />
        </>
      )}
      <div>
        <Link to="/cx/appointments" style={buttonLink}>
          {intl.formatMessage({ id: 'booking.complete.toAppointments' })}
        </Link>
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
