import { type ApiClients, useApiClients } from '@pawcall/api-client';
import type { CancelReason } from '@pawcall/domain';
import { type CancellationPolicy, cancellationMachine } from '@pawcall/machines';
import { Alert, Button, Heading, RadioGroup, Stack, TextArea } from '@pawcall/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { AnyMessageId } from '../i18n/messages';
import { errorMessage } from './errorMessage';

export interface CancellationRequest {
  reference: string;
  reason: string;
  notes: string;
}

export interface CancellationFormProps<P extends CancellationPolicy> {
  reference: string;
  onClose: () => void;
  /** Reads the policy (starting the cancellation session). Module-level, so the machine is made once. */
  fetchPolicy: (clients: ApiClients, reference: string) => Promise<P>;
  /** Cancels and refreshes what shows the appointment. Module-level, like fetchPolicy. */
  cancel: (clients: ApiClients, queryClient: QueryClient, request: CancellationRequest) => Promise<void>;
  /** The side's own reasons; each is labelled `${messages.reasonPrefix}.${reason}`. */
  reasons: readonly string[];
  messages: {
    title: AnyMessageId;
    reason: AnyMessageId;
    reasonPrefix: string;
    confirm: AnyMessageId;
    close: AnyMessageId;
    done: AnyMessageId;
  };
  /** What the form says above the reasons, given the policy it read. */
  intro: (policy: P | null) => ReactNode;
  headingId: string;
}

/**
 * The cancellation flow of either side, through the cancellation machine: policy, reason (text
 * for "other"), confirm, and the spec's refusals (not cancellable, already cancelled, session
 * expired with a restart).
 */
export function CancellationForm<P extends CancellationPolicy>({
  reference,
  onClose,
  fetchPolicy,
  cancel,
  reasons,
  messages,
  intro,
  headingId,
}: CancellationFormProps<P>) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      cancellationMachine.provide({
        actors: {
          fetchPolicy: fromPromise(async ({ input }: { input: { reference: string } }) =>
            fetchPolicy(clients, input.reference),
          ),
          cancel: fromPromise(async ({ input }: { input: CancellationRequest }) =>
            cancel(clients, queryClient, input),
          ),
        } as never,
      }),
    [clients, queryClient, fetchPolicy, cancel],
  );
  const [snapshot, send] = useMachine(machine, { input: { reference } });
  const { context } = snapshot;
  const state = snapshot.value as string;

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={headingId}>
          {intl.formatMessage({ id: messages.title })}
        </Heading>
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
          <Alert tone="success">{intl.formatMessage({ id: messages.done })}</Alert>
        ) : null}
        {state === 'form' || state === 'submitting' ? (
          <Stack gap="md">
            {intro(context.policy as P | null)}
            <RadioGroup
              label={intl.formatMessage({ id: messages.reason })}
              value={context.reason ?? undefined}
              // The machine keeps whatever reason it is given; each side's reasons are its own list.
              onValueChange={(reason) => send({ type: 'reason.select', reason: reason as CancelReason })}
              errors={
                context.fieldErrors.reason ? [intl.formatMessage({ id: 'cancel.required' })] : undefined
              }
              required
              options={reasons.map((reason) => ({
                value: reason,
                label: intl.formatMessage({ id: `${messages.reasonPrefix}.${reason}` as AnyMessageId }),
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
              {intl.formatMessage({ id: messages.confirm })}
            </Button>
          </Stack>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: messages.close })}
        </Button>
      </Stack>
    </section>
  );
}
