import { type Appointment, queryKeys, useApiClients } from '@pawcall/api-client';
import { followUpApi, visitApi } from '@pawcall/api-client/visits';
import { Alert, Button, Card, Heading, Inline, Spinner, Stack, Text, TextLink } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLocaleState } from '../../shared/AppContext';
import { errorMessage } from '../../shared/errorMessage';
import { dateInZone } from '../../i18n/dates';
import type { AnyMessageId } from '../../i18n/messages';
import { SlotChooser } from './SlotChooser';

type FollowUp = NonNullable<Appointment['follow_up']>;

/**
 * The vet's follow-up proposal. "Accepted and paid, or cancelled, by client": accepting is choosing
 * one of the same vet's free times and paying for it through the booking flow (the same payment
 * provider and steps, at the flat follow-up price, FOLLOWUP15 on the payment step); declining
 * cancels the proposal.
 */
export function FollowUpPayment({ appointment, followUp }: { appointment: Appointment; followUp: FollowUp }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { timeZone } = useLocaleState();
  const reference = appointment.reference_id;
  const [choosing, setChoosing] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (startAt: string) => {
    setPending(startAt);
    setFailure(null);
    try {
      const quote = await followUpApi.createFollowUpQuote(clients, reference, startAt);
      void navigate(`/cx/book/${quote.uuid}`);
    } catch (cause) {
      setFailure(errorMessage(intl, cause));
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['p', 'availability'] });
    }
  };
  const decline = async () => {
    setFailure(null);
    try {
      await visitApi.answerFollowUp(clients, reference, 'CANCEL');
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(reference) });
    } catch (cause) {
      setFailure(errorMessage(intl, cause));
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="follow-up-heading">
      <Stack gap="sm">
        <Heading level={2} id="follow-up-heading">
          {intl.formatMessage({ id: 'followUp.title' })}
        </Heading>
        <Text>{followUp.message}</Text>
        {followUp.origin === 'AUTO' ? (
          <Text tone="muted">{intl.formatMessage({ id: 'followUp.origin.AUTO' })}</Text>
        ) : null}
        {followUp.status === 'PROPOSED' ? (
          <>
            {followUp.price ? (
              <Text>
                {intl.formatMessage(
                  { id: 'followUp.price' },
                  {
                    price: intl.formatNumber(followUp.price.amount / 100, {
                      style: 'currency',
                      currency: followUp.price.currency,
                    }),
                  },
                )}
              </Text>
            ) : null}
            {choosing ? (
              <SlotChooser
                partnerUuid={appointment.partner.uuid}
                date={date ?? dateInZone(new Date(), timeZone)}
                onDateChange={setDate}
                value={pending}
                onChange={(slot) => void choose(slot.start_at)}
                label={intl.formatMessage({ id: 'followUp.chooseTime' })}
                disabled={pending != null}
              />
            ) : (
              <Inline gap="sm">
                <Button onClick={() => setChoosing(true)}>
                  {intl.formatMessage({ id: 'followUp.pay' })}
                </Button>
                <Button variant="secondary" onClick={() => void decline()}>
                  {intl.formatMessage({ id: 'followUp.cancel' })}
                </Button>
              </Inline>
            )}
            {pending ? <Spinner label={intl.formatMessage({ id: 'followUp.reserving' })} /> : null}
          </>
        ) : (
          <Text>{intl.formatMessage({ id: `followUp.status.${followUp.status}` as AnyMessageId })}</Text>
        )}
        {followUp.appointment_reference ? (
          <TextLink asChild>
            <Link to={`/cx/appointments/${followUp.appointment_reference}`}>
              {intl.formatMessage({ id: 'followUp.booked' })}
            </Link>
          </TextLink>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </Stack>
    </Card>
  );
}
