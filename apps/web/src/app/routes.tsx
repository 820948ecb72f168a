import { Spinner } from '@pawcall/ui';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import { Guard } from './Guard';
import { bookRouteKind, CLIENT_APPOINTMENTS_PATH, isAppointmentId } from './guards';
import { RootLayout } from './RootLayout';

// Every screen is its own chunk, loaded on first visit. The router runs in declarative mode
// (<BrowserRouter> + useRoutes): the data router adds about 17 kB gzip to the first page and the
// app uses none of its loaders or actions (server data lives in react-query).
const WelcomePage = lazy(() => import('../features/welcome/WelcomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const PartnerProfilePage = lazy(() => import('../features/partner/PartnerProfilePage'));
const AppointmentsPage = lazy(() => import('../features/appointments/AppointmentsPage'));
const AppointmentDetailPage = lazy(() => import('../features/appointments/AppointmentDetailPage'));
const BookingPage = lazy(() => import('../features/booking/BookingPage'));
const BookingCompletePage = lazy(() => import('../features/booking/BookingCompletePage'));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage'));

export function PageFallback() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Guard access="guest">{page(WelcomePage)}</Guard> },
      {
        path: '/auth',
        element: <Guard access="guest" />,
        children: [
          { path: 'login', element: page(LoginPage) },
          { path: 'cx/register', element: page(RegisterPage) },
        ],
      },
      { path: '/gs', element: page(SearchPage) },
      { path: '/p/:slug', element: page(PartnerProfilePage) },
      {
        path: '/cx',
        element: <Guard access="client" />,
        children: [
          // The client dashboard is not built yet: /cx shows the appointments list (see guards.ts).
          { index: true, element: <Navigate to={CLIENT_APPOINTMENTS_PATH} replace /> },
          { path: 'appointments', element: page(AppointmentsPage) },
          { path: 'appointments/:id', element: <AppointmentRoute /> },
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
