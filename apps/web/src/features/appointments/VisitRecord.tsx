import { queryKeys, useApiClients } from '@pawcall/api-client';
import { useMedicalRecord, useMessages, visitApi, visitQueryKeys } from '@pawcall/api-client/visits';
import { MEDICAL_RECORD_SLOW_AFTER_MS } from '@pawcall/machines';
import { Alert, Button, Card, Inline, Stack, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { muted } from '../../app/layoutStyles';
import { errorMessage } from '../../components/errorMessage';

/** The record as the client sees it: released only after the vet finalizes; removed entries marked removed. */
export function ClientMedicalRecord({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const record = useMedicalRecord(reference);
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), MEDICAL_RECORD_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!record.data) return null;
  const dap = record.data.items.find((item) => item.type === 'DAP');
  const download = async () => {
    setPending(true);
    setSlow(false);
    setFailure(null);
    try {
      const { url } = await visitApi.downloadClientMedicalRecord(clients, reference);
      globalThis.open?.(url, '_blank', 'noopener');
    } catch {
      setFailure(intl.formatMessage({ id: 'record.downloadFailed' }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <h2 style={{ margin: 0 }}>{intl.formatMessage({ id: 'record.title' })}</h2>
        {!record.data.released ? (
          <p style={muted}>{intl.formatMessage({ id: 'record.notReleased' })}</p>
        ) : (
          <>
            {dap ? (
              <dl
                style={{
                  margin: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  gap: '0.5em 1.5em',
                }}
              >
                <dt style={muted}>{intl.formatMessage({ id: 'record.data' })}</dt>
                <dd style={{ margin: 0 }}>{dap.data}</dd>
                <dt style={muted}>{intl.formatMessage({ id: 'record.assessment' })}</dt>
                <dd style={{ margin: 0 }}>{dap.assessment}</dd>
                <dt style={muted}>{intl.formatMessage({ id: 'record.plan' })}</dt>
                <dd style={{ margin: 0 }}>{dap.plan}</dd>
              </dl>
            ) : null}
            <ul>
              {record.data.items
                .filter((item) => item.type !== 'DAP')
                .map((item) => (
                  <li key={item.uuid}>
                    {item.removed_at ? (
                      <s>
                        {item.body_1} ({intl.formatMessage({ id: 'record.removed' })})
                      </s>
                    ) : (
                      item.body_1
                    )}
                  </li>
                ))}
            </ul>
            <Inline gap="sm">
              <Button variant="secondary" loading={pending} onClick={() => void download()}>
                {intl.formatMessage({ id: 'record.download' })}
              </Button>
            </Inline>
            {pending ? (
              <p role="status">{intl.formatMessage({ id: slow ? 'record.slow' : 'record.preparing' })}</p>
            ) : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Direct messages: open for 48 hours after the visit, extended by a vet reply. */
export function DirectMessages({ reference }: { reference: string }) {
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
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(reference) });
    } catch (cause) {
      setFailure(errorMessage(intl, cause));
    } finally {
      setSending(false);
    }
  };
  const windowEnds = messages.data.window_ends_at;
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <h2 style={{ margin: 0 }}>{intl.formatMessage({ id: 'messages.title' })}</h2>
        <ol
          aria-label={intl.formatMessage({ id: 'messages.title' })}
          style={{ margin: 0, paddingLeft: '1.2em' }}
        >
          {messages.data.items.map((message) => (
            <li key={message.uuid}>
              <strong>{message.sender_name}</strong>: {message.body}
            </li>
          ))}
        </ol>
        {messages.data.can_send ? (
          <>
            {windowEnds ? (
              <p style={muted}>
                {intl.formatMessage(
                  { id: 'messages.windowOpen' },
                  { date: intl.formatDate(windowEnds, { dateStyle: 'medium', timeStyle: 'short' }) },
                )}
              </p>
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
          <p style={muted}>{intl.formatMessage({ id: 'messages.closed' })}</p>
        )}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </Stack>
    </Card>
  );
}
