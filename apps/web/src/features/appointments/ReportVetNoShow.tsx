import type { Appointment } from '@pawcall/api-client';
import { useReportVetNoShow } from '@pawcall/api-client/visits';
import { vetNoShowRefusal, vetNoShowReportOpensAt } from '@pawcall/domain';
import { Alert, Button, Card, Heading, Inline, Stack, Text } from '@pawcall/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../shared/errorMessage';
import { partnerName } from '../../shared/partner';
import { useRerenderAt } from '../../shared/useRerenderAt';

/**
 * "The vet did not join" on the client's appointment page: offered only while the shared rule
 * (vetNoShowRefusal) allows it — a confirmed appointment the vet never joined, from 10 minutes
 * after its start until 24 hours after its end. The page re-renders when the report opens, so the
 * action appears without a reload; the server judges again and answers its message when it refuses.
 */
export function ReportVetNoShow({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const report = useReportVetNoShow(appointment.reference_id);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  // The hint shows from the start and the action from when the report opens.
  const now = useRerenderAt([appointment.start_at, vetNoShowReportOpensAt(appointment.start_at)]);
  const refusal = vetNoShowRefusal(appointment, now);

  if (report.isSuccess) return <Alert tone="success">{intl.formatMessage({ id: 'noShow.done' })}</Alert>;
  if (refusal === 'TOO_EARLY' && now.getTime() >= Date.parse(appointment.start_at))
    return <Text tone="muted">{intl.formatMessage({ id: 'noShow.hint' })}</Text>;
  if (refusal !== null) return null;

  const vet = partnerName(intl, appointment.partner);
  if (!confirming)
    return (
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'noShow.open' })}
        </Button>
      </div>
    );
  return (
    <Card padding="lg">
      <section aria-labelledby={titleId}>
        <Stack gap="md">
          <Heading level={2} size="lg" id={titleId}>
            {intl.formatMessage({ id: 'noShow.confirmTitle' }, { vet })}
          </Heading>
          <Text>
            {intl.formatMessage(
              { id: appointment.total.amount > 0 ? 'noShow.confirmBody' : 'noShow.confirmBodyFree' },
              { vet },
            )}
          </Text>
          {report.isError ? <Alert tone="error">{errorMessage(intl, report.error)}</Alert> : null}
          <Inline gap="sm">
            <Button onClick={() => report.mutate()} disabled={report.isPending}>
              {intl.formatMessage({ id: 'noShow.confirm' })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                report.reset();
                setConfirming(false);
              }}
            >
              {intl.formatMessage({ id: 'noShow.keep' })}
            </Button>
          </Inline>
        </Stack>
      </section>
    </Card>
  );
}
