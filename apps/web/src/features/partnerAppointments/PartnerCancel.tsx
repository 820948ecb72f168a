import { Text } from '@pawcall/ui';
import { type ApiClients, queryKeys } from '@pawcall/api-client';
import { type PartnerCancelBody, partnerCancelApi, visitQueryKeys } from '@pawcall/api-client/visits';
import { PARTNER_CANCEL_REASONS } from '@pawcall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { CancellationForm, type CancellationRequest } from '../../shared/CancellationForm';

const fetchPolicy = (clients: ApiClients, reference: string) =>
  partnerCancelApi.getPartnerCancellationPolicy(clients, reference);

async function cancel(clients: ApiClients, queryClient: QueryClient, input: CancellationRequest) {
  await partnerCancelApi.cancelPartnerAppointment(clients, input.reference, {
    reason: input.reason as PartnerCancelBody['reason'],
    ...(input.notes ? { notes: input.notes } : {}),
  });
  await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointment(input.reference) });
  await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointmentsAll });
  await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(input.reference) });
}

const MESSAGES = {
  title: 'px.cancel.title',
  reason: 'px.cancel.reason',
  reasonPrefix: 'px.cancel.reason',
  confirm: 'px.cancel.confirm',
  close: 'px.cancel.close',
  done: 'px.cancel.done',
} as const;

/**
 * The vet cancels (POST px/appointments/{ref}/cancel) through the same cancellation flow as the
 * client, with the vet's own reasons; the policy names the refund the client gets.
 */
export function PartnerCancel({ reference, onClose }: { reference: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <CancellationForm
      reference={reference}
      onClose={onClose}
      fetchPolicy={fetchPolicy}
      cancel={cancel}
      reasons={PARTNER_CANCEL_REASONS}
      messages={MESSAGES}
      intro={(policy) =>
        policy?.refund ? (
          <Text>
            {intl.formatMessage(
              { id: 'px.cancel.refund' },
              {
                amount: intl.formatNumber(policy.refund.amount / 100, {
                  style: 'currency',
                  currency: policy.refund.currency,
                }),
              },
            )}
          </Text>
        ) : null
      }
      headingId="px-cancel-heading"
    />
  );
}
