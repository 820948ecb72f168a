import { accountApi, type AppNotification, type User } from '@pawcall/api-client';
import { notificationLink } from '@pawcall/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  LinkButton,
  Pagination,
  Stack,
  Text,
} from '@pawcall/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { NOTIFICATIONS_KEY } from './useNotificationPushes';
import { errorMessage } from '../../shared/errorMessage';

const PER_PAGE = 10;

/**
 * Notifications (/cx/notifications and /px/notifications): paged, newest first, read by read_at.
 * Live without a subscription of its own: the header's bell holds the user's channel and a push
 * (or a resync after a dropped connection) refreshes every notification query, this list included.
 */
export function NotificationsPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, page],
    queryFn: () => accountApi.listNotifications(services.clients, { page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const news = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'news'],
    queryFn: () => accountApi.latestNews(services.clients),
    // "Silently ignored: news-notification fetch failures."
    retry: false,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const open = async (notification: AppNotification) => {
    setActionError(null);
    try {
      if (!notification.read_at) await accountApi.markNotificationRead(services.clients, notification.id);
      await refresh();
      // The spec's link targets, by the rule the server and the header's bell use.
      const link = notificationLink(notification.type, notification.resource_id, viewer.type);
      if (link) navigate(link);
    } catch (error) {
      setActionError(errorMessage(intl, error));
    }
  };
  const markAll = async () => {
    setActionError(null);
    try {
      await accountApi.markAllNotificationsRead(services.clients);
      await refresh();
    } catch (error) {
      setActionError(errorMessage(intl, error));
    }
  };
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'notifications.title' })} />
      <Inline gap="md" align="center">
        <Heading level={1}>{intl.formatMessage({ id: 'notifications.title' })}</Heading>
        {data && data.unread > 0 ? (
          <Button variant="secondary" onClick={markAll}>
            {intl.formatMessage({ id: 'notifications.markAll' })}
          </Button>
        ) : null}
      </Inline>
      {data ? (
        <Text tone="muted">{intl.formatMessage({ id: 'notifications.unread' }, { count: data.unread })}</Text>
      ) : null}
      {news.data ? (
        <Alert tone="info" title={intl.formatMessage({ id: 'notifications.news' })}>
          {news.data.body}
        </Alert>
      ) : null}
      {actionError || list.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {actionError ?? errorMessage(intl, list.error)}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'notifications.empty' })} />
      ) : null}
      <Stack as="ul" gap="sm">
        {(data?.items ?? []).map((notification) => (
          <li key={notification.id}>
            <Card padding="md">
              <Stack gap="xs">
                <LinkButton
                  tone="neutral"
                  onClick={() => open(notification)}
                  aria-label={intl.formatMessage(
                    { id: notification.read_at ? 'notifications.item.read' : 'notifications.item.unread' },
                    { body: notification.body },
                  )}
                >
                  <Text as="span" weight={notification.read_at ? 'regular' : 'bold'}>
                    {notification.body}
                  </Text>
                </LinkButton>
                <Text as="span" tone="muted">
                  {intl.formatDate(notification.sent_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: services.currentTimeZone(),
                  })}
                </Text>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={intl.formatMessage({ id: 'notifications.pages' })}
          previousLabel={intl.formatMessage({ id: 'paging.previous' })}
          nextLabel={intl.formatMessage({ id: 'paging.next' })}
          statusLabel={(current, count) =>
            intl.formatMessage({ id: 'paging.status' }, { page: current, pages: count })
          }
        />
      ) : null}
    </Stack>
  );
}

export default NotificationsPage;
