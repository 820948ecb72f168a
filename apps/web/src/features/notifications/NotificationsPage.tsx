import {
  accountApi,
  type AppNotification,
  createRealtimeClient,
  fetchRealtimeOptions,
  type RealtimeClient,
  type User,
} from '@pawcall/api-client';
import { Alert, Button, Card, EmptyState, Inline, Pagination, Stack } from '@pawcall/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices, useViewer } from '../../app/AppContext';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';

const PER_PAGE = 10;
const NOTIFICATIONS_KEY = ['notifications'] as const;

/**
 * The signed-in user's private channel: a pushed notification refreshes the list, and so does
 * every re-subscription after the connection dropped (onResync), so nothing pushed while offline
 * is missed: the server stores each notification before pushing it.
 */
function useLiveNotifications(user: User) {
  const services = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    let realtime: RealtimeClient | null = null;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    void fetchRealtimeOptions(services.clients)
      .then((options) => {
        if (cancelled) return;
        realtime = createRealtimeClient({ clients: services.clients, ...options });
        unsubscribe = realtime.subscribe(`private-user-${user.uuid}`, {
          events: { 'notification.created': refresh },
          onResync: refresh,
        });
      })
      .catch(() => {
        // Without real time the list still shows what is stored; it refreshes on the next visit.
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
      realtime?.disconnect();
    };
  }, [services, queryClient, user.uuid]);
}

/** Notifications (/cx/notifications and /px/notifications): paged, newest first, read by read_at. */
export function NotificationsPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  useLiveNotifications(viewer);
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
      if (notification.link) navigate(notification.link);
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
        <h1 style={heading}>{intl.formatMessage({ id: 'notifications.title' })}</h1>
        {data && data.unread > 0 ? (
          <Button variant="secondary" onClick={markAll}>
            {intl.formatMessage({ id: 'notifications.markAll' })}
          </Button>
        ) : null}
      </Inline>
      {data ? (
        <p style={muted}>{intl.formatMessage({ id: 'notifications.unread' }, { count: data.unread })}</p>
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
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {(data?.items ?? []).map((notification) => (
          <li key={notification.id}>
            <Card padding="md">
              <Stack gap="xs">
                <button
                  type="button"
                  onClick={() => open(notification)}
                  style={{ all: 'unset', cursor: 'pointer', fontWeight: notification.read_at ? 400 : 700 }}
                  aria-label={intl.formatMessage(
                    { id: notification.read_at ? 'notifications.item.read' : 'notifications.item.unread' },
                    { body: notification.body },
                  )}
                >
                  {notification.body}
                </button>
                <span style={muted}>
                  {intl.formatDate(notification.sent_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: services.currentTimeZone(),
                  })}
                </span>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
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
