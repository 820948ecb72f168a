import { type ApiClients, queryKeys } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { CANCEL_REASONS } from '@pawcall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { CancellationForm, type CancellationRequest } from '../../shared/CancellationForm';

const fetchPolicy = (clients: ApiClients, reference: string) =>
  visitApi.getCancellationPolicy(clients, reference);

async function cancel(clients: ApiClients, queryClient: QueryClient, input: CancellationRequest) {
  await visitApi.cancelAppointment(clients, input.reference, {
    reason: input.reason as (typeof CANCEL_REASONS)[number],
    ...(input.notes ? { notes: input.notes } : {}),
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(input.reference) });
  await queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
}

const MESSAGES = {
  title: 'cancel.title',
  reason: 'cancel.reason',
  reasonPrefix: 'cancel.reason',
  confirm: 'cancel.confirm',
  close: 'cancel.close',
  done: 'cancel.done',
} as const;

/** The client's cancellation flow: policy, reason (text for "other"), confirm, and the spec's refusals. */
export function CancelAppointment({ reference, onClose }: { reference: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <CancellationForm
      reference={reference}
      onClose={onClose}
      fetchPolicy={fetchPolicy}
      cancel={cancel}
      reasons={CANCEL_REASONS}
      messages={MESSAGES}
      intro={() => <p>{intl.formatMessage({ id: 'cancel.policy' })}</p>}
      headingId="cancel-heading"
    />
  );
}
