import { isApiError, type User } from '@pawcall/api-client';
import { accountSettingsApi, type Gender } from '@pawcall/api-client/accountSettings';
import { GENDERS, isValidEmail } from '@pawcall/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  TextField,
  useShake,
} from '@pawcall/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { DateField } from '../../shared/DateField';
import { CodeVerification } from '../../shared/CodeVerification';
import { errorMessage, fieldErrors } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

/** First name, last name, gender and birthday; a failed save keeps every field as typed. */
function ProfileDetailsForm() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const { shaking, shake } = useShake();
  const [firstName, setFirstName] = useState(viewer.first_name);
  const [lastName, setLastName] = useState(viewer.last_name);
  const [gender, setGender] = useState<Gender | ''>(viewer.gender ?? '');
  const [birthday, setBirthday] = useState(viewer.birthday_on ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setSaved(false);
      set(value);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const problems: Record<string, string[]> = {};
    if (firstName.trim() === '')
      problems.first_name = [intl.formatMessage({ id: 'accountSettings.profile.firstName.required' })];
    if (lastName.trim() === '')
      problems.last_name = [intl.formatMessage({ id: 'accountSettings.profile.lastName.required' })];
    if (gender === '')
      problems.gender = [intl.formatMessage({ id: 'accountSettings.profile.gender.required' })];
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      shake();
      return;
    }
    setBusy(true);
    try {
      const user = await accountSettingsApi.updateProfile(services.clients, {
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        gender: gender as Gender,
        birthday_on: birthday.trim() || null,
      });
      services.session.updateUser(user);
      setErrors({});
      setSaved(true);
    } catch (caught) {
      setErrors(
        isApiError(caught) && caught.kind === 'fail'
          ? fieldErrors(caught)
          : { form: [errorMessage(intl, caught)] },
      );
      shake();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'accountSettings.profile.details' })}
    >
      <Stack gap="md">
        <Heading level={2}>{intl.formatMessage({ id: 'accountSettings.profile.details' })}</Heading>
        {saved ? (
          <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
            {intl.formatMessage({ id: 'accountSettings.profile.saved' })}
          </Alert>
        ) : null}
        {errors.form ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {errors.form.join(' ')}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'accountSettings.profile.firstName' })}
          name="first_name"
          autoComplete="given-name"
          required
          value={firstName}
          errors={errors.first_name}
          onChange={(e) => edited(setFirstName)(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'accountSettings.profile.lastName' })}
          name="last_name"
          autoComplete="family-name"
          required
          value={lastName}
          errors={errors.last_name}
          onChange={(e) => edited(setLastName)(e.target.value)}
        />
        <RadioGroup
          label={intl.formatMessage({ id: 'accountSettings.profile.gender' })}
          name="gender"
          required
          orientation="horizontal"
          options={GENDERS.map((value) => ({
            value,
            label: intl.formatMessage({
              id: `accountSettings.profile.gender.${value}` as 'accountSettings.profile.gender.MALE',
            }),
          }))}
          value={gender}
          errors={errors.gender}
          onValueChange={(value) => edited(setGender)(value as Gender)}
        />
        {/* The browser's date control, in the user's own date order; the value stays YYYY-MM-DD. */}
        <DateField
          label={intl.formatMessage({ id: 'accountSettings.profile.birthday' })}
          name="birthday_on"
          max={new Date().toISOString().slice(0, 10)}
          value={birthday}
          errors={errors.birthday_on}
          onChange={edited(setBirthday)}
        />
        <Button type="submit" loading={busy}>
          {intl.formatMessage({ id: 'accountSettings.profile.submit' })}
        </Button>
      </Stack>
    </Form>
  );
}

/** "Email change and verification": a code goes to the new address; the email changes only with it. */
function EmailChange() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const { shaking, shake } = useShake();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ email: string; sentTo: string; resendIn: number } | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const request = async (event: FormEvent) => {
    event.preventDefault();
    setChangedTo(null);
    if (!isValidEmail(email)) {
      setErrors([intl.formatMessage({ id: 'accountSettings.email.invalid' })]);
      shake();
      return;
    }
    setBusy(true);
    try {
      const sent = await accountSettingsApi.requestEmailChange(services.clients, email.trim());
      setErrors(undefined);
      setPending({ email: email.trim(), sentTo: sent.sent_to, resendIn: sent.resend_in });
    } catch (caught) {
      setErrors(fieldErrors(caught).email ?? [errorMessage(intl, caught)]);
      shake();
    } finally {
      setBusy(false);
    }
  };
  const verified = useCallback(
    (user: User) => {
      services.session.updateUser(user);
      setChangedTo(user.email);
      setPending(null);
      setEmail('');
    },
    [services],
  );

  return (
    <Stack gap="md">
      <Heading level={2}>{intl.formatMessage({ id: 'accountSettings.email.heading' })}</Heading>
      <Inline gap="sm" align="center">
        <span>{intl.formatMessage({ id: 'accountSettings.email.current' }, { email: viewer.email })}</span>
        <Badge tone={viewer.email_verified ? 'success' : 'warning'}>
          {intl.formatMessage({
            id: viewer.email_verified ? 'accountSettings.email.verified' : 'accountSettings.email.unverified',
          })}
        </Badge>
      </Inline>
      {changedTo ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({ id: 'accountSettings.email.changed' }, { email: changedTo })}
        </Alert>
      ) : null}
      {pending ? (
        <Stack gap="sm">
          <CodeVerification channel="EMAIL" emailChange={pending} onVerified={verified} />
          <Button type="button" variant="ghost" onClick={() => setPending(null)}>
            {intl.formatMessage({ id: 'accountSettings.email.otherAddress' })}
          </Button>
        </Stack>
      ) : (
        <Form
          shake={shaking}
          onSubmit={request}
          aria-label={intl.formatMessage({ id: 'accountSettings.email.heading' })}
        >
          <Stack gap="md">
            <TextField
              label={intl.formatMessage({ id: 'accountSettings.email.new' })}
              type="email"
              name="email"
              autoComplete="email"
              required
              description={intl.formatMessage({ id: 'accountSettings.email.help' })}
              value={email}
              errors={errors}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="secondary" loading={busy}>
              {intl.formatMessage({ id: 'accountSettings.email.send' })}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

/** /cx/account/profile: the profile's details and the email address. */
export function AccountProfilePage() {
  return (
    <AccountMessages>
      <ProfileContent />
    </AccountMessages>
  );
}

function ProfileContent() {
  const intl = useIntl();
  return (
    <Stack gap="lg" maxWidth="md">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.profile.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.profile.title' })}</Heading>
      <Card padding="lg">
        <ProfileDetailsForm />
      </Card>
      <Card padding="lg">
        <EmailChange />
      </Card>
    </Stack>
  );
}
