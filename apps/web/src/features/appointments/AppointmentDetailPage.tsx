import { isApiError } from '@pawcall/api-client';
import { useAppointment } from '@pawcall/api-client';
import { canJoin, questionnaireGaps } from '@pawcall/domain';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Inline,
  Money,
  Spinner,
  Stack,
  Text,
  TextLink,
} from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { appointmentStatus, appointmentTitle, joinWindowEdges } from '../../shared/appointment';
import { errorMessage } from '../../shared/errorMessage';
import { designationLabel, partnerName } from '../../shared/partner';
import type { AnyMessageId } from '../../i18n/messages';
import { concernLabel } from '../../shared/concerns/concerns';
import { CancelAppointment } from './CancelAppointment';
import { EditConcerns } from './EditConcerns';
import { useAppointmentPushes } from '../../shared/realtime/useAppointmentPushes';
import { ClientMedicalRecord } from './VisitRecord';
import { DirectMessages } from '../../shared/DirectMessages';
import { DialIn } from '../../shared/DialIn';
import { FollowUpPayment } from './FollowUpPayment';
import { UpgradeOffer } from './UpgradeOffer';
import { ReportVetNoShow } from './ReportVetNoShow';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { useRerenderAt } from '../../shared/useRerenderAt';

export function AppointmentDetailPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  // Back from /cx/transfer/{id}: say it worked, on the page that shows the new vet.
  const transferred = Boolean((useLocation().state as { transferred?: boolean } | null)?.transferred);
  const [cancelling, setCancelling] = useState(false);
  const [editingConcerns, setEditingConcerns] = useState(false);
  const [concernsSaved, setConcernsSaved] = useState(false);
  useAppointmentPushes(id, 'cx');
  // "Enter room" appears when the join window opens and goes when it closes, without a reload.
  const now = useRerenderAt(appointment.data ? joinWindowEdges(appointment.data) : []);

  if (appointment.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (appointment.isError) {
    const notFound = isApiError(appointment.error) && appointment.error.status === 404;
    return (
      <Stack gap="md">
        <PageMeta title={intl.formatMessage({ id: 'appointment.detail.title' }, { reference: id })} />
        <Alert tone="error">
          {notFound ? intl.formatMessage({ id: 'notFound.body' }) : errorMessage(intl, appointment.error)}
        </Alert>
        <TextLink asChild>
          <Link to="/cx/appointments">{intl.formatMessage({ id: 'appointment.backToList' })}</Link>
        </TextLink>
      </Stack>
    );
  }

  const data = appointment.data;
  // The spec's display label (requested, upcoming, completed, declined, undetermined, …), as in the list.
  const status = appointmentStatus(intl, data, now);
  // The server's can_enter, by the same rule at this moment: "joining opens 10 minutes before start until end".
  const canEnter = canJoin(data, now);
  const upcoming = data.status === 'CONFIRMED' && now.getTime() < Date.parse(data.end_at);
  const gaps = questionnaireGaps(data, now);
  const vet = partnerName(intl, data.partner);
  const when = intl.formatDate(data.start_at, { dateStyle: 'full', timeStyle: 'short' });
  const until = intl.formatTime(data.end_at, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return (
    <Stack gap="lg">
      <PageMeta
        title={intl.formatMessage({ id: 'appointment.detail.title' }, { reference: data.reference_id })}
      />
      <TextLink asChild>
        <Link to="/cx/appointments">{intl.formatMessage({ id: 'appointment.backToList' })}</Link>
      </TextLink>
      <Stack gap="xs">
        <Heading level={1}>{appointmentTitle(intl, data)}</Heading>
        <Inline gap="sm">
          <Badge tone={status.tone}>{status.label}</Badge>
          <Text as="span" tone="muted">
            {intl.formatMessage({ id: 'appointment.reference' }, { reference: data.reference_id })}
          </Text>
        </Inline>
      </Stack>
      {transferred ? <Alert tone="success">{intl.formatMessage({ id: 'transfer.done' })}</Alert> : null}
      {data.cancelled_by === 'PARTNER' || data.refund ? (
        <Alert tone="info">
          {data.cancelled_by === 'PARTNER' ? intl.formatMessage({ id: 'appointment.cancelledByVet' }) : null}{' '}
          {data.refund
            ? intl.formatMessage(
                { id: 'appointment.refund' },
                {
                  amount: intl.formatNumber(data.refund.amount / 100, {
                    style: 'currency',
                    currency: data.refund.currency,
                  }),
                },
              )
            : null}
        </Alert>
      ) : null}
      <Card padding="lg">
        <Stack gap="md">
          <Text>
            <strong>{when}</strong> – {until}
          </Text>
          <Inline gap="md">
            <Avatar name={vet} src={data.partner.photo?.uri_thumbnail} decorative />
            <span>
              {vet}, {data.partner.post_nominal} · {designationLabel(intl, data.partner.designation)}
            </span>
          </Inline>
          <DescriptionList>
            <DescriptionTerm>{intl.formatMessage({ id: 'appointment.pet' })}</DescriptionTerm>
            <DescriptionDetails>{data.pet.name}</DescriptionDetails>
            <DescriptionTerm>{intl.formatMessage({ id: 'appointment.concerns' })}</DescriptionTerm>
            <DescriptionDetails>
              {intl.formatList(
                data.concerns.map((c) => concernLabel(intl, c)),
                { type: 'conjunction' },
              )}
            </DescriptionDetails>
            <DescriptionTerm>{intl.formatMessage({ id: 'appointment.description' })}</DescriptionTerm>
            <DescriptionDetails preserveLineBreaks>{data.description}</DescriptionDetails>
            {viewer?.booking_experience === 'HIDDEN_PRICING' ? null : (
              <>
                <DescriptionTerm>{intl.formatMessage({ id: 'appointment.total' })}</DescriptionTerm>
                <DescriptionDetails>
                  <Money amount={data.total.amount} currency={data.total.currency} locale={intl.locale} />
                </DescriptionDetails>
              </>
            )}
            {data.payment_method ? (
              <>
                <DescriptionTerm>{intl.formatMessage({ id: 'appointment.card' })}</DescriptionTerm>
                <DescriptionDetails>
                  {intl.formatMessage(
                    { id: 'payment.card.label' },
                    { brand: data.payment_method.brand.toUpperCase(), last4: data.payment_method.last4 },
                  )}
                </DescriptionDetails>
              </>
            ) : null}
          </DescriptionList>
          {concernsSaved ? (
            <Text role="status">{intl.formatMessage({ id: 'appointment.concerns.saved' })}</Text>
          ) : null}
          {/* The server takes new concerns while the appointment can still be cancelled. */}
          {data.status !== 'CANCELLED' && data.can_cancel ? (
            editingConcerns ? (
              <EditConcerns
                reference={data.reference_id}
                current={data.concerns}
                onClose={(saved) => {
                  setEditingConcerns(false);
                  setConcernsSaved(saved);
                }}
              />
            ) : (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setConcernsSaved(false);
                    setEditingConcerns(true);
                  }}
                >
                  {intl.formatMessage({ id: 'appointment.concerns.edit' })}
                </Button>
              </div>
            )
          ) : null}
        </Stack>
      </Card>
      {gaps.length > 0 ? (
        <Alert tone="info" title={intl.formatMessage({ id: 'appointment.questionnaire.title' })}>
          {intl.formatMessage(
            { id: 'appointment.questionnaire.body' },
            {
              missing: intl.formatList(
                gaps.map((gap) =>
                  intl.formatMessage({ id: `appointment.questionnaire.${gap}` as AnyMessageId }),
                ),
                { type: 'conjunction' },
              ),
            },
          )}
        </Alert>
      ) : null}
      <Inline gap="sm">
        {canEnter ? (
          <Button asChild>
            <Link to={`/cx/appointments/${data.reference_id}/session`}>
              {intl.formatMessage({ id: 'visit.enterRoom' })}
            </Link>
          </Button>
        ) : null}
        {upcoming ? (
          <TextLink asChild>
            <Link to={`/cx/appointments/${data.reference_id}/setup`}>
              {intl.formatMessage({ id: 'visit.setup.link' })}
            </Link>
          </TextLink>
        ) : null}
        <TextLink asChild>
          <Link to={`/cx/appointments/${data.reference_id}/receipt`}>
            {intl.formatMessage({ id: 'receipt.link' })}
          </Link>
        </TextLink>
        {data.can_transfer || data.can_self_transfer ? (
          <TextLink asChild>
            <Link to={`/cx/transfer/${data.reference_id}`}>
              {intl.formatMessage({ id: data.can_self_transfer ? 'transfer.link.free' : 'transfer.link' })}
            </Link>
          </TextLink>
        ) : null}
        {data.can_review ? (
          <TextLink asChild>
            <Link to={`/cx/appointments/${data.reference_id}/rate`}>
              {intl.formatMessage({ id: 'visit.ended.rate' })}
            </Link>
          </TextLink>
        ) : null}
      </Inline>
      {/* The flow stays open after the refetch shows the appointment cancelled, so its "done" message is read. */}
      {cancelling ? (
        <CancelAppointment reference={data.reference_id} onClose={() => setCancelling(false)} />
      ) : data.status === 'CANCELLED' ? null : data.can_cancel ? (
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          {intl.formatMessage({ id: 'cancel.open' })}
        </Button>
      ) : (
        // "Cancel allowed only when Confirmed or RequiresPayment and the session has not ended."
        <Text tone="muted">{intl.formatMessage({ id: 'cancel.rule' })}</Text>
      )}
      <ReportVetNoShow appointment={data} />
      {canEnter ? <DialIn reference={data.reference_id} /> : null}
      {data.follow_up ? <FollowUpPayment appointment={data} followUp={data.follow_up} /> : null}
      {data.status === 'COMPLETED' ? <ClientMedicalRecord reference={data.reference_id} /> : null}
      {data.status === 'COMPLETED' ? <UpgradeOffer reference={data.reference_id} /> : null}
      {data.status === 'COMPLETED' ? <DirectMessages reference={data.reference_id} viewer="CLIENT" /> : null}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function AppointmentDetailPageScreen() {
  return (
    <VisitMessages>
      <AppointmentDetailPage />
    </VisitMessages>
  );
}
