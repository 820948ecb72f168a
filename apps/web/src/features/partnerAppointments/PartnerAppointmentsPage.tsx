import { type PartnerAppointmentsQuery, usePartnerAppointments } from '@pawcall/api-client/visits';
import { Alert, EmptyState, Heading, Pagination, Spinner, Stack, Tabs, Text } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import type { AnyMessageId } from '../../i18n/messages';
import { VisitMessages } from '../../i18n/FeatureMessages';
import { isPartnerTab, PARTNER_TABS, type PartnerTab as Tab } from './partnerTabs';
import { AcceleratorTab, AppointmentItems } from './PartnerTabs';
import { AutoFollowUpSwitch } from './AutoFollowUpSwitch';
const PER_PAGE = 10;

function TabList({ tab, page }: { tab: Tab; page: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = usePartnerAppointments({ tab, page, per_page: PER_PAGE } as PartnerAppointmentsQuery);
  if (list.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (list.isError) return <Alert tone="error">{errorMessage(intl, list.error)}</Alert>;
  if (list.data.items.length === 0)
    return <EmptyState title={intl.formatMessage({ id: `px.appointments.empty.${tab}` as AnyMessageId })} />;
  return (
    <Stack gap="sm">
      {tab === 'requests' ? (
        // The requests waiting for the vet's answer (confirm or decline), soonest first, paged like the other tabs.
        <Text role="status">
          {intl.formatMessage({ id: 'clinical.inquiries.count' }, { total: list.data.total })}
        </Text>
      ) : null}
      <AppointmentItems items={list.data.items} />
      {list.data.total > PER_PAGE ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(list.data.total / PER_PAGE)}
          onPageChange={(next: number) => navigate(`/px/appointments/${tab}?page=${next}`)}
          label={intl.formatMessage({ id: 'px.appointments.pages' })}
          previousLabel={intl.formatMessage({ id: 'px.appointments.previous' })}
          nextLabel={intl.formatMessage({ id: 'px.appointments.next' })}
          statusLabel={(current, count) =>
            intl.formatMessage({ id: 'px.appointments.pageStatus' }, { page: current, count })
          }
        />
      ) : null}
    </Stack>
  );
}

/** /px/appointments/:tab: upcoming, past, action-needed, accelerator-appointments, requests. */
export function PartnerAppointmentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id: tab = 'upcoming' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  // The route shows page-not-found for any other word.
  const current: Tab = isPartnerTab(tab) ? tab : 'upcoming';
  const title = intl.formatMessage({ id: 'px.appointments.title' });
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <Heading level={1}>{title}</Heading>
      <AutoFollowUpSwitch />
      <Tabs
        label={title}
        value={current}
        onValueChange={(value) => navigate(`/px/appointments/${value}`)}
        items={PARTNER_TABS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `px.appointments.tab.${value}` as AnyMessageId }),
          content:
            value !== current ? null : value === 'accelerator-appointments' ? (
              <AcceleratorTab />
            ) : (
              <TabList tab={value} page={page} />
            ),
        }))}
      />
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function PartnerAppointmentsPageScreen() {
  return (
    <VisitMessages>
      <PartnerAppointmentsPage />
    </VisitMessages>
  );
}
