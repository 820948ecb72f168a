import { useApiClients } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { Card, Stack } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { subheading } from '../app/layoutStyles';

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
        <h2 id="dial-in-heading" style={subheading}>
          {intl.formatMessage({ id: 'dialIn.title' })}
        </h2>
        <p style={{ margin: 0 }}>
          {intl.formatMessage(
            { id: 'dialIn.body' },
            { number: <a href={`tel:${number}`}>{number}</a>, pin: <strong>{pin.data.code}</strong> },
          )}
        </p>
      </Stack>
    </Card>
  );
}
