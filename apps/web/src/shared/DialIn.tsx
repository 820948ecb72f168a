import { useApiClients } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { Card, Heading, Stack, Text } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

/**
 * Dial-in for the session: the server's DIAL_IN_NUMBER with this visit's PIN, on the appointment
 * page and in the session's waiting and meeting room. With no number configured the server answers
 * none and nothing is shown (never a made-up number).
 */
export function DialIn({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const pin = useQuery({
    queryKey: ['appointment', reference, 'pin'],
    queryFn: () => visitApi.getSessionPin(clients, reference),
    retry: false,
  });
  const number = pin.data?.phone_number?.international_format;
  if (!pin.data || !number) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="dial-in-heading">
      <Stack gap="xs">
        <Heading level={2} id="dial-in-heading">
          {intl.formatMessage({ id: 'dialIn.title' })}
        </Heading>
        <Text>
          {intl.formatMessage(
            { id: 'dialIn.body' },
            { number: <a href={`tel:${number}`}>{number}</a>, pin: <strong>{pin.data.code}</strong> },
          )}
        </Text>
      </Stack>
    </Card>
  );
}
