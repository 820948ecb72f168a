import { accountApi, isApiError, type User } from '@pawcall/api-client';
import { isPasswordChangeAdvised } from '@pawcall/domain';
import {
  Alert,
  Button,
  Card,
  Form,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  TextLink,
  useShake,
  List,
} from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
// The overview's links to the settings pages are labelled from the account catalogue.
import { Avatar } from '@pawcall/ui';
import { AccountMessages } from '../../i18n/FeatureMessages';
import type { AnyMessageId } from '../../i18n/messages';

/**
 * Every account page (spec part 1, section 2, "account: ..."), in the spec's order; each label is
 * the page's own title. The invite page is left out for global clients ("global users redirected away").
 */
const SECTIONS: ReadonlyArray<{ path: string; label: AnyMessageId; notForGlobal?: boolean }> = [
  { path: 'profile', label: 'account.nav.profile' },
  { path: 'photo', label: 'account.nav.photo' },
  { path: 'phone', label: 'account.nav.phone' },
  { path: 'address', label: 'account.address.title' },
  { path: 'pets', label: 'account.pets.title' },
  { path: 'pets/add', label: 'account.pets.add' },
  { path: 'billing', label: 'account.billing.title' },
  { path: 'billing/add-payment-method', label: 'account.nav.billingAdd' },
  { path: 'billing/history', label: 'account.nav.billingHistory' },
  { path: 'security', label: 'account.security.title' },
  { path: 'privacy', label: 'account.nav.privacy' },
  { path: 'global-preferences', label: 'account.preferences.title' },
  { path: 'chat-settings', label: 'account.nav.chatSettings' },
  { path: 'invite', label: 'account.nav.invite', notForGlobal: true },
  { path: 'wallets', label: 'account.nav.wallets' },
];

/** /cx/account: who the client is, and a link to every account page. */
export function AccountOverviewPage() {
  return (
    <AccountMessages>
      <AccountOverview />
    </AccountMessages>
  );
}

function AccountOverview() {
  const intl = useIntl();
  const viewer = useViewer() as User;
  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'account.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.title' })}</Heading>
      <Card padding="lg">
        <Inline gap="md" align="center">
          <Avatar
            name={`${viewer.first_name} ${viewer.last_name}`}
            src={viewer.photo?.uri_thumbnail}
            size="lg"
            decorative
          />
          <Stack gap="sm">
            <p>{`${viewer.first_name} ${viewer.last_name}`}</p>
            <Text tone="muted">{viewer.email}</Text>
            {viewer.phone ? (
              <Text tone="muted">
                {viewer.phone.is_verified
                  ? viewer.phone.phone_number
                  : intl.formatMessage(
                      { id: 'account.overview.phoneUnverified' },
                      { phone: viewer.phone.phone_number },
                    )}
              </Text>
            ) : null}
            {viewer.profile_address ? (
              <Text tone="muted">
                {[
                  viewer.profile_address.address_1,
                  viewer.profile_address.city,
                  viewer.profile_address.province,
                  viewer.profile_address.postal,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            ) : null}
          </Stack>
        </Inline>
      </Card>
      <nav aria-label={intl.formatMessage({ id: 'account.sections' })}>
        <List>
          {SECTIONS.filter((section) => !(section.notForGlobal && viewer.is_global)).map((section) => (
            <li key={section.path}>
              <TextLink asChild>
                <Link to={`/cx/account/${section.path}`}>{intl.formatMessage({ id: section.label })}</Link>
              </TextLink>
            </li>
          ))}
        </List>
      </nav>
    </Stack>
  );
}

/** /cx/account/security: change the password; advised every 90 days. */
export function AccountSecurityPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const { shaking, shake } = useShake();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState(false);
  const advised = isPasswordChangeAdvised(viewer.password_changed_at ?? null, new Date());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    try {
      const changed = await accountApi.changePassword(services.clients, current, next);
      // The viewer learns the new date, so the 90-day advice goes away with the change.
      services.session.updateUser({ ...viewer, password_changed_at: changed.password_changed_at });
      setErrors({});
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.kind === 'fail')
        setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, [message]])),
        );
      else setErrors({ form: [errorMessage(intl, error)] });
      shake();
    }
  };
  return (
    <Stack gap="lg" maxWidth="sm">
      <PageMeta title={intl.formatMessage({ id: 'account.security.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.security.title' })}</Heading>
      {advised ? <Alert tone="warning">{intl.formatMessage({ id: 'account.security.advice' })}</Alert> : null}
      {done ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({ id: 'account.security.changed' })}
        </Alert>
      ) : null}
      {errors.form ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errors.form.join(' ')}
        </Alert>
      ) : null}
      <Form
        shake={shaking}
        onSubmit={submit}
        aria-label={intl.formatMessage({ id: 'account.security.title' })}
      >
        <Stack gap="md">
          <TextField
            label={intl.formatMessage({ id: 'account.security.current' })}
            type="password"
            autoComplete="current-password"
            value={current}
            errors={errors.current_password}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.security.new' })}
            type="password"
            autoComplete="new-password"
            value={next}
            errors={errors.password}
            description={intl.formatMessage({ id: 'auth.password.rule' })}
            onChange={(e) => setNext(e.target.value)}
          />
          <Button type="submit">{intl.formatMessage({ id: 'account.security.submit' })}</Button>
        </Stack>
      </Form>
    </Stack>
  );
}
