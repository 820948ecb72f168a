import { useApiClients } from '@pawcall/api-client';
import type { CancelReason } from '@pawcall/domain';
import type { CancellationPolicy } from '@pawcall/machines';
import { Alert, Button, Heading, RadioGroup, Stack, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AnyMessageId } from '../i18n/messages';
import {
  CancellationMachineContext,
  useCancellationActor,
  useCancellationSelector,
} from './CancellationMachineContext';
import { type CancellationCalls, provideCancellationMachine } from './cancellationActors';
import { errorMessage } from './errorMessage';

export type { CancellationRequest } from './cancellationActors';

export interface CancellationFormProps<P extends CancellationPolicy> extends CancellationCalls<P> {
  reference: string;
  onClose: () => void;
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
  fetchPolicy,
  cancel,
  ...form
}: CancellationFormProps<P>) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const [logic] = useState(() => provideCancellationMachine(clients, queryClient, { fetchPolicy, cancel }));
  return (
    <CancellationMachineContext.Provider logic={logic} options={{ input: { reference } }}>
      <CancellationSteps<P> {...form} />
    </CancellationMachineContext.Provider>
  );
}

function CancellationSteps<P extends CancellationPolicy>({
  onClose,
  reasons,
  messages,
  intro,
  headingId,
}: Omit<CancellationFormProps<P>, 'reference' | keyof CancellationCalls<P>>) {
  const intl = useIntl();
  const { send } = useCancellationActor();
  const state = useCancellationSelector((snapshot) => snapshot.value);
  const loading = useCancellationSelector((snapshot) => snapshot.hasTag('loading'));
  const context = useCancellationSelector((snapshot) => snapshot.context);

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={headingId}>
          {intl.formatMessage({ id: messages.title })}
        </Heading>
        {loading ? <p role="status">{intl.formatMessage({ id: 'common.loading' })}</p> : null}
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
