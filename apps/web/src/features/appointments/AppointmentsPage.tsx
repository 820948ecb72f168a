import type { AppointmentListQuery } from '@pawcall/api-client';
import { useAppointments } from '@pawcall/api-client';
import { Alert, AppointmentCard, Button, Heading, Spinner, Stack, Text, TextLink } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLocaleState } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { appointmentStatus, appointmentTitle } from '../../shared/appointment';
import { errorMessage } from '../../shared/errorMessage';
import { Pager } from '../../shared/Pager';
import { partnerName } from '../../shared/partner';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { AppointmentFilters, filterQuery, filtersFromParams, hasFilters } from './AppointmentFilters';
import { ClientInquiries } from './ClientInquiries';

const PER_PAGE = 10;
type Tense = 'future' | 'past' | 'incomplete';
const GROUP_MESSAGES = {
  future: {
    title: 'appointments.future',
    empty: 'appointments.future.empty',
    paging: 'appointments.future.paging',
  },
  past: { title: 'appointments.past', empty: 'appointments.past.empty', paging: 'appointments.past.paging' },
  incomplete: {
    title: 'appointments.incomplete',
    empty: 'appointments.incomplete.empty',
    paging: 'appointments.incomplete.paging',
  },
} as const;

function pageParam(params: URLSearchParams, tense: Tense): number {
  const page = Number(params.get(`${tense}_page`));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function AppointmentGroup({ tense }: { tense: Tense }) {
  const intl = useIntl();
  const { timeZone } = useLocaleState();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, tense);
  const filters = filtersFromParams(params);
  // Groups of the spec: Future, Past and Incomplete (no-shows), each paged on its own.
  const query: AppointmentListQuery = {
    ...(tense === 'incomplete' ? { record_incomplete: true } : { 'filter[tense]': tense }),
    ...(tense === 'past' ? { record_incomplete: false } : {}),
    page,
    per_page: PER_PAGE,
    // Soonest first for what is coming, most recent first for what is done, unless the client chose an order.
    sort: tense === 'future' ? 'start_at' : '-start_at',
    ...filterQuery(filters, timeZone),
  };
  const appointments = useAppointments(query);
  const headingId = `appointments-${tense}`;

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set(`${tense}_page`, String(next));
    setParams(nextParams);
  };

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage({ id: GROUP_MESSAGES[tense].title })}
      </Heading>
      {appointments.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : appointments.isError ? (
        <Alert tone="error">{errorMessage(intl, appointments.error)}</Alert>
      ) : appointments.data.items.length === 0 ? (
        <Text tone="muted">
          {intl.formatMessage({
            id: hasFilters(filters) ? 'appointments.filter.noMatch' : GROUP_MESSAGES[tense].empty,
          })}
        </Text>
      ) : (
        <>
          <Stack as="ul" gap="md">
            {appointments.data.items.map((appointment) => (
              <li key={appointment.reference_id}>
                <AppointmentCard
                  title={appointmentTitle(intl, appointment)}
                  startsAt={appointment.start_at}
                  timeZone={timeZone}
                  locale={intl.locale}
                  vetName={partnerName(intl, appointment.partner)}
                  vetPhotoUrl={appointment.partner.photo?.uri_thumbnail}
                  details={appointment.concerns.join(', ')}
                  status={appointmentStatus(intl, appointment)}
                  headingLevel={3}
                  actions={
                    <TextLink asChild>
                      <Link to={`/cx/appointments/${appointment.reference_id}`}>
                        {intl.formatMessage(
                          { id: 'appointments.viewDetails' },
                          { reference: appointment.reference_id },
                        )}
                      </Link>
                    </TextLink>
                  }
                />
              </li>
            ))}
          </Stack>
          <Pager
            page={appointments.data.page}
            perPage={appointments.data.per_page}
            total={appointments.data.total}
            onPageChange={goToPage}
            label={intl.formatMessage({ id: GROUP_MESSAGES[tense].paging })}
          />
        </>
      )}
    </Stack>
  );
}

export function AppointmentsPage() {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <PageMeta title={intl.formatMessage({ id: 'appointments.title' })} />
      <Stack gap="sm">
        <Heading level={1}>{intl.formatMessage({ id: 'appointments.heading' })}</Heading>
        <div>
          <Button asChild>
            <Link to="/gs">{intl.formatMessage({ id: 'appointments.bookNew' })}</Link>
          </Button>
        </div>
      </Stack>
      <ClientInquiries />
      <AppointmentFilters />
      <AppointmentGroup tense="future" />
      <AppointmentGroup tense="past" />
      <AppointmentGroup tense="incomplete" />
    </Stack>
  );
}

/** With the appointments and visit catalogue (the Incomplete group and labels), loaded with this screen. */
export default function AppointmentsPageScreen() {
  return (
    <VisitMessages>
      <AppointmentsPage />
    </VisitMessages>
  );
}
