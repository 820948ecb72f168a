import { Spinner } from '@pawcall/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import { isPartnerTab } from '../features/partnerAppointments/partnerTabs';
import { useViewer } from '../shared/AppContext';
import { Guard } from './Guard';
import { bookRouteKind, CLIENT_APPOINTMENTS_PATH, isAppointmentId } from '../shared/guards';
import { RootLayout } from './RootLayout';

// Every screen is its own chunk, loaded on first visit. The router runs in declarative mode
// (<BrowserRouter> + useRoutes): the data router adds about 17 kB gzip to the first page and the
// app uses none of its loaders or actions (server data lives in react-query).

interface PreloadableModule {
  Lazy: LazyExoticComponent<ComponentType>;
  /** Set once preload() has loaded the module. */
  loaded?: ComponentType;
  preload(): Promise<void>;
}

/**
 * A lazy route module that can also be loaded ahead of rendering. The server renders the public
 * pages, and the browser loads the page's module before hydrating (preloadRoute), so hydration
 * never suspends on it: a suspended boundary is rendered afresh, dropping the server's markup, as
 * soon as anything above it updates. Each mounted page keeps the form it started with, so a module
 * that arrives later does not remount it.
 */
function preloadable(factory: () => Promise<{ default: ComponentType }>): PreloadableModule {
  const module: PreloadableModule = {
    Lazy: lazy(factory),
    preload: () =>
      factory().then((loaded) => {
        module.loaded = loaded.default;
      }),
  };
  return module;
}

function PreloadedPage({ module }: { module: PreloadableModule }) {
  const [Screen] = useState<ComponentType>(() => module.loaded ?? module.Lazy);
  return <Screen />;
}

const WelcomePage = preloadable(() => import('../features/welcome/WelcomePage'));
const LoginPage = preloadable(() => import('../features/auth/LoginPage'));
const RegisterPage = preloadable(() => import('../features/auth/RegisterPage'));
const PartnerRegisterPage = preloadable(() =>
  import('../features/auth/RegisterPage').then((module) => ({ default: module.PartnerRegisterPage })),
);
const ForgotPasswordPage = preloadable(() => import('../features/auth/ForgotPasswordPage'));
const SearchPage = preloadable(() => import('../features/search/SearchPage'));
const PartnerProfilePage = preloadable(() => import('../features/partner/PartnerProfilePage'));

/** The server-rendered pages (src/entry-server.tsx) by path. */
const PRELOADABLE: Record<string, PreloadableModule> = {
  '/': WelcomePage,
  '/auth/login': LoginPage,
  '/auth/cx/register': RegisterPage,
  '/auth/px/register': PartnerRegisterPage,
  '/auth/forgot-password': ForgotPasswordPage,
  '/gs': SearchPage,
};

/** Loads the module of the page at `pathname` when it is a server-rendered one. */
export async function preloadRoute(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  await (PRELOADABLE[path] ?? (/^\/p\/[^/]+$/.test(path) ? PartnerProfilePage : undefined))?.preload();
}

const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const SsoPage = lazy(() => import('../features/auth/SsoPage'));
const SocialConnectPage = lazy(() => import('../features/auth/SocialConnectPage'));
const PartnerSocialConnectPage = lazy(() =>
  import('../features/auth/SocialConnectPage').then((module) => ({
    default: module.PartnerSocialConnectPage,
  })),
);
const ClientOnboardingPage = lazy(() => import('../features/onboarding/ClientOnboardingPage'));
const PartnerOnboardingPage = lazy(() => import('../features/onboarding/PartnerOnboardingPage'));
const ClientDashboardPage = lazy(() => import('../features/dashboard/ClientDashboardPage'));
const PartnerDashboardPage = lazy(() => import('../features/dashboard/PartnerDashboardPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const PostCheckoutPage = lazy(() => import('../features/postCheckout/PostCheckoutPage'));
const accountPages = () => import('../features/account/AccountPages');
const AccountOverviewPage = lazy(() => accountPages().then((m) => ({ default: m.AccountOverviewPage })));
const AccountPetsPage = lazy(() =>
  import('../features/account/AccountPetsPage').then((m) => ({ default: m.AccountPetsPage })),
);
const AccountBillingPage = lazy(() =>
  import('../features/account/AccountBillingPage').then((m) => ({ default: m.AccountBillingPage })),
);
const AccountAddPaymentMethodPage = lazy(() =>
  import('../features/account/AccountAddPaymentMethodPage').then((m) => ({
    default: m.AccountAddPaymentMethodPage,
  })),
);
const AccountBillingHistoryPage = lazy(() =>
  import('../features/account/AccountBillingHistoryPage').then((m) => ({
    default: m.AccountBillingHistoryPage,
  })),
);
const AccountSecurityPage = lazy(() => accountPages().then((m) => ({ default: m.AccountSecurityPage })));
const AccountAddressPage = lazy(() =>
  import('../features/account/AccountAddressPage').then((m) => ({ default: m.AccountAddressPage })),
);
const accountPetForm = () => import('../features/account/AccountPetFormPage');
const AccountPetAddPage = lazy(() => accountPetForm().then((m) => ({ default: m.AccountPetAddPage })));
const AccountPetEditPage = lazy(() => accountPetForm().then((m) => ({ default: m.AccountPetEditPage })));
const AccountPreferencesPage = lazy(() =>
  import('../features/account/AccountPreferencesPage').then((m) => ({ default: m.AccountPreferencesPage })),
);
// Account settings: one chunk per page, each with the account catalogue (<AccountMessages>).
const AccountProfilePage = lazy(() =>
  import('../features/account/AccountProfilePage').then((m) => ({ default: m.AccountProfilePage })),
);
const AccountPhotoPage = lazy(() =>
  import('../features/account/AccountPhotoPage').then((m) => ({ default: m.AccountPhotoPage })),
);
const AccountPhonePage = lazy(() =>
  import('../features/account/AccountPhonePage').then((m) => ({ default: m.AccountPhonePage })),
);
const AccountPrivacyPage = lazy(() =>
  import('../features/account/AccountPrivacyPage').then((m) => ({ default: m.AccountPrivacyPage })),
);
const AccountChatSettingsPage = lazy(() =>
  import('../features/account/AccountChatSettingsPage').then((m) => ({ default: m.AccountChatSettingsPage })),
);
const AccountInvitePage = lazy(() =>
  import('../features/account/AccountInvitePage').then((m) => ({ default: m.AccountInvitePage })),
);
const AccountWalletPage = lazy(() =>
  import('../features/account/AccountWalletPage').then((m) => ({ default: m.AccountWalletPage })),
);
const AppointmentsPage = lazy(() => import('../features/appointments/AppointmentsPage'));
const AppointmentDetailPage = lazy(() => import('../features/appointments/AppointmentDetailPage'));
const BookingPage = lazy(() => import('../features/booking/BookingPage'));
const BookingCompletePage = lazy(() => import('../features/booking/BookingCompletePage'));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage'));
// Appointments and the video visit: the session chunk alone carries the video code.
const SessionPage = lazy(() => import('../features/visit/SessionPage'));
const RatePage = lazy(() => import('../features/visit/RatePage'));
const SetupPage = lazy(() => import('../features/visit/SetupPage'));
const ReceiptPage = lazy(() => import('../features/appointments/ReceiptPage'));
const TransferPage = lazy(() => import('../features/appointments/TransferPage'));
const PartnerAppointmentsPage = lazy(() => import('../features/partnerAppointments/PartnerAppointmentsPage'));
const PartnerAppointmentDetailPage = lazy(
  () => import('../features/partnerAppointments/PartnerAppointmentDetailPage'),
);
const PartnerReceiptPage = lazy(() => import('../features/partnerAppointments/PartnerReceiptPage'));

/** Session routes: "Appointment id in session routes: 7 to 9 uppercase letters or digits". */
const SESSION_ID_PATTERN = /^[A-Z0-9]{7,9}$/;
function SessionRoute({ screen }: { screen: 'session' | 'rate' | 'setup' }) {
  const { id } = useParams();
  if (screen === 'setup' && id === undefined) return page(SetupPage);
  if (!id || !SESSION_ID_PATTERN.test(id)) return page(NotFoundPage);
  return page(screen === 'session' ? SessionPage : screen === 'rate' ? RatePage : SetupPage);
}

/** "Entering the session check from a generic session route redirects to the cx or px appointment detail." */
function GenericSessionRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return <Navigate to={`/${viewer?.type === 'PARTNER' ? 'px' : 'cx'}/appointments/${id}`} replace />;
}

/** /px/appointments/{tab or id}: the tabs are lower-case words, ids "4+ uppercase letters or digits". */
function PartnerAppointmentsRoute() {
  const { id } = useParams();
  if (isAppointmentId(id)) return page(PartnerAppointmentDetailPage);
  return isPartnerTab(id) ? page(PartnerAppointmentsPage) : page(NotFoundPage);
}

export function PageFallback() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}

function page(Page: ComponentType | PreloadableModule) {
  return (
    <Suspense fallback={<PageFallback />}>
      {'preload' in Page ? <PreloadedPage module={Page} /> : <Page />}
    </Suspense>
  );
}

/**
 * /cx/book/{id}: a quote uuid opens the booking flow (an active client only), a 6-10 character
 * uppercase reference the booking-complete page; anything else is not found.
 */
function BookRoute() {
  const { id, step } = useParams();
  const kind = bookRouteKind(id, step);
  if (kind === 'quote') return <Guard access="booking">{page(BookingPage)}</Guard>;
  return kind === 'complete' ? page(BookingCompletePage) : page(NotFoundPage);
}

/** /cx/appointments/{id}: "4 or more uppercase letters or digits". */
function AppointmentRoute() {
  const { id } = useParams();
  return isAppointmentId(id) ? page(AppointmentDetailPage) : page(NotFoundPage);
}

/** /cx: the dashboard, except under the pharmacy theme, whose clients land on their appointments. */
function ClientHome() {
  const viewer = useViewer();
  return viewer?.theme === 'pharmacy' ? (
    <Navigate to={CLIENT_APPOINTMENTS_PATH} replace />
  ) : (
    page(ClientDashboardPage)
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Guard access="guest">{page(WelcomePage)}</Guard> },
      {
        path: '/auth',
        element: <Guard access="guest" />,
        children: [
          // /auth holds the sign-in pages only: on its own it leads to signing in, not a blank page.
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: page(LoginPage) },
          { path: 'cx/register', element: page(RegisterPage) },
          { path: 'px/register', element: page(PartnerRegisterPage) },
          { path: 'cx/register/connect', element: page(SocialConnectPage) },
          { path: 'px/register/connect', element: page(PartnerSocialConnectPage) },
          { path: 'forgot-password', element: page(ForgotPasswordPage) },
          { path: 'reset-password', element: page(ResetPasswordPage) },
        ],
      },
      { path: '/auth/login/sso/:organization', element: page(SsoPage) },
      // Client onboarding sits beside the /cx area: the area admits only clients past onboarding.
      {
        path: '/cx/welcome/:step?',
        element: <Guard access="clientOnboarding">{page(ClientOnboardingPage)}</Guard>,
      },
      // Post-checkout sits beside the /cx area too: its clients may still be onboarding.
      {
        path: '/cx/post-checkout/:step?',
        element: <Guard access="postCheckout">{page(PostCheckoutPage)}</Guard>,
      },
      {
        path: '/px/welcome/:step?',
        element: <Guard access="partnerOnboarding">{page(PartnerOnboardingPage)}</Guard>,
      },
      {
        path: '/px',
        element: <Guard access="partner" />,
        children: [
          { index: true, element: page(PartnerDashboardPage) },
          { path: 'notifications', element: page(NotificationsPage) },
          { path: 'appointments', element: <Navigate to="/px/appointments/upcoming" replace /> },
          { path: 'appointments/setup', element: <SessionRoute screen="setup" /> },
          { path: 'appointments/:id', element: <PartnerAppointmentsRoute /> },
          { path: 'appointments/:id/receipt', element: page(PartnerReceiptPage) },
          { path: 'appointments/:id/session', element: <SessionRoute screen="session" /> },
          { path: 'appointments/:id/rate', element: <SessionRoute screen="rate" /> },
          { path: 'appointments/:id/setup', element: <SessionRoute screen="setup" /> },
        ],
      },
      {
        path: '/appointments/:id/session',
        element: (
          <Guard access="signedIn">
            <GenericSessionRoute />
          </Guard>
        ),
      },
      { path: '/gs', element: page(SearchPage) },
      { path: '/p/:slug', element: page(PartnerProfilePage) },
      {
        path: '/cx',
        element: <Guard access="client" />,
        children: [
          { index: true, element: <ClientHome /> },
          { path: 'notifications', element: page(NotificationsPage) },
          { path: 'account', element: page(AccountOverviewPage) },
          { path: 'account/pets', element: page(AccountPetsPage) },
          { path: 'account/billing', element: page(AccountBillingPage) },
          { path: 'account/billing/add-payment-method', element: page(AccountAddPaymentMethodPage) },
          { path: 'account/billing/history', element: page(AccountBillingHistoryPage) },
          { path: 'account/security', element: page(AccountSecurityPage) },
          { path: 'account/address', element: page(AccountAddressPage) },
          { path: 'account/pets/add', element: page(AccountPetAddPage) },
          { path: 'account/pets/:id', element: page(AccountPetEditPage) },
          { path: 'account/global-preferences', element: page(AccountPreferencesPage) },
          { path: 'account/profile', element: page(AccountProfilePage) },
          { path: 'account/photo', element: page(AccountPhotoPage) },
          { path: 'account/phone', element: page(AccountPhonePage) },
          { path: 'account/privacy', element: page(AccountPrivacyPage) },
          { path: 'account/chat-settings', element: page(AccountChatSettingsPage) },
          // "invite (global users redirected away)"
          {
            path: 'account/invite',
            element: <Guard access="clientNotGlobal">{page(AccountInvitePage)}</Guard>,
          },
          { path: 'account/wallets', element: page(AccountWalletPage) },
          { path: 'appointments', element: page(AppointmentsPage) },
          { path: 'appointments/:id', element: <AppointmentRoute /> },
          { path: 'appointments/setup', element: <SessionRoute screen="setup" /> },
          { path: 'appointments/:id/receipt', element: page(ReceiptPage) },
          // "/cx/transfer/{id}" and "/cx/appointments/{id}/transfer": an active client moves a booking to another vet.
          {
            path: 'appointments/:id/transfer',
            element: <Guard access="booking">{page(TransferPage)}</Guard>,
          },
          { path: 'transfer/:id', element: <Guard access="booking">{page(TransferPage)}</Guard> },
          { path: 'appointments/:id/session', element: <SessionRoute screen="session" /> },
          { path: 'appointments/:id/rate', element: <SessionRoute screen="rate" /> },
          { path: 'appointments/:id/setup', element: <SessionRoute screen="setup" /> },
          // One route for both shapes, so moving from /cx/book/{uuid} to /cx/book/{uuid}/pet keeps
          // the same element (and the booking machine) mounted.
          { path: 'book/:id/:step?', element: <BookRoute /> },
        ],
      },
      // "Unmatched paths show a page-not-found screen without sign-in."
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
