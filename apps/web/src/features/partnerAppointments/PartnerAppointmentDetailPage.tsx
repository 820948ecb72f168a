import { isApiError, useApiClients } from '@pawcall/api-client';
import {
  useMedicalRecord,
  usePartnerAppointment,
  visitApi,
  visitQueryKeys,
} from '@pawcall/api-client/visits';
import { appointmentDisplayLabel, MEDICAL_RECORD_SLOW_AFTER_MS } from '@pawcall/machines';
import { Alert, Badge, Button, Card, Inline, Spinner, Stack, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { heading, link, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage, fieldErrors } from '../../components/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';
import { VisitMessages } from '../../i18n/FeatureMessages';

type Dap = { data: string; assessment: string; plan: string };

/** The DAP record: drafted and saved by the vet, finalized once (never when declined or incomplete). */
function MedicalRecordEditor({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const record = useMedicalRecord(reference);
  const [dap, setDap] = useState<Dap | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const draft = record.data?.items.find((item) => item.type === 'DAP' && !item.removed_at);
  useEffect(() => {
    if (draft && dap === null)
      setDap({ data: draft.data ?? '', assessment: draft.assessment ?? '', plan: draft.plan ?? '' });
  }, [draft, dap]);
  if (record.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (record.isError) return <Alert tone="error">{errorMessage(intl, record.error)}</Alert>;
  const value = dap ?? { data: '', assessment: '', plan: '' };
  const finalized = record.data.finalized_at != null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: visitQueryKeys.record(reference) });
  const run = async (action: () => Promise<unknown>, done: AnyMessageId) => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await action();
      setStatus(intl.formatMessage({ id: done }));
      await refresh();
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointment(reference) });
    } catch (cause) {
      setErrors(fieldErrors(cause));
      setFailure(isApiError(cause) && cause.kind === 'fail' ? null : errorMessage(intl, cause));
    } finally {
      setBusy(false);
    }
  };
  const save = () => visitApi.addRecordNote(clients, reference, { type: 'DAP', ...value });
  const field = (name: keyof Dap) => (
    <TextArea
      label={intl.formatMessage({ id: `record.${name}` as AnyMessageId })}
      value={value[name]}
      readOnly={finalized}
      onChange={(event) => setDap({ ...value, [name]: event.target.value })}
      errors={errors[name]}
    />
  );
  return (
    <Card padding="lg">
      <Stack gap="md">
        <h2 style={{ margin: 0 }}>{intl.formatMessage({ id: 'record.title' })}</h2>
        {finalized ? (
          <Alert tone="success">
            {intl.formatMessage(
              { id: 'record.finalizedOn' },
              {
                date: intl.formatDate(record.data.finalized_at as string, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              },
            )}
          </Alert>
        ) : null}
        {field('data')}
        {field('assessment')}
        {field('plan')}
        {!finalized ? (
          <Inline gap="sm">
            <Button variant="secondary" loading={busy} onClick={() => void run(save, 'record.saved')}>
              {intl.formatMessage({ id: 'record.save' })}
            </Button>
            <Button
              loading={busy}
              disabled={!record.data.can_finalize}
              onClick={() =>
                void run(async () => {
                  await save();
                  await visitApi.finalizeMedicalRecord(clients, reference);
                }, 'record.finalized')
              }
            >
              {intl.formatMessage({ id: 'record.finalize' })}
            </Button>
          </Inline>
        ) : null}
        {!finalized && !record.data.can_finalize ? (
          <p style={muted}>{intl.formatMessage({ id: 'record.cannotFinalize' })}</p>
        ) : null}
        {status ? <p role="status">{status}</p> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <h3 style={{ margin: 0 }}>{intl.formatMessage({ id: 'record.entries' })}</h3>
        <ul>
          {record.data.items
            .filter((item) => item.type !== 'DAP')
            .map((item) => (
              <li key={item.uuid}>
                {item.removed_at ? (
                  <s>
                    {item.body_1} ({intl.formatMessage({ id: 'record.removed' })})
                  </s>
                ) : (
                  <>
                    {item.type === 'PRIVATE' ? `${intl.formatMessage({ id: 'record.private' })}: ` : ''}
                    {item.body_1}{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void run(
                          () => visitApi.removeRecordNote(clients, reference, item.uuid),
                          'record.removedDone',
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'record.remove' })}
                    </Button>
                  </>
                )}
              </li>
            ))}
        </ul>
        <TextArea
          label={intl.formatMessage({ id: 'record.newNote' })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!note.trim()}
          onClick={() =>
            void run(async () => {
              await visitApi.addRecordNote(clients, reference, { type: 'COMMENT_RECORD', body_1: note });
              setNote('');
            }, 'record.noteAdded')
          }
        >
          {intl.formatMessage({ id: 'record.addNote' })}
        </Button>
      </Stack>
    </Card>
  );
}

/** Email or download the record: up to 180 s, with progress and the spec's "taking more time" message. */
function RecordDelivery({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const [pending, setPending] = useState<'download' | 'email' | null>(null);
  const [slow, setSlow] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (!pending) return;
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), MEDICAL_RECORD_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const download = async () => {
    setPending('download');
    setMessage(null);
    try {
      const { url } = await visitApi.downloadPartnerMedicalRecord(clients, reference);
      globalThis.open?.(url, '_blank', 'noopener');
      setMessage({ tone: 'success', text: intl.formatMessage({ id: 'record.downloadReady' }) });
    } catch {
      setMessage({ tone: 'error', text: intl.formatMessage({ id: 'record.downloadFailed' }) });
    } finally {
      setPending(null);
    }
  };
  const email = async () => {
    setPending('email');
    setMessage(null);
    try {
      const { sent_to } = await visitApi.emailMedicalRecord(clients, reference);
      setMessage({ tone: 'success', text: intl.formatMessage({ id: 'record.emailed' }, { email: sent_to }) });
    } catch (cause) {
      setMessage({ tone: 'error', text: errorMessage(intl, cause) });
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap="sm">
      <Inline gap="sm">
        <Button variant="secondary" loading={pending === 'download'} onClick={() => void download()}>
          {intl.formatMessage({ id: 'record.download' })}
        </Button>
        <Button variant="secondary" loading={pending === 'email'} onClick={() => void email()}>
          {intl.formatMessage({ id: 'record.email' })}
        </Button>
      </Inline>
      {pending ? (
        <p role="status">{intl.formatMessage({ id: slow ? 'record.slow' : 'record.preparing' })}</p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </Stack>
  );
}

export function PartnerAppointmentDetailPage() {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const appointment = usePartnerAppointment(id);
  const [followUp, setFollowUp] = useState('');
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (appointment.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (appointment.isError)
    return (
      <Stack gap="md">
        <Alert tone="error">{errorMessage(intl, appointment.error)}</Alert>
        <Link to="/px/appointments/upcoming" style={link}>
          {intl.formatMessage({ id: 'appointment.backToList' })}
        </Link>
      </Stack>
    );
  const data = appointment.data;
  const label = appointmentDisplayLabel(data, new Date());
  const act = async (action: () => Promise<unknown>, done: AnyMessageId) => {
    setFeedback(null);
    try {
      await action();
      setFeedback({ tone: 'success', text: intl.formatMessage({ id: done }) });
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointment(id) });
    } catch (cause) {
      setFeedback({ tone: 'error', text: errorMessage(intl, cause) });
    }
  };
  const title = intl.formatMessage({ id: 'appointment.detail.title' }, { reference: id });
  const upcoming = data.status === 'CONFIRMED' && Date.parse(data.end_at) > Date.now();
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <Link to="/px/appointments/upcoming" style={link}>
        {intl.formatMessage({ id: 'appointment.backToList' })}
      </Link>
      <Stack gap="xs">
        <h1 style={heading}>
          {intl.formatMessage(
            { id: 'px.appointments.item' },
            {
              pet: data.pet.name,
              client: `${data.client?.first_name ?? ''} ${data.client?.last_name ?? ''}`.trim(),
            },
          )}
        </h1>
        <Inline gap="sm">
          <Badge tone="neutral">
            {intl.formatMessage({ id: `appointment.label.${label}` as AnyMessageId })}
          </Badge>
          <span style={muted}>{intl.formatMessage({ id: 'appointment.reference' }, { reference: id })}</span>
        </Inline>
        <span>{intl.formatDate(data.start_at, { dateStyle: 'full', timeStyle: 'short' })}</span>
        <span>{data.description}</span>
      </Stack>
      <Inline gap="sm">
        {data.can_enter ? (
          <Button asChild>
            <Link to={`/px/appointments/${id}/session`}>{intl.formatMessage({ id: 'visit.enterRoom' })}</Link>
          </Button>
        ) : null}
        {upcoming && !data.partner_confirmed_at ? (
          <>
            <Button onClick={() => void act(() => visitApi.confirmAppointment(clients, id), 'px.confirmed')}>
              {intl.formatMessage({ id: 'px.confirm' })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void act(() => visitApi.declineAppointment(clients, id), 'px.declined')}
            >
              {intl.formatMessage({ id: 'px.decline' })}
            </Button>
          </>
        ) : null}
        {(data.status === 'CONFIRMED' || data.status === 'COMPLETED') &&
        !data.finalized_at &&
        Date.parse(data.start_at) <= Date.now() ? (
          <Button
            variant="secondary"
            onClick={() => void act(() => visitApi.markAppointmentIncomplete(clients, id), 'px.noShowDone')}
          >
            {intl.formatMessage({ id: 'px.noShow' })}
          </Button>
        ) : null}
      </Inline>
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
      {data.status === 'COMPLETED' || data.status === 'CONFIRMED' ? (
        <MedicalRecordEditor reference={id} />
      ) : null}
      {data.finalized_at ? <RecordDelivery reference={id} /> : null}
      {data.status === 'COMPLETED' && !data.follow_up ? (
        <Stack gap="sm">
          <TextArea
            label={intl.formatMessage({ id: 'px.followUp.message' })}
            value={followUp}
            onChange={(event) => setFollowUp(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!followUp.trim()}
            onClick={() =>
              void act(() => visitApi.requestFollowUp(clients, id, followUp), 'px.followUp.sent')
            }
          >
            {intl.formatMessage({ id: 'px.followUp.send' })}
          </Button>
        </Stack>
      ) : null}
      {data.follow_up ? (
        <p>{intl.formatMessage({ id: `followUp.status.${data.follow_up.status}` as AnyMessageId })}</p>
      ) : null}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function PartnerAppointmentDetailPageScreen() {
  return (
    <VisitMessages>
      <PartnerAppointmentDetailPage />
    </VisitMessages>
  );
}
