import { useApiClients } from '@pawcall/api-client';
import {
  useMedicalRecord,
  usePartnerAppointment,
  visitApi,
  visitQueryKeys,
} from '@pawcall/api-client/visits';
import { canJoin, MEDICAL_RECORD_SLOW_AFTER_MS } from '@pawcall/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
  TextArea,
  TextLink,
} from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { appointmentStatus, joinWindowEdges } from '../../shared/appointment';
import { DirectMessages } from '../../shared/DirectMessages';
import { errorMessage } from '../../shared/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { PartnerClinicalSections } from './ClinicalSections';
import { useAppointmentPushes } from '../../shared/realtime/useAppointmentPushes';
import { PartnerCancel } from './PartnerCancel';
import { useRerenderAt } from '../../shared/useRerenderAt';
import {
  MedicalRecordMachineContext,
  useMedicalRecordActor,
  useMedicalRecordSelector,
} from './MedicalRecordMachineContext';
import { provideMedicalRecordMachine } from './medicalRecordActors';

const DAP_FIELDS = ['data', 'assessment', 'plan'] as const;

/** The DAP record, driven by the medicalRecord machine: draft, save, finalize once, then notes only. */
function MedicalRecordEditor({ reference }: { reference: string }) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const refresh = async () => {
    setEntryError(null);
    await queryClient.invalidateQueries({ queryKey: ['appointment', reference] });
    await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointment(reference) });
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const [logic] = useState(() =>
    provideMedicalRecordMachine(clients, {
      refresh: () => refreshRef.current(),
      noteAdded: () => setNote(''),
    }),
  );
  return (
    <MedicalRecordMachineContext.Provider logic={logic} options={{ input: { reference } }}>
      <MedicalRecordForm
        reference={reference}
        note={note}
        setNote={setNote}
        entryError={entryError}
        setEntryError={setEntryError}
        refresh={refresh}
      />
    </MedicalRecordMachineContext.Provider>
  );
}

function MedicalRecordForm({
  reference,
  note,
  setNote,
  entryError,
  setEntryError,
  refresh,
}: {
  reference: string;
  note: string;
  setNote: (note: string) => void;
  entryError: string | null;
  setEntryError: (error: string | null) => void;
  refresh: () => Promise<void>;
}) {
  const intl = useIntl();
  const clients = useApiClients();
  const record = useMedicalRecord(reference);
  const { send } = useMedicalRecordActor();
  const context = useMedicalRecordSelector((snapshot) => snapshot.context);
  const state = useMedicalRecordSelector((snapshot) => snapshot.value as string);
  const loading = useMedicalRecordSelector((snapshot) => snapshot.hasTag('loading'));
  const readOnly = useMedicalRecordSelector((snapshot) => snapshot.hasTag('readOnly'));
  const busy = useMedicalRecordSelector((snapshot) => snapshot.hasTag('busy'));
  if (loading) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (state === 'loadFailed')
    return (
      <Alert tone="error">
        {errorMessage(intl, context.error)}{' '}
        <Button size="sm" onClick={() => send({ type: 'record.reload' })}>
          {intl.formatMessage({ id: 'visit.retry' })}
        </Button>
      </Alert>
    );
  const finalizedAt = record.data?.finalized_at;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Heading level={2} size="xl">
          {intl.formatMessage({ id: 'record.title' })}
        </Heading>
        {finalizedAt ? (
          <Alert tone="success">
            {intl.formatMessage(
              { id: 'record.finalizedOn' },
              { date: intl.formatDate(finalizedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
            )}
          </Alert>
        ) : null}
        {DAP_FIELDS.map((field) => (
          <TextArea
            key={field}
            label={intl.formatMessage({ id: `record.${field}` as AnyMessageId })}
            value={context.dap[field]}
            readOnly={readOnly}
            onChange={(event) => send({ type: 'dap.change', field, value: event.target.value })}
            errors={
              context.fieldErrors[field]
                ? [intl.formatMessage({ id: `record.${field}.invalid` as AnyMessageId })]
                : undefined
            }
          />
        ))}
        {state === 'draft' || state === 'saving' || state === 'finalizing' ? (
          <Inline gap="sm">
            <Button
              variant="secondary"
              loading={state === 'saving'}
              disabled={busy}
              onClick={() => send({ type: 'dap.save' })}
            >
              {intl.formatMessage({ id: 'record.save' })}
            </Button>
            <Button
              loading={state === 'finalizing'}
              disabled={busy}
              onClick={() => send({ type: 'dap.finalize' })}
            >
              {intl.formatMessage({ id: 'record.finalize' })}
            </Button>
          </Inline>
        ) : null}
        {state === 'locked' ? (
          <Text tone="muted">{intl.formatMessage({ id: 'record.cannotFinalize' })}</Text>
        ) : null}
        {context.saved && state === 'draft' ? (
          <p role="status">{intl.formatMessage({ id: 'record.saved' })}</p>
        ) : null}
        {finalizedAt && state === 'finalized' ? (
          <p role="status">{intl.formatMessage({ id: 'record.finalized' })}</p>
        ) : null}
        {context.error && state !== 'locked' ? (
          <Alert tone="error">{context.error.message ?? errorMessage(intl, context.error)}</Alert>
        ) : null}
        <Heading level={3} size="lg">
          {intl.formatMessage({ id: 'record.entries' })}
        </Heading>
        <ul>
          {(record.data?.items ?? [])
            .filter((item) => item.type !== 'DAP')
            .map((item) => (
              <li key={item.uuid}>
                {item.removed_at ? (
                  <>
                    <s>
                      {item.body_1} ({intl.formatMessage({ id: 'record.removed' })})
                    </s>{' '}
                    {/* "An entry can be removed (stays visible as removed) and re-added": a new entry, the removed one kept. */}
                    {item.type === 'COMMENT_RECORD' || item.type === 'PRIVATE' ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          void visitApi
                            .addRecordNote(clients, reference, {
                              // Narrowed by the condition above (the closure loses it).
                              type: item.type as 'COMMENT_RECORD' | 'PRIVATE',
                              body_1: item.body_1,
                            })
                            .then(refresh, (cause) => setEntryError(errorMessage(intl, cause)))
                        }
                      >
                        {intl.formatMessage({ id: 'record.readd' })}
                      </Button>
                    ) : null}
                  </>
                ) : (
                  <>
                    {item.type === 'PRIVATE' ? `${intl.formatMessage({ id: 'record.private' })}: ` : ''}
                    {item.body_1}{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void visitApi
                          .removeRecordNote(clients, reference, item.uuid)
                          .then(refresh, (cause) => setEntryError(errorMessage(intl, cause)))
                      }
                    >
                      {intl.formatMessage({ id: 'record.remove' })}
                    </Button>
                  </>
                )}
              </li>
            ))}
        </ul>
        {entryError ? <Alert tone="error">{entryError}</Alert> : null}
        {state === 'finalized' || state === 'addingNote' ? (
          <>
            <TextArea
              label={intl.formatMessage({ id: 'record.newNote' })}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              variant="secondary"
              loading={state === 'addingNote'}
              disabled={!note.trim()}
              onClick={() => send({ type: 'note.add', text: note })}
            >
              {intl.formatMessage({ id: 'record.addNote' })}
            </Button>
          </>
        ) : null}
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
  useAppointmentPushes(id, 'px');
  const [followUp, setFollowUp] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // "Enter room" appears when the join window opens and goes when it closes (and "no-show" from the start).
  const now = useRerenderAt(
    appointment.data ? [...joinWindowEdges(appointment.data), appointment.data.start_at] : [],
  );
  if (appointment.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (appointment.isError)
    return (
      <Stack gap="md">
        <Alert tone="error">{errorMessage(intl, appointment.error)}</Alert>
        <TextLink asChild>
          <Link to="/px/appointments/upcoming">{intl.formatMessage({ id: 'appointment.backToList' })}</Link>
        </TextLink>
      </Stack>
    );
  const data = appointment.data;
  // The spec's display label, as in the lists.
  const status = appointmentStatus(intl, data, now);
  // The server's can_enter, by the same rule at this moment: "joining opens 10 minutes before start until end".
  const canEnter = canJoin(data, now);
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
  const upcoming = data.status === 'CONFIRMED' && Date.parse(data.end_at) > now.getTime();
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <TextLink asChild>
        <Link to="/px/appointments/upcoming">{intl.formatMessage({ id: 'appointment.backToList' })}</Link>
      </TextLink>
      <Stack gap="xs">
        <Heading level={1}>
          {intl.formatMessage(
            { id: 'px.appointments.item' },
            {
              pet: data.pet.name,
              client: `${data.client?.first_name ?? ''} ${data.client?.last_name ?? ''}`.trim(),
            },
          )}
        </Heading>
        <Inline gap="sm">
          <Badge tone={status.tone}>{status.label}</Badge>
          <Text as="span" tone="muted">
            {intl.formatMessage({ id: 'appointment.reference' }, { reference: id })}
          </Text>
        </Inline>
        <span>{intl.formatDate(data.start_at, { dateStyle: 'full', timeStyle: 'short' })}</span>
        <span>{data.description}</span>
      </Stack>
      <Inline gap="sm">
        {canEnter ? (
          <Button asChild>
            <Link to={`/px/appointments/${id}/session`}>{intl.formatMessage({ id: 'visit.enterRoom' })}</Link>
          </Button>
        ) : null}
        {upcoming ? (
          <TextLink asChild>
            <Link to={`/px/appointments/${id}/setup`}>{intl.formatMessage({ id: 'visit.setup.link' })}</Link>
          </TextLink>
        ) : null}
        <TextLink asChild>
          <Link to={`/px/appointments/${id}/receipt`}>{intl.formatMessage({ id: 'pxReceipt.link' })}</Link>
        </TextLink>
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
        Date.parse(data.start_at) <= now.getTime() ? (
          <Button
            variant="secondary"
            onClick={() => void act(() => visitApi.markAppointmentIncomplete(clients, id), 'px.noShowDone')}
          >
            {intl.formatMessage({ id: 'px.noShow' })}
          </Button>
        ) : null}
      </Inline>
      {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
      {/* The vet's cancel: same rule as the client's (Confirmed or RequiresPayment, session not ended). */}
      {data.can_cancel || cancelling ? (
        cancelling ? (
          <PartnerCancel reference={id} onClose={() => setCancelling(false)} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              {intl.formatMessage({ id: 'px.cancel.open' })}
            </Button>
          </div>
        )
      ) : null}
      {data.status !== 'REQUIRES_PAYMENT' && data.status !== 'CANCELLED' ? (
        <MedicalRecordEditor reference={id} />
      ) : null}
      {data.finalized_at ? <RecordDelivery reference={id} /> : null}
      <PartnerClinicalSections appointment={data} />
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
      {data.status === 'COMPLETED' ? <DirectMessages reference={id} viewer="PARTNER" /> : null}
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
