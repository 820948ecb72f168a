import { queries, useApiClients } from '@pawcall/api-client';
import { visitQueries } from '@pawcall/api-client/visits';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CallControls,
  CallQualityIndicator,
  Card,
  DeviceCheckPanel,
  Dialog,
  DialogClose,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
  TextLink,
  VideoTile,
} from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { DialIn } from '../../shared/DialIn';
import { errorMessage } from '../../shared/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';
import { RoomTabs } from './RoomTabs';
import { type DeviceCheckResult, useVisitRoom } from './useVisitRoom';
import { useVideoRoomActor, useVideoRoomSelector, VideoRoomMachineContext } from './VideoRoomMachineContext';
import { VisitMessages } from '../../i18n/FeatureMessages';

// Device check rows (ids for the panel, not message ids).
const CHECK_CAMERA = 'camera';
const CHECK_MICROPHONE = 'microphone';
const CHECK_SPEAKERS = 'speakers';
const CHECK_NETWORK = 'network';

const LOADING_STATES: Record<string, AnyMessageId> = {
  fetching: 'visit.state.fetching',
  checkingBrowser: 'visit.state.checkingBrowser',
  permissions: 'visit.state.permissions',
  startingDevices: 'visit.state.startingDevices',
  creatingSession: 'visit.state.creatingSession',
  subscribing: 'visit.state.subscribing',
  entering: 'visit.state.entering',
};

function CheckSummary({ check }: { check: DeviceCheckResult | null }) {
  const intl = useIntl();
  if (!check) return <span>{intl.formatMessage({ id: 'visit.check.remoteNone' })}</span>;
  return (
    <span>
      {intl.formatMessage(
        { id: check.passed ? 'visit.check.remotePassed' : 'visit.check.remoteFailed' },
        { cameras: check.cameras, microphones: check.microphones, speakers: check.speakers },
      )}
    </span>
  );
}

/** /{cx|px}/appointments/:id/session: check, waiting room, meeting room and end room of the visit. */
export function SessionPage() {
  const { id = '' } = useParams();
  const room = useVisitRoom(id);
  return (
    <VideoRoomMachineContext.Provider logic={room.logic} options={{ input: { reference: id } }}>
      <SessionRoom id={id} room={room} />
    </VideoRoomMachineContext.Provider>
  );
}

function SessionRoom({ id, room }: { id: string; room: ReturnType<typeof useVisitRoom> }) {
  const intl = useIntl();
  const location = useLocation();
  const side = location.pathname.startsWith('/px/') ? 'px' : 'cx';
  const actor = useVideoRoomActor();
  room.sendRef.current = actor.send;
  const send = actor.send;
  const value = useVideoRoomSelector((snapshot) => snapshot.value);
  const context = useVideoRoomSelector((snapshot) => snapshot.context);
  const clients = useApiClients();
  const clientAppointment = useQuery({ ...queries.appointment(clients, id), enabled: side === 'cx' });
  const partnerAppointment = useQuery({
    ...visitQueries.partnerAppointment(clients, id),
    enabled: side === 'px',
  });
  const appointment = side === 'cx' ? clientAppointment.data : partnerAppointment.data;
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const endForEveryone = async () => {
    setEnding(true);
    setEndError(null);
    try {
      await room.endForEveryone();
    } catch (cause) {
      setEndError(errorMessage(intl, cause));
    } finally {
      setEnding(false);
    }
  };
  const { session } = room;
  const state = typeof value === 'string' ? value : Object.keys(value)[0];
  const detailPath = `/${side}/appointments/${id}`;
  const role = side === 'px' ? 'PARTNER' : 'CLIENT';
  const remoteName = session?.remote_name ?? '';
  const remoteCheck = session ? (role === 'CLIENT' ? session.checks.partner : session.checks.client) : null;
  const title = intl.formatMessage({ id: 'visit.title' }, { reference: id });
  // Joining by phone while the room is open: beside the video, and instead of it when the browser or
  // the connection cannot carry it.
  const dialIn = session?.can_enter ? <DialIn reference={id} /> : null;

  const body = (() => {
    if (state && LOADING_STATES[state]) {
      return <Spinner label={intl.formatMessage({ id: LOADING_STATES[state] as AnyMessageId })} />;
    }
    switch (state) {
      case 'future':
        return (
          <Alert tone="info" title={intl.formatMessage({ id: 'visit.future.title' })}>
            {intl.formatMessage(
              { id: 'visit.future.body' },
              {
                time: session
                  ? intl.formatTime(new Date(Date.parse(session.start_at) - 10 * 60_000), {
                      timeStyle: 'short',
                    })
                  : '',
              },
            )}
          </Alert>
        );
      case 'past':
        return (
          <Alert tone="info" title={intl.formatMessage({ id: 'visit.past.title' })}>
            {intl.formatMessage({ id: 'visit.past.body' })}
          </Alert>
        );
      case 'expired':
        return (
          <Alert tone="warning" title={intl.formatMessage({ id: 'visit.expired.title' })}>
            {intl.formatMessage({ id: 'visit.expired.body' })}
          </Alert>
        );
      case 'error': {
        const code = context.error?.code ?? 'SOMETHING_WENT_WRONG';
        return (
          <Stack gap="sm">
            <Alert tone="error">{intl.formatMessage({ id: `visit.error.${code}` as AnyMessageId })}</Alert>
            <Button onClick={() => send({ type: 'room.retry' })}>
              {intl.formatMessage({ id: 'visit.retry' })}
            </Button>
            {dialIn}
          </Stack>
        );
      }
      case 'ready':
        return (
          <Stack gap="md">
            <DeviceCheckPanel
              title={intl.formatMessage({ id: 'visit.check.title' })}
              headingLevel={2}
              statusLabels={{
                pending: intl.formatMessage({ id: 'visit.check.pending' }),
                checking: intl.formatMessage({ id: 'visit.check.checking' }),
                pass: intl.formatMessage({ id: 'visit.check.pass' }),
                fail: intl.formatMessage({ id: 'visit.check.fail' }),
              }}
              preview={
                <VideoTile
                  name={intl.formatMessage({ id: 'visit.you' })}
                  stream={room.localStream}
                  isLocal
                  size="sm"
                />
              }
              checks={[
                {
                  id: CHECK_CAMERA,
                  label: intl.formatMessage({ id: 'visit.check.camera' }),
                  status: (room.deviceCheck?.cameras ?? 0) > 0 ? 'pass' : 'fail',
                },
                {
                  id: CHECK_MICROPHONE,
                  label: intl.formatMessage({ id: 'visit.check.microphone' }),
                  status: (room.deviceCheck?.microphones ?? 0) > 0 ? 'pass' : 'fail',
                },
                {
                  id: CHECK_SPEAKERS,
                  label: intl.formatMessage({ id: 'visit.check.speakers' }),
                  // Browsers that do not list outputs still play sound through the default one.
                  status: 'pass',
                  detail: intl.formatMessage(
                    { id: 'visit.check.speakersDetail' },
                    { count: room.deviceCheck?.speakers ?? 0 },
                  ),
                },
                {
                  id: CHECK_NETWORK,
                  label: intl.formatMessage({ id: 'visit.check.network' }),
                  status: 'pass',
                  detail:
                    room.deviceCheck?.bandwidth_kbps != null
                      ? intl.formatMessage(
                          { id: 'visit.check.bandwidth' },
                          { kbps: room.deviceCheck.bandwidth_kbps },
                        )
                      : intl.formatMessage({ id: 'visit.check.bandwidthUnknown' }),
                },
              ]}
              actions={
                <Button onClick={() => send({ type: 'room.join' })}>
                  {intl.formatMessage({ id: 'visit.join' })}
                </Button>
              }
            />
            <Text tone="muted">
              {intl.formatMessage({ id: 'visit.check.remote' }, { name: remoteName })}{' '}
              <CheckSummary check={remoteCheck} />
            </Text>
          </Stack>
        );
      case 'joined': {
        const sub = typeof value === 'object' ? (value as { joined: string }).joined : 'waiting';
        const { phase, quality, reconnected } = context;
        return (
          <Stack gap="md">
            <Heading level={2} size="xl">
              {intl.formatMessage({ id: sub === 'meeting' ? 'visit.meeting.title' : 'visit.waiting.title' })}
            </Heading>
            {sub === 'waiting' ? (
              <p role="status">{intl.formatMessage({ id: 'visit.waiting.body' }, { name: remoteName })}</p>
            ) : null}
            {sub === 'reconnecting' ? (
              <Alert tone="warning">{intl.formatMessage({ id: 'visit.reconnecting' })}</Alert>
            ) : null}
            {reconnected && sub === 'meeting' ? (
              <Alert tone="success">{intl.formatMessage({ id: 'visit.reconnected' })}</Alert>
            ) : null}
            {phase === 'warning' ? (
              <Alert tone="warning">{intl.formatMessage({ id: 'visit.warning' })}</Alert>
            ) : null}
            {phase === 'closing' ? (
              <Alert tone="warning">{intl.formatMessage({ id: 'visit.closing' })}</Alert>
            ) : null}
            {role === 'PARTNER' && session?.client_phone ? (
              <p>{intl.formatMessage({ id: 'visit.clientPhone' }, { phone: session.client_phone })}</p>
            ) : null}
            <Inline gap="md">
              <VideoTile name={remoteName} stream={room.remoteStream} size="md" />
              <VideoTile
                name={intl.formatMessage({ id: 'visit.you' })}
                stream={room.localStream}
                isLocal
                cameraOff={!cameraOn}
                muted={!micOn}
                size="sm"
              />
            </Inline>
            {quality ? (
              <CallQualityIndicator
                quality={quality}
                showLabel
                labels={{
                  excellent: intl.formatMessage({ id: 'visit.quality.excellent' }),
                  good: intl.formatMessage({ id: 'visit.quality.good' }),
                  suboptimal: intl.formatMessage({ id: 'visit.quality.suboptimal' }),
                  degraded: intl.formatMessage({ id: 'visit.quality.degraded' }),
                  poor: intl.formatMessage({ id: 'visit.quality.poor' }),
                }}
              />
            ) : null}
            <CallControls
              label={intl.formatMessage({ id: 'visit.controls' })}
              microphoneOn={micOn}
              cameraOn={cameraOn}
              onToggleMicrophone={() => {
                room.toggle('audio');
                setMicOn((on) => !on);
              }}
              onToggleCamera={() => {
                room.toggle('video');
                setCameraOn((on) => !on);
              }}
              onLeave={() => void room.leave()}
              microphoneLabel={intl.formatMessage({ id: 'visit.microphone' })}
              cameraLabel={intl.formatMessage({ id: 'visit.camera' })}
              leaveLabel={intl.formatMessage({ id: 'visit.leave' })}
            />
            {role === 'PARTNER' ? (
              <Dialog
                trigger={
                  <Button variant="secondary">{intl.formatMessage({ id: 'visit.endForEveryone' })}</Button>
                }
                title={intl.formatMessage({ id: 'visit.endConfirm.title' })}
                description={intl.formatMessage({ id: 'visit.endConfirm.body' }, { name: remoteName })}
                closeLabel={intl.formatMessage({ id: 'common.close' })}
                onOpenChange={() => setEndError(null)}
                footer={
                  <>
                    <DialogClose asChild>
                      <Button variant="secondary">
                        {intl.formatMessage({ id: 'visit.endConfirm.cancel' })}
                      </Button>
                    </DialogClose>
                    <Button variant="danger" loading={ending} onClick={() => void endForEveryone()}>
                      {intl.formatMessage({ id: 'visit.end' })}
                    </Button>
                  </>
                }
              >
                {endError ? <Alert tone="error">{endError}</Alert> : null}
              </Dialog>
            ) : null}
            {dialIn}
            <RoomTabs reference={id} role={role} pet={appointment?.pet ?? null} />
          </Stack>
        );
      }
      case 'left':
        return (
          <Card padding="lg">
            <Stack gap="sm">
              <Heading level={2} size="xl">
                {intl.formatMessage({ id: 'visit.left.title' })}
              </Heading>
              <p>{intl.formatMessage({ id: 'visit.left.body' })}</p>
              <Inline gap="md">
                <Button onClick={() => send({ type: 'room.rejoin' })}>
                  {intl.formatMessage({ id: 'visit.rejoin' })}
                </Button>
              </Inline>
            </Stack>
          </Card>
        );
      case 'ended':
        return (
          <Card padding="lg">
            <Stack gap="sm">
              <Heading level={2} size="xl">
                {intl.formatMessage({ id: 'visit.ended.title' })}
              </Heading>
              <p>
                {intl.formatMessage({
                  id: role === 'PARTNER' ? 'visit.ended.partner' : 'visit.ended.client',
                })}
              </p>
              {role === 'PARTNER' ? (
                <TextLink asChild>
                  <Link to={detailPath}>{intl.formatMessage({ id: 'visit.ended.writeRecord' })}</Link>
                </TextLink>
              ) : (
                <TextLink asChild>
                  <Link to={`${detailPath}/rate`}>{intl.formatMessage({ id: 'visit.ended.rate' })}</Link>
                </TextLink>
              )}
            </Stack>
          </Card>
        );
      default:
        return null;
    }
  })();

  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <TextLink asChild>
        <Link to={detailPath}>{intl.formatMessage({ id: 'visit.backToAppointment' })}</Link>
      </TextLink>
      <Heading level={1}>{title}</Heading>
      {session?.recording_notice && state !== 'ended' ? (
        <Text tone="muted">{intl.formatMessage({ id: 'visit.recordingNotice' })}</Text>
      ) : null}
      {body}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function SessionPageScreen() {
  return (
    <VisitMessages>
      <SessionPage />
    </VisitMessages>
  );
}
