import type { Money } from '@pawcall/api-client';
import { accountSettingsApi, accountSettingsKeys, useReferrals } from '@pawcall/api-client/accountSettings';
import { isValidEmail } from '@pawcall/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  Heading,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  TextField,
  useShake,
} from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage, fieldErrors } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

const money = (intl: IntlShape, value: Money) =>
  intl.formatNumber(value.amount / 100, { style: 'currency', currency: value.currency });

const STATUS_TONES = { SENT: 'neutral', JOINED: 'brand', COMPLETED: 'success' } as const;

/**
 * /cx/account/invite: invite a friend by email (40% off their first appointment, a $25 gift card
 * for the client when the friend completes a booking) and the invites sent with their earnings.
 * Global clients never get here (the route's guard), and the server refuses them too.
 */
export function AccountInvitePage() {
  return (
    <AccountMessages>
      <InviteContent />
    </AccountMessages>
  );
}

function InviteContent() {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const referrals = useReferrals();
  const { shaking, shake } = useShake();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    // "Referral: friend email must be valid."
    if (!isValidEmail(email)) {
      setErrors([intl.formatMessage({ id: 'accountSettings.invite.emailInvalid' })]);
      shake();
      return;
    }
    setBusy(true);
    try {
      const referral = await accountSettingsApi.sendReferral(services.clients, email.trim());
      await queryClient.invalidateQueries({ queryKey: accountSettingsKeys.referrals });
      setErrors(undefined);
      setSentTo(referral.friend_email);
      setEmail('');
    } catch (caught) {
      setErrors(fieldErrors(caught).email ?? [errorMessage(intl, caught)]);
      shake();
    } finally {
      setBusy(false);
    }
  };

  const data = referrals.data;
  return (
    <Stack gap="lg" maxWidth="xl">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.invite.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.invite.title' })}</Heading>
      {referrals.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, referrals.error)}
        </Alert>
      ) : null}
      {referrals.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {data ? (
        <>
          <p>
            {intl.formatMessage(
              { id: 'accountSettings.invite.offer' },
              { percent: data.friend_percent_off, reward: money(intl, data.referrer_reward) },
            )}
          </p>
          <Card padding="lg">
            <Form
              shake={shaking}
              onSubmit={submit}
              aria-label={intl.formatMessage({ id: 'accountSettings.invite.title' })}
            >
              <Stack gap="md">
                {sentTo ? (
                  <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
                    {intl.formatMessage({ id: 'accountSettings.invite.sent' }, { email: sentTo })}
                  </Alert>
                ) : null}
                <TextField
                  label={intl.formatMessage({ id: 'accountSettings.invite.email' })}
                  type="email"
                  name="email"
                  autoComplete="off"
                  required
                  value={email}
                  errors={errors}
                  onChange={(e) => {
                    setSentTo(null);
                    setEmail(e.target.value);
                  }}
                />
                <Button type="submit" loading={busy}>
                  {intl.formatMessage({ id: 'accountSettings.invite.send' })}
                </Button>
              </Stack>
            </Form>
          </Card>
          {/* Not a named region itself: the table's scrolling frame is the region this heading names. */}
          <section>
            <Stack gap="sm">
              <Heading level={2} id="invites-sent">
                {intl.formatMessage({ id: 'accountSettings.invite.list' })}
              </Heading>
              <p>
                {intl.formatMessage(
                  { id: 'accountSettings.invite.earnings' },
                  { amount: money(intl, data.total_earnings) },
                )}
              </p>
              {data.items.length === 0 ? (
                <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.invite.none' })}</Text>
              ) : (
                <Table aria-labelledby="invites-sent">
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>
                        {intl.formatMessage({ id: 'accountSettings.invite.friend' })}
                      </TableHeaderCell>
                      <TableHeaderCell>
                        {intl.formatMessage({ id: 'accountSettings.invite.sentOn' })}
                      </TableHeaderCell>
                      <TableHeaderCell>
                        {intl.formatMessage({ id: 'accountSettings.invite.status' })}
                      </TableHeaderCell>
                      <TableHeaderCell numeric>
                        {intl.formatMessage({ id: 'accountSettings.invite.reward' })}
                      </TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((item) => (
                      <TableRow key={item.uuid}>
                        <TableCell>{item.friend_email}</TableCell>
                        <TableCell>{intl.formatDate(item.created_at, { dateStyle: 'medium' })}</TableCell>
                        <TableCell>
                          <Badge tone={STATUS_TONES[item.status]}>
                            {intl.formatMessage({
                              id: `accountSettings.invite.status.${item.status}` as 'accountSettings.invite.status.SENT',
                            })}
                          </Badge>
                        </TableCell>
                        <TableCell numeric>{money(intl, item.earnings)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Stack>
          </section>
        </>
      ) : null}
    </Stack>
  );
}
