import { Alert, Button, DeviceCheckPanel, Heading, Stack, TextLink, VideoTile } from '@pawcall/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import type { AnyMessageId } from '../../i18n/messages';
import { captureConstraints, mediaErrorCode } from './videoProvider';
import { VisitMessages } from '../../i18n/FeatureMessages';

// Device check rows (ids for the panel, not message ids).
const CHECK_CAMERA = 'camera';
const CHECK_MICROPHONE = 'microphone';
const CHECK_SPEAKERS = 'speakers';

/** /{cx|px}/appointments/:id?/setup: the device setup wizard (about 1-2 minutes), before any visit. */
export function SetupPage() {
  const intl = useIntl();
  const { id } = useParams();
  const side = useLocation().pathname.startsWith('/px/') ? 'px' : 'cx';
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [counts, setCounts] = useState<{ cameras: number; microphones: number; speakers: number } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-runs the check
  useEffect(() => {
    let active: MediaStream | null = null;
    let cancelled = false;
    setError(null);
    void (async () => {
      try {
        active = await navigator.mediaDevices.getUserMedia(captureConstraints(false));
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (cancelled) return;
        setStream(active);
        setCounts({
          cameras: devices.filter((d) => d.kind === 'videoinput').length,
          microphones: devices.filter((d) => d.kind === 'audioinput').length,
          speakers: devices.filter((d) => d.kind === 'audiooutput').length,
        });
      } catch (cause) {
        if (!cancelled)
          setError(intl.formatMessage({ id: `visit.error.${mediaErrorCode(cause)}` as AnyMessageId }));
      }
    })();
    return () => {
      cancelled = true;
      for (const track of active?.getTracks() ?? []) track.stop();
    };
  }, [attempt]);

  const title = intl.formatMessage({ id: 'visit.setup.title' });
  const status = (n: number | undefined) => (counts == null ? 'checking' : (n ?? 0) > 0 ? 'pass' : 'fail');
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <TextLink asChild>
        <Link to={id ? `/${side}/appointments/${id}` : `/${side}/appointments`}>
          {intl.formatMessage({ id: id ? 'visit.backToAppointment' : 'appointment.backToList' })}
        </Link>
      </TextLink>
      <Heading level={1}>{title}</Heading>
      <p>{intl.formatMessage({ id: 'visit.setup.body' })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
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
          <VideoTile name={intl.formatMessage({ id: 'visit.you' })} stream={stream} isLocal size="sm" />
        }
        checks={[
          {
            id: CHECK_CAMERA,
            label: intl.formatMessage({ id: 'visit.check.camera' }),
            status: status(counts?.cameras),
          },
          {
            id: CHECK_MICROPHONE,
            label: intl.formatMessage({ id: 'visit.check.microphone' }),
            status: status(counts?.microphones),
          },
          {
            id: CHECK_SPEAKERS,
            label: intl.formatMessage({ id: 'visit.check.speakers' }),
            status: counts == null ? 'checking' : 'pass',
            detail: intl.formatMessage(
              { id: 'visit.check.speakersDetail' },
              { count: counts?.speakers ?? 0 },
            ),
          },
        ]}
        actions={
          <Button onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage({ id: 'visit.retry' })}
          </Button>
        }
      />
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function SetupPageScreen() {
  return (
    <VisitMessages>
      <SetupPage />
    </VisitMessages>
  );
}
