import { useProfile } from '@pawcall/api-client';
import { AppHeader, AppShell, Box, LinkButton, Spinner, TextLink } from '@pawcall/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LOCALE_PARAM, LOCALES } from '../i18n/locale';
import { useLocaleState, useLogout, useServices, useSession } from '../shared/AppContext';
import { ConnectionLost } from './ConnectionLost';
import { LanguageSwitcher } from './LanguageSwitcher';
import { RouteErrorBoundary } from './RouteError';

// The bell (its queries, menu, strings and pusher-js) is a chunk of its own, loaded once a user is
// signed in, so the sign-in page's first JavaScript does not carry it. A chunk that fails to load
// leaves the header without a bell rather than taking the page down.
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').catch(() => ({ default: () => null })),
);

/** "The language can be set by a locale query parameter", on any page. */
function useLocaleFromQuery() {
  const { search } = useLocation();
  const { locale, setLocale } = useLocaleState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL applies it; the switcher may override it afterwards.
  useEffect(() => {
    const wanted = new URLSearchParams(search).get(LOCALE_PARAM)?.toLowerCase();
    const match = LOCALES.find((option) => option.toLowerCase() === wanted);
    if (match && match !== locale) setLocale(match);
  }, [search]);
}

/** Keeps the cached user (theme, locale, time zone) in step with GET /profile. */
function useProfileSync(signedIn: boolean) {
  const services = useServices();
  const profile = useProfile({ enabled: signedIn });
  useEffect(() => {
    if (profile.data) services.session.updateUser(profile.data);
  }, [profile.data, services]);
  return profile;
}

function Header() {
  const intl = useIntl();
  const { session } = useSession();
  const logout = useLogout();
  return (
    <AppHeader
      brand={<Link to="/">{intl.formatMessage({ id: 'app.name' })}</Link>}
      navigationLabel={intl.formatMessage({ id: 'nav.label' })}
      navigation={
        <>
          <TextLink asChild tone="neutral" underline="hover">
            <NavLink to="/gs">{intl.formatMessage({ id: 'nav.findVet' })}</NavLink>
          </TextLink>
          {session ? (
            <>
              <TextLink asChild tone="neutral" underline="hover">
                <NavLink to="/cx/appointments">{intl.formatMessage({ id: 'nav.appointments' })}</NavLink>
              </TextLink>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <LinkButton tone="neutral" onClick={() => void logout()}>
                {intl.formatMessage({ id: 'nav.logOut' })}
              </LinkButton>
            </>
          ) : (
            <>
              <TextLink asChild tone="neutral" underline="hover">
                <NavLink to="/auth/login">{intl.formatMessage({ id: 'nav.logIn' })}</NavLink>
              </TextLink>
              <TextLink asChild tone="neutral" underline="hover">
                <NavLink to="/auth/cx/register">{intl.formatMessage({ id: 'nav.signUp' })}</NavLink>
              </TextLink>
            </>
          )}
        </>
      }
      actions={<LanguageSwitcher />}
    />
  );
}

export function RootLayout() {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, session } = useSession();
  const profile = useProfileSync(session != null);
  useLocaleFromQuery();
  useEffect(() => services.bindNavigate((to) => void navigate(to)), [services, navigate]);

  const logOutOffline = () => {
    services.session.clear();
    services.queryClient.clear();
    navigate('/auth/login');
  };
  // "GET /profile: failure shows a connection-lost screen": unreachable, timed out or a server
  // failure (a 4xx is the session's business: signed out, or sent elsewhere).
  const offline =
    status === 'offline' ||
    (profile.isError && (profile.error.isNetwork || profile.error.status >= 500) && !profile.data);

  return (
    <AppShell header={<Header />} skipLinkLabel={intl.formatMessage({ id: 'nav.skipToContent' })}>
      {status === 'restoring' ? (
        <Box display="flex" justifyContent="center" padding="xl">
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        </Box>
      ) : offline ? (
        <ConnectionLost onLogOut={logOutOffline} />
      ) : (
        <RouteErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </RouteErrorBoundary>
      )}
    </AppShell>
  );
}
