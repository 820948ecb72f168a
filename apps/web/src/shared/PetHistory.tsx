import { type PetHistoryItem, usePetAppointment, usePetHistory } from '@pawcall/api-client/visits';
import { appointmentDisplayLabel } from '@pawcall/domain';
import {
  Alert,
  Badge,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Spinner,
  Stack,
  Text,
  List,
} from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AnyMessageId } from '../i18n/messages';
import { Pager } from './Pager';

const PER_PAGE = 10;

/** One past visit, opened: its concerns and the released DAP (data, assessment, plan). */
function VisitDetail({ reference, selected }: { reference: string; selected: string }) {
  const intl = useIntl();
  const detail = usePetAppointment(reference, selected);
  if (detail.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (detail.isError)
    return <Alert tone="error">{intl.formatMessage({ id: 'clinical.history.loadFailed' })}</Alert>;
  const dap = detail.data.record.find((entry) => entry.type === 'DAP');
  const notes = detail.data.record.filter((entry) => entry.type !== 'DAP');
  return (
    <Stack gap="xs">
      <span>
        {intl.formatMessage(
          { id: 'clinical.history.concerns' },
          { concerns: detail.data.concerns.join(', ') },
        )}
      </span>
      {dap ? (
        <DescriptionList>
          {(['data', 'assessment', 'plan'] as const).map((field) => (
            <div key={field}>
              <DescriptionTerm tone="strong">
                {intl.formatMessage({ id: `record.${field}` as AnyMessageId })}
              </DescriptionTerm>
              <DescriptionDetails>{dap[field]}</DescriptionDetails>
            </div>
          ))}
        </DescriptionList>
      ) : (
        <span>{intl.formatMessage({ id: 'clinical.history.notFinalized' })}</span>
      )}
      {notes.length > 0 ? (
        <ul>
          {notes.map((note) => (
            <li key={note.uuid}>{note.body_1}</li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

function HistoryEntry({ reference, item }: { reference: string; item: PetHistoryItem }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const date = intl.formatDate(item.start_at, { dateStyle: 'medium' });
  const label = appointmentDisplayLabel(item, new Date());
  return (
    <li>
      <Stack gap="xs">
        <span>
          <strong>
            {intl.formatMessage({ id: 'clinical.history.item' }, { date, vet: item.partner_name })}
          </strong>{' '}
          <Badge tone="neutral">
            {intl.formatMessage({ id: `appointment.label.${label}` as AnyMessageId })}
          </Badge>
        </span>
        {item.summary ? <span>{item.summary}</span> : null}
        <div>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {intl.formatMessage({ id: open ? 'clinical.history.hide' : 'clinical.history.show' }, { date })}
          </Button>
        </div>
        {open ? <VisitDetail reference={reference} selected={item.reference_id} /> : null}
      </Stack>
    </li>
  );
}

/**
 * The pet's other visits (GET appointments/{ref}/pet/appointments), newest first, each opening its
 * released record. For the vet in the room's Pet tab and on the appointment page; a client sees only
 * their own pet's.
 */
export function PetHistory({ reference, headingLevel = 2 }: { reference: string; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = usePetHistory(reference, page);
  if (history.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (history.isError)
    return <Alert tone="error">{intl.formatMessage({ id: 'clinical.history.loadFailed' })}</Alert>;
  const title = intl.formatMessage({ id: 'clinical.history.title' }, { pet: history.data.pet.name });
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <Heading level={headingLevel} size={headingLevel === 2 ? 'xl' : 'lg'}>
          {title}
        </Heading>
        {history.data.items.length === 0 ? (
          <Text>{intl.formatMessage({ id: 'clinical.history.empty' })}</Text>
        ) : (
          <List gap="md">
            {history.data.items.map((item) => (
              <HistoryEntry key={item.reference_id} reference={reference} item={item} />
            ))}
          </List>
        )}
        {history.data.total > PER_PAGE ? (
          <Pager
            page={page}
            perPage={PER_PAGE}
            total={history.data.total}
            onPageChange={setPage}
            label={intl.formatMessage({ id: 'clinical.history.pages' })}
          />
        ) : null}
      </Stack>
    </section>
  );
}
