import { type AppNotification, accountApi, type User } from '@pawcall/api-client';
import { notificationLink } from '@pawcall/domain';
import { DropdownMenu, type DropdownMenuItem, IconButton, Text, useToast } from '@pawcall/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { NOTIFICATIONS_KEY, useNotificationPushes } from './useNotificationPushes';
import { AccountMessages } from '../../i18n/FeatureMessages';
import { errorMessage } from '../../shared/errorMessage';

const SEE_ALL = 'notifications:see-all';
const MARK_ALL = 'notifications:mark-all';

/**
 * The header's bell: the unread count, and a menu with the recent notifications (GET
 * notifications/recent) and the latest news (GET notifications/news/latest, whose failure is
 * silently ignored, spec part 2, section 8). Opening one marks it read and follows the spec's link
 * (notificationLink, the rule the server and the list page use). Kept live by the user's
 * private channel. Its own chunk: RootLayout loads it only for a signed-in user.
 */
function Bell({ viewer }: { viewer: User }) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useNotificationPushes(viewer.uuid);
  const recent = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'recent'],
    queryFn: () => accountApi.recentNotifications(services.clients),
  });
  const news = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'news'],
    queryFn: () => accountApi.latestNews(services.clients),
    retry: false,
  });
  const area = viewer.type === 'PARTNER' ? '/px' : '/cx';
  const unread = recent.data?.unread ?? 0;
  const notifications: AppNotification[] = [...(recent.data?.items ?? []), ...(news.data ? [news.data] : [])];

  const failed = (error: unknown) =>
    toast({
      tone: 'error',
      title: intl.formatMessage({ id: 'toast.error' }),
      description: errorMessage(intl, error),
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

  const open = async (notification: AppNotification) => {
    try {
      if (!notification.read_at) await accountApi.markNotificationRead(services.clients, notification.id);
    } catch (error) {
      failed(error);
      return;
    }
    void refresh();
    const link = notificationLink(notification.type, notification.resource_id, viewer.type);
    if (link) navigate(link);
  };
  const markAll = async () => {
    try {
      await accountApi.markAllNotificationsRead(services.clients);
    } catch (error) {
      failed(error);
      return;
    }
    void refresh();
  };
  const onSelect = (value: string) => {
    if (value === SEE_ALL) navigate(`${area}/notifications`);
    else if (value === MARK_ALL) void markAll();
    else {
      const notification = notifications.find((each) => each.id === value);
      if (notification) void open(notification);
    }
  };

  const items: DropdownMenuItem[] = (recent.data?.items ?? []).map((notification) => ({
    value: notification.id,
    label: (
      <Text as="span" weight={notification.read_at ? 'regular' : 'bold'}>
        {intl.formatMessage(
          { id: notification.read_at ? 'notifications.item.read' : 'notifications.item.unread' },
          { body: notification.body },
        )}
      </Text>
    ),
  }));
  if (recent.data && recent.data.items.length === 0) {
    items.push({
      value: 'notifications:empty',
      label: intl.formatMessage({ id: 'notifications.empty' }),
      disabled: true,
    });
  }
  if (news.data) {
    items.push({
      value: news.data.id,
      label: intl.formatMessage({ id: 'notificationBell.news' }, { body: news.data.body }),
      separatorBefore: true,
    });
  }
  if (unread > 0) {
    items.push({
      value: MARK_ALL,
      label: intl.formatMessage({ id: 'notifications.markAll' }),
      separatorBefore: true,
    });
  }
  items.push({
    value: SEE_ALL,
    label: intl.formatMessage({ id: 'notificationBell.seeAll' }),
    separatorBefore: unread === 0,
  });

  return (
    <DropdownMenu
      align="end"
      items={items}
      onSelect={onSelect}
      trigger={
        <IconButton
          label={
            // Until the count has loaded, no count at all: "none unread" would be a guess.
            recent.isSuccess
              ? intl.formatMessage({ id: 'notificationBell.label' }, { count: unread })
              : intl.formatMessage({ id: 'notifications.title' })
          }
          count={unread}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
          >
            <path
              strokeWidth="2"
              strokeLinecap="round"
              d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
            />
          </svg>
        </IconButton>
      }
    />
  );
}

export default function NotificationBell() {
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <AccountMessages>
      <Bell viewer={viewer} />
    </AccountMessages>
  );
}
