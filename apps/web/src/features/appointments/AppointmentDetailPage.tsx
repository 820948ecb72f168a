import { isApiError } from '@pawcall/api-client';
import { useAppointment } from '@pawcall/api-client';
import { Alert, Avatar, Badge, Card, Inline, Money, Spinner, Stack } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useViewer } from '../../app/AppContext';
import { heading, link, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { appointmentStatus, appointmentTitle } from '../../components/appointment';
import { errorMessage } from '../../components/errorMessage';
import { designationLabel, partnerName } from '../../components/partner';

export function AppointmentDetailPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const { id = '' } = useParams();
  const appointment = useAppointment(id);

  if (appointment.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (appointment.isError) {
    const notFound = isApiError(appointment.error) && appointment.error.status === 404;
    return (
      <Stack gap="md">
        <PageMeta title={intl.formatMessage({ id: 'appointment.detail.title' }, { reference: id })} />
        <Alert tone="error">
          {notFound ? intl.formatMessage({ id: 'notFound.body' }) : errorMessage(intl, appointment.error)}
        </Alert>
        <Link to="/cx/appointments" style={link}>
          {intl.formatMessage({ id: 'appointment.backToList' })}
        </Link>
      </Stack>
    );
  }

  const data = appointment.data;
  const status = appointmentStatus(intl, data);
  const vet = partnerName(intl, data.partner);
  const when = intl.formatDate(data.start_at, { dateStyle: 'full', timeStyle: 'short' });
  const until = intl.formatTime(data.end_at, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return (
    <Stack gap="lg">
      <PageMeta
        title={intl.formatMessage({ id: 'appointment.detail.title' }, { reference: data.reference_id })}
      />
      <Link to="/cx/appointments" style={link}>
        {intl.formatMessage({ id: 'appointment.backToList' })}
      </Link>
      <Stack gap="xs">
        <h1 style={heading}>{appointmentTitle(intl, data)}</h1>
        <Inline gap="sm">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span style={muted}>
            {intl.formatMessage({ id: 'appointment.reference' }, { reference: data.reference_id })}
          </span>
        </Inline>
      </Stack>
      <Card padding="lg">
        <Stack gap="md">
          <p style={{ margin: 0 }}>
            <strong>{when}</strong> – {until}
          </p>
          <Inline gap="md">
            <Avatar name={vet} src={data.partner.photo?.uri_thumbnail} decorative />
            <span>
              {vet}, {data.partner.post_nominal} · {designationLabel(intl, data.partner.designation)}
            </span>
          </Inline>
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5em 1.5em' }}
          >
            <dt style={muted}>{intl.formatMessage({ id: 'appointment.pet' })}</dt>
            <dd style={{ margin: 0 }}>{data.pet.name}</dd>
            <dt style={muted}>{intl.formatMessage({ id: 'appointment.concerns' })}</dt>
            <dd style={{ margin: 0 }}>{intl.formatList(data.concerns, { type: 'conjunction' })}</dd>
            <dt style={muted}>{intl.formatMessage({ id: 'appointment.description' })}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-line' }}>{data.description}</dd>
            {viewer?.booking_experience === 'HIDDEN_PRICING' ? null : (
              <>
                <dt style={muted}>{intl.formatMessage({ id: 'appointment.total' })}</dt>
                <dd style={{ margin: 0 }}>
                  <Money amount={data.total.amount} currency={data.total.currency} locale={intl.locale} />
                </dd>
              </>
            )}
            {data.payment_method ? (
              <>
                <dt style={muted}>{intl.formatMessage({ id: 'appointment.card' })}</dt>
                <dd style={{ margin: 0 }}>
                  {intl.formatMessage(
                    { id: 'payment.card.label' },
                    { brand: data.payment_method.brand.toUpperCase(), last4: data.payment_method.last4 },
                  )}
                </dd>
              </>
            ) : null}
          </dl>
        </Stack>
      </Card>
    </Stack>
  );
}

export default AppointmentDetailPage;
