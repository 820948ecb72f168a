import { isApiError, useApiClients } from '@pawcall/api-client';
import {
  useMedia,
  useMedicalRecord,
  useMessages,
  visitApi,
  visitQueryKeys,
} from '@pawcall/api-client/visits';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@pawcall/domain';
import { Alert, Button, ChatPanel, FileUpload, Image, PetCard, Stack, Tabs, TextArea } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { errorMessage } from '../../shared/errorMessage';
import { PetHistory } from '../../shared/PetHistory';

interface RoomTabsProps {
  reference: string;
  role: 'CLIENT' | 'PARTNER';
  pet: {
    name: string;
    species: string;
    breed?: string | null;
    birthday_on?: string | null;
    gender?: 'MALE' | 'FEMALE' | null;
    weight?: { value: number; is_metric: boolean } | null;
  } | null;
}

type RoomPet = NonNullable<RoomTabsProps['pet']>;

/** The pet's facts in the reader's language: species and sex by their labels, weight with its unit. */
function petSummary(intl: IntlShape, pet: RoomPet): string {
  return [intl.formatMessage({ id: `pet.species.${pet.species}` as 'pet.species.DOG' }), pet.breed]
    .filter(Boolean)
    .join(' · ');
}

function petFacts(intl: IntlShape, pet: RoomPet) {
  return [
    ...(pet.gender
      ? [
          {
            label: intl.formatMessage({ id: 'pet.sex' }),
            value: intl.formatMessage({ id: `pet.sex.${pet.gender}` as 'pet.sex.MALE' }),
          },
        ]
      : []),
    ...(pet.weight
      ? [
          {
            label: intl.formatMessage({ id: 'visit.pet.weight' }),
            value: intl.formatNumber(pet.weight.value, {
              style: 'unit',
              unit: pet.weight.is_metric ? 'kilogram' : 'pound',
              maximumFractionDigits: 1,
            }),
          },
        ]
      : []),
    ...(pet.birthday_on
      ? [
          {
            label: intl.formatMessage({ id: 'visit.pet.birthday' }),
            value: intl.formatDate(pet.birthday_on, { dateStyle: 'medium', timeZone: 'UTC' }),
          },
        ]
      : []),
  ];
}

function ChatTab({ reference, role }: { reference: string; role: 'CLIENT' | 'PARTNER' }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const messages = useMessages(reference, 'ROOM');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Rejects when the message was not sent, so the chat keeps the typed text for another try.
  const send = async (text: string) => {
    setSending(true);
    setError(null);
    try {
      await visitApi.sendMessage(clients, reference, 'ROOM', text);
    } catch (cause) {
      // "unable to send message"
      setError(
        isApiError(cause) && cause.message
          ? cause.message
          : intl.formatMessage({ id: 'visit.error.MESSAGE_FAILED' }),
      );
      throw cause;
    } finally {
      setSending(false);
    }
    await queryClient.invalidateQueries({ queryKey: visitQueryKeys.messages(reference, 'ROOM') });
  };
  return (
    <ChatPanel
      label={intl.formatMessage({ id: 'visit.chat.label' })}
      inputLabel={intl.formatMessage({ id: 'visit.chat.input' })}
      sendLabel={intl.formatMessage({ id: 'visit.chat.send' })}
      emptyMessage={intl.formatMessage({ id: 'visit.chat.empty' })}
      sending={sending}
      error={error ?? undefined}
      locale={intl.locale}
      messages={(messages.data?.items ?? []).map((message) => ({
        id: message.uuid,
        author: message.sender_name,
        body: message.body,
        sentAt: message.created_at,
        mine: message.sender === role,
      }))}
      onSend={send}
    />
  );
}

/** The shared images every browser can show (HEIC is listed by name only). */
const PREVIEWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * The room's shared files: each links to its own short-lived URL (the list is fetched again before
 * those expire), images with a preview.
 */
function FilesTab({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const media = useMedia(reference);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = async (uuid: string) => {
    setRemoveError(null);
    try {
      await visitApi.removeMedia(clients, reference, uuid);
    } catch (cause) {
      // The server's reason when it gave one (not yours, cancelled), else the spec's sentence.
      setRemoveError(
        isApiError(cause) && cause.code
          ? cause.message
          : intl.formatMessage({ id: 'visit.files.removeFailed' }),
      );
    }
    await queryClient.invalidateQueries({ queryKey: visitQueryKeys.media(reference) });
  };
  // Each file is tried; the ones that did not go up stay chosen, with what went wrong for each.
  const upload = async () => {
    setFailures([]);
    const notUploaded: File[] = [];
    const problems: string[] = [];
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
          content_type: file.type,
          content_base64: btoa(binary),
        });
      } catch (cause) {
        notUploaded.push(file);
        problems.push(
          intl.formatMessage(
            { id: 'visit.files.failed' },
            { name: file.name, reason: errorMessage(intl, cause) },
          ),
        );
      }
    }
    setProgress(null);
    setFiles(notUploaded);
    setFailures(problems);
    await queryClient.invalidateQueries({ queryKey: visitQueryKeys.media(reference) });
  };
  const used = (media.data?.items ?? []).reduce((sum, item) => sum + item.size, 0);
  return (
    <Stack gap="sm">
      <ul aria-label={intl.formatMessage({ id: 'visit.files.shared' })}>
        {(media.data?.items ?? []).map((item) => (
          <li key={item.uuid}>
            {PREVIEWED_TYPES.has(item.content_type) ? (
              <Image
                src={item.url}
                alt={intl.formatMessage({ id: 'visit.files.preview' }, { name: item.name })}
                width={96}
                height={96}
                radius="md"
              />
            ) : null}
            {/* The server sends every file as an attachment under its cleaned name. */}
            <a href={item.url} download={item.name}>
              {item.name}
            </a>
            {item.mine ? (
              <>
                {' '}
                <Button variant="ghost" size="sm" onClick={() => void remove(item.uuid)}>
                  {intl.formatMessage({ id: 'visit.files.removeShared' }, { name: item.name })}
                </Button>
              </>
            ) : null}
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
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        rejectionMessage={(rejection) =>
          rejection.reason === 'wrong-type'
            ? intl.formatMessage({ id: 'visit.files.type' })
            : intl.formatMessage({ id: 'visit.files.limit' }, { size: '10MB' })
        }
        files={files}
        onFilesChange={setFiles}
        maxFiles={Math.max(0, UPLOAD_MAX_FILES - (media.data?.items.length ?? 0))}
        maxTotalBytes={Math.max(0, UPLOAD_MAX_BYTES - used)}
        locale={intl.locale}
      />
      {removeError ? <Alert tone="error">{removeError}</Alert> : null}
      {progress ? <p role="status">{progress}</p> : null}
      {failures.length > 0 ? (
        <Alert tone="error">
          <ul>
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
          {intl.formatMessage({ id: 'visit.files.kept' })}
        </Alert>
      ) : null}
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
          <PetCard name={pet.name} summary={petSummary(intl, pet)} facts={petFacts(intl, pet)} />
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
