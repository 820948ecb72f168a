import { queryKeys, useApiClients } from '@pawcall/api-client';
import { useMessages, visitApi, visitQueryKeys } from '@pawcall/api-client/visits';
import { Alert, Button, Card, Heading, Stack, Text, TextArea, List } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessage';

/**
 * Direct messages after a completed visit, for both sides: the client may write for 48 hours after
 * the visit, extended to 48 hours from each vet reply; the vet may reply whenever (the reply is what
 * reopens the client's window). Afterwards the client is asked to book a follow-up.
 */
export function DirectMessages({ reference, viewer }: { reference: string; viewer: 'CLIENT' | 'PARTNER' }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const messages = useMessages(reference, 'DIRECT');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!messages.data) return null;
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await visitApi.sendMessage(clients, reference, 'DIRECT', text);
      setText('');
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.messages(reference, 'DIRECT') });
      await queryClient.invalidateQueries({
        queryKey:
          viewer === 'PARTNER'
            ? visitQueryKeys.partnerAppointment(reference)
            : queryKeys.appointment(reference),
      });
    } catch (cause) {
      setFailure(errorMessage(intl, cause));
    } finally {
      setSending(false);
    }
  };
  const windowEnds = messages.data.window_ends_at;
  const title = intl.formatMessage({
    id: viewer === 'PARTNER' ? 'messages.title.partner' : 'messages.title',
  });
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Heading level={2} size="xl">
          {title}
        </Heading>
        <List ordered aria-label={title}>
          {messages.data.items.map((message) => (
            <li key={message.uuid}>
              <strong>{message.sender_name}</strong>: {message.body}
            </li>
          ))}
        </List>
        {messages.data.can_send ? (
          <>
            {windowEnds ? (
              <Text tone="muted">
                {intl.formatMessage(
                  { id: viewer === 'PARTNER' ? 'messages.windowOpen.partner' : 'messages.windowOpen' },
                  { date: intl.formatDate(windowEnds, { dateStyle: 'medium', timeStyle: 'short' }) },
                )}
              </Text>
            ) : null}
            <TextArea
              label={intl.formatMessage({ id: 'messages.new' })}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button loading={sending} disabled={!text.trim()} onClick={() => void send()}>
              {intl.formatMessage({ id: 'messages.send' })}
            </Button>
          </>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: 'messages.closed' })}</Text>
        )}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </Stack>
    </Card>
  );
}
