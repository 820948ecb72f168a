import { type Money as MoneyValue, queryKeys, useApiClients } from '@pawcall/api-client';
import { type PartnerCancelBody, transferApi, visitQueryKeys } from '@pawcall/api-client/visits';
import { type CancelReason, PARTNER_CANCEL_REASONS, cancellationMachine } from '@pawcall/machines';
import { Alert, Button, RadioGroup, Stack, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { errorMessage } from '../../components/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';

/**
 * The vet cancels (POST px/appointments/{ref}/cancel) through the same cancellation machine as
 * the client: policy (a session), reason (text for "other"), confirm, and the spec's refusals.
 * The policy names the refund the client gets.
 */
export function PartnerCancel({ reference, onClose }: { reference: string; onClose: () => void }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const [refund, setRefund] = useState<MoneyValue | null>(null);
  const machine = useMemo(
    () =>
      cancellationMachine.provide({
        actors: {
          fetchPolicy: fromPromise(async ({ input }: { input: { reference: string } }) => {
            const policy = await transferApi.getPartnerCancellationPolicy(clients, input.reference);
            setRefund(policy.refund);
            return policy;
          }),
          cancel: fromPromise(
            async ({ input }: { input: { reference: string; reason: string; notes: string } }) => {
              await transferApi.cancelPartnerAppointment(clients, input.reference, {
                reason: input.reason as PartnerCancelBody['reason'],
                ...(input.notes ? { notes: input.notes } : {}),
              });
              await queryClient.invalidateQueries({
                queryKey: visitQueryKeys.partnerAppointment(input.reference),
              });
              await queryClient.invalidateQueries({ queryKey: visitQueryKeys.partnerAppointmentsAll });
              await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(input.reference) });
            },
          ),
        } as never,
      }),
    [clients, queryClient],
  );
  const [snapshot, send] = useMachine(machine, { input: { reference } });
  const { context } = snapshot;
  const state = snapshot.value as string;

  return (
    <section aria-labelledby="px-cancel-heading">
      <Stack gap="md">
        <h2 id="px-cancel-heading" style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'px.cancel.title' })}
        </h2>
        {snapshot.hasTag('loading') ? (
          <p role="status">{intl.formatMessage({ id: 'common.loading' })}</p>
        ) : null}
        {state === 'policyFailed' ? (
          <Alert tone="error">{intl.formatMessage({ id: 'error.generic' })}</Alert>
        ) : null}
        {state === 'refused' ? <Alert tone="error">{intl.formatMessage({ id: 'cancel.rule' })}</Alert> : null}
        {state === 'alreadyCancelled' ? (
          <Alert tone="error">{intl.formatMessage({ id: 'cancel.already' })}</Alert>
        ) : null}
        {state === 'expired' ? (
          <Stack gap="sm">
            <Alert tone="error">{intl.formatMessage({ id: 'cancel.expired' })}</Alert>
            <Button onClick={() => send({ type: 'cancel.restart' })}>
              {intl.formatMessage({ id: 'cancel.restart' })}
            </Button>
          </Stack>
        ) : null}
        {state === 'cancelled' ? (
          <Alert tone="success">{intl.formatMessage({ id: 'px.cancel.done' })}</Alert>
        ) : null}
        {state === 'form' || state === 'submitting' ? (
          <Stack gap="md">
            {refund ? (
              <p style={{ margin: 0 }}>
                {intl.formatMessage(
                  { id: 'px.cancel.refund' },
                  {
                    amount: intl.formatNumber(refund.amount / 100, {
                      style: 'currency',
                      currency: refund.currency,
                    }),
                  },
                )}
              </p>
            ) : null}
            <RadioGroup
              label={intl.formatMessage({ id: 'px.cancel.reason' })}
              value={context.reason ?? undefined}
              // The machine keeps whatever reason it is given; the vet's reasons are their own list.
              onValueChange={(reason) => send({ type: 'reason.select', reason: reason as CancelReason })}
              errors={
                context.fieldErrors.reason ? [intl.formatMessage({ id: 'cancel.required' })] : undefined
              }
              required
              options={PARTNER_CANCEL_REASONS.map((reason) => ({
                value: reason,
                label: intl.formatMessage({ id: `px.cancel.reason.${reason}` as AnyMessageId }),
              }))}
            />
            {context.reason === 'OTHER' ? (
              <TextArea
                label={intl.formatMessage({ id: 'cancel.notes' })}
                value={context.notes}
                onChange={(event) => send({ type: 'notes.change', notes: event.target.value })}
                errors={
                  context.fieldErrors.notes ? [intl.formatMessage({ id: 'cancel.notesRequired' })] : undefined
                }
                required
              />
            ) : null}
            {context.error ? (
              <Alert tone="error">{context.error.message ?? errorMessage(intl, context.error)}</Alert>
            ) : null}
            <Button loading={state === 'submitting'} onClick={() => send({ type: 'cancel.submit' })}>
              {intl.formatMessage({ id: 'px.cancel.confirm' })}
            </Button>
          </Stack>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'px.cancel.close' })}
        </Button>
      </Stack>
    </section>
  );
}
