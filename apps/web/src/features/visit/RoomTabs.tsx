import { isApiError, useApiClients } from '@pawcall/api-client';
import {
  useMedia,
  useMedicalRecord,
  useMessages,
  visitApi,
  visitQueryKeys,
} from '@pawcall/api-client/visits';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@pawcall/machines';
import { Alert, Button, ChatPanel, FileUpload, PetCard, Stack, Tabs, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../components/errorMessage';
import { PetHistory } from '../../components/PetHistory';

interface RoomTabsProps {
  reference: string;
  role: 'CLIENT' | 'PARTNER';
  pet: {
    name: string;
    species: string;
    breed?: string | null;
    birthday_on?: string | null;
    gender?: string | null;
  } | null;
}

function ChatTab({ reference, role }: { reference: string; role: 'CLIENT' | 'PARTNER' }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const messages = useMessages(reference, 'ROOM');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (text: string) => {
    setSending(true);
    setError(null);
    try {
      await visitApi.sendMessage(clients, reference, 'ROOM', text);
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.messages(reference, 'ROOM') });
    } catch (cause) {
      // "unable to send message"
      setError(
        isApiError(cause) && cause.message
          ? cause.message
          : intl.formatMessage({ id: 'visit.error.MESSAGE_FAILED' }),
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      <ChatPanel
        label={intl.formatMessage({ id: 'visit.chat.label' })}
        inputLabel={intl.formatMessage({ id: 'visit.chat.input' })}
        sendLabel={intl.formatMessage({ id: 'visit.chat.send' })}
        emptyMessage={intl.formatMessage({ id: 'visit.chat.empty' })}
        sending={sending}
        locale={intl.locale}
        messages={(messages.data?.items ?? []).map((message) => ({
          id: message.uuid,
          author: message.sender_name,
          body: message.body,
          sentAt: message.created_at,
          mine: message.sender === role,
        }))}
        onSend={(text) => void send(text)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Stack>
  );
}

function FilesTab({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const media = useMedia(reference);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async () => {
    setError(null);
    for (const [index, file] of files.entries()) {
      setProgress(
        intl.formatMessage({ id: 'visit.files.progress' }, { current: index + 1, total: files.length }),
      );
      const content = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (const byte of content) binary += String.fromCharCode(byte);
      try {
        await visitApi.uploadMedia(clients, reference, {
          name: file.name,
          content_type: file.type || 'application/octet-stream',
          content_base64: btoa(binary),
        });
      } catch (cause) {
        setError(errorMessage(intl, cause));
        break;
      }
    }
    setProgress(null);
    setFiles([]);
    await queryClient.invalidateQueries({ queryKey: visitQueryKeys.media(reference) });
  };
  const used = (media.data?.items ?? []).reduce((sum, item) => sum + item.size, 0);
  return (
    <Stack gap="sm">
      <ul aria-label={intl.formatMessage({ id: 'visit.files.shared' })}>
        {(media.data?.items ?? []).map((item) => (
          <li key={item.uuid}>
            <a href={item.url} download={item.name}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
      <FileUpload
        label={intl.formatMessage({ id: 'visit.files.label' })}
        chooseLabel={intl.formatMessage({ id: 'visit.files.choose' })}
        description={intl.formatMessage(
          { id: 'visit.files.limits' },
          { count: UPLOAD_MAX_FILES, size: '10MB' },
        )}
        removeLabel={(name) => intl.formatMessage({ id: 'visit.files.remove' }, { name })}
        rejectionMessage={() => intl.formatMessage({ id: 'visit.files.limit' }, { size: '10MB' })}
        files={files}
        onFilesChange={setFiles}
        maxFiles={Math.max(0, UPLOAD_MAX_FILES - (media.data?.items.length ?? 0))}
        maxTotalBytes={Math.max(0, UPLOAD_MAX_BYTES - used)}
        locale={intl.locale}
      />
      {progress ? <p role="status">{progress}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button onClick={() => void upload()} disabled={files.length === 0 || progress != null}>
        {intl.formatMessage({ id: 'visit.files.upload' })}
      </Button>
    </Stack>
  );
}

function PrivateNotesTab({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const record = useMedicalRecord(reference);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notes = (record.data?.items ?? []).filter((item) => item.type === 'PRIVATE');
  const add = async () => {
    setError(null);
    try {
      await visitApi.addRecordNote(clients, reference, { type: 'PRIVATE', body_1: text });
      setText('');
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.record(reference) });
    } catch (cause) {
      setError(errorMessage(intl, cause));
    }
  };
  return (
    <Stack gap="sm">
      <p>{intl.formatMessage({ id: 'visit.notes.hint' })}</p>
      <ul aria-label={intl.formatMessage({ id: 'visit.tabs.notes' })}>
        {notes.map((note) => (
          <li key={note.uuid}>{note.body_1}</li>
        ))}
      </ul>
      <TextArea
        label={intl.formatMessage({ id: 'visit.notes.new' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <Button onClick={() => void add()} disabled={!text.trim()}>
        {intl.formatMessage({ id: 'visit.notes.add' })}
      </Button>
    </Stack>
  );
}

/** The room's tabs: chat, files, Rx, pet, and the vet's private notes. */
export function RoomTabs({ reference, role, pet }: RoomTabsProps) {
  const intl = useIntl();
  const items = [
    {
      value: 'chat',
      label: intl.formatMessage({ id: 'visit.tabs.chat' }),
      content: <ChatTab reference={reference} role={role} />,
    },
    {
      value: 'files',
      label: intl.formatMessage({ id: 'visit.tabs.files' }),
      content: <FilesTab reference={reference} />,
    },
    {
      value: 'rx',
      label: intl.formatMessage({ id: 'visit.tabs.rx' }),
      content: (
        <p>{intl.formatMessage({ id: role === 'PARTNER' ? 'visit.rx.partner' : 'visit.rx.client' })}</p>
      ),
    },
    {
      value: 'pet',
      label: intl.formatMessage({ id: 'visit.tabs.pet' }),
      content: pet ? (
        <Stack gap="md">
          <PetCard
            name={pet.name}
            summary={[pet.species, pet.breed].filter(Boolean).join(' · ')}
            facts={[
              ...(pet.birthday_on
                ? [
                    {
                      label: intl.formatMessage({ id: 'visit.pet.birthday' }),
                      value: intl.formatDate(pet.birthday_on, { dateStyle: 'medium', timeZone: 'UTC' }),
                    },
                  ]
                : []),
            ]}
          />
          <PetHistory reference={reference} headingLevel={3} />
        </Stack>
      ) : null,
    },
    ...(role === 'PARTNER'
      ? [
          {
            value: 'notes',
            label: intl.formatMessage({ id: 'visit.tabs.notes' }),
            content: <PrivateNotesTab reference={reference} />,
          },
        ]
      : []),
  ];
  return <Tabs label={intl.formatMessage({ id: 'visit.tabs.label' })} items={items} defaultValue="chat" />;
}
