import { useApiClients, queryKeys } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { CANCEL_REASONS, cancellationMachine } from '@pawcall/machines';
import { Alert, Button, RadioGroup, Stack, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { errorMessage } from '../../components/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';

/** The cancellation flow: policy, reason (text for "other"), confirm, and the spec's refusals. */
export function CancelAppointment({ reference, onClose }: { reference: string; onClose: () => void }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      cancellationMachine.provide({
        actors: {
          fetchPolicy: fromPromise(async ({ input }: { input: { reference: string } }) =>
            visitApi.getCancellationPolicy(clients, input.reference),
          ),
          cancel: fromPromise(
            async ({ input }: { input: { reference: string; reason: string; notes: string } }) => {
              await visitApi.cancelAppointment(clients, input.reference, {
                reason: input.reason as (typeof CANCEL_REASONS)[number],
                ...(input.notes ? { notes: input.notes } : {}),
              });
              await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(input.reference) });
              await queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
            },
          ),
        } as never,
      }),
    [clients, queryClient],
  );
  const [snapshot, send] = useMachine(machine, { input: { reference } });
  const { context } = snapshot;
  const state = snapshot.value as string;
  const required = intl.formatMessage({ id: 'cancel.required' });

  return (
    <section aria-labelledby="cancel-heading">
      <Stack gap="md">
        <h2 id="cancel-heading" style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'cancel.title' })}
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
          <Alert tone="success">{intl.formatMessage({ id: 'cancel.done' })}</Alert>
        ) : null}
        {state === 'form' || state === 'submitting' ? (
          <Stack gap="md">
            <p>{intl.formatMessage({ id: 'cancel.policy' })}</p>
            <RadioGroup
              label={intl.formatMessage({ id: 'cancel.reason' })}
              value={context.reason ?? undefined}
              onValueChange={(reason) =>
                send({ type: 'reason.select', reason: reason as (typeof CANCEL_REASONS)[number] })
              }
              errors={context.fieldErrors.reason ? [required] : undefined}
              required
              options={CANCEL_REASONS.map((reason) => ({
                value: reason,
                label: intl.formatMessage({ id: `cancel.reason.${reason}` as AnyMessageId }),
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
              {intl.formatMessage({ id: 'cancel.confirm' })}
            </Button>
          </Stack>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'cancel.close' })}
        </Button>
      </Stack>
    </section>
  );
}
