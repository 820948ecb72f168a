import { accountApi, isApiError, type User } from '@pawcall/api-client';
import { type CredentialsProblem, credentialsProblems, MAX_LICENCES } from '@pawcall/domain';
import {
  type AboutYou,
  type AvailabilityRule,
  type Credentials,
  draftOf,
  type PartnerLocation,
  PARTNER_ONBOARDING_SEGMENTS,
  PARTNER_ONBOARDING_STEPS,
  type PartnerOnboardingStep,
} from '@pawcall/machines';
import {
  Alert,
  Box,
  Button,
  Card,
  Form,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useShake,
} from '@pawcall/ui';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { Checkbox } from '../../shared/Checkbox';
import { CodeVerification } from '../../shared/CodeVerification';
import { DateField } from '../../shared/DateField';
import { dateInZone } from '../../i18n/dates';
import { AccountMessages } from '../../i18n/FeatureMessages';
import type { AnyMessageId } from '../../i18n/messages';
import {
  PartnerOnboardingMachineContext,
  usePartnerOnboardingActor,
  usePartnerOnboardingSelector,
} from './PartnerOnboardingMachineContext';
import { providePartnerOnboardingMachine } from './partnerOnboardingActors';
import { forgetPartnerDraft, loadPartnerDraft, savePartnerDraft } from './partnerOnboardingDraft';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutes = (value: string) => {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The step a /px/welcome/{segment} URL names; plain /px/welcome names none (resume where you were). */
function stepOfSegment(segment: string | undefined): PartnerOnboardingStep | null {
  if (!segment) return null;
  return PARTNER_ONBOARDING_STEPS.find((step) => PARTNER_ONBOARDING_SEGMENTS[step] === segment) ?? null;
}

/** Errors of a failed field check, shown under the fields; the values stay as typed. */
function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return { errors, setErrors };
}

/**
 * /px/welcome/{step}: partner onboarding bound to partnerOnboardingMachine. Each step collects its
 * part; the last one submits everything, the partner becomes active and the guards let them into /px.
 * Until then the entries are kept in this browser (partnerOnboardingDraft), so a reload or a link
 * to a step resumes there with everything entered. The credentials step's strings live in the
 * account catalogue.
 */
export function PartnerOnboardingPage() {
  return (
    <AccountMessages>
      <PartnerOnboardingFlow />
    </AccountMessages>
  );
}

/** Today in the partner's time zone: a licence that expired before it is refused. */
function todayFor(viewer: User, fallbackZone: string): string {
  return dateInZone(Date.now(), viewer.timezone || fallbackZone);
}

/** The machine resumes from this browser's draft, at the route's step when it names one. */
function PartnerOnboardingFlow() {
  const services = useServices();
  const viewer = useViewer() as User;
  const { step: segment } = useParams();
  const [logic] = useState(() =>
    providePartnerOnboardingMachine(services.clients, (user) => {
      // Before the user update: an active partner leaves this page at once.
      forgetPartnerDraft(viewer.uuid);
      services.session.updateUser(user);
    }),
  );
  const input = {
    emailVerified: viewer.email_verified === true,
    phoneVerified: viewer.phone?.is_verified === true,
    today: todayFor(viewer, services.currentTimeZone()),
    draft: loadPartnerDraft(viewer.uuid),
    requestedStep: stepOfSegment(segment),
  };
  return (
    <PartnerOnboardingMachineContext.Provider logic={logic} options={{ input }}>
      <PartnerOnboardingSteps />
    </PartnerOnboardingMachineContext.Provider>
  );
}

function PartnerOnboardingSteps() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const { send } = usePartnerOnboardingActor();
  const machineValue = usePartnerOnboardingSelector((state) => state.value);
  const finished = usePartnerOnboardingSelector((state) => state.status === 'done');
  const submitting = usePartnerOnboardingSelector((state) => state.hasTag('submitting'));
  const context = usePartnerOnboardingSelector((state) => state.context);
  const value = machineValue as PartnerOnboardingStep | 'submitting' | 'start';
  const step: PartnerOnboardingStep =
    value === 'submitting' ? 'availability' : value === 'start' ? 'welcome' : value;

  const { aboutYou, credentials, location, availability } = context;
  useEffect(() => {
    if (finished) return;
    savePartnerDraft(viewer.uuid, draftOf({ aboutYou, credentials, location, availability }));
  }, [viewer.uuid, aboutYou, credentials, location, availability, finished]);

  // Signing out (here or when the session ends) forgets the draft: the next person at this
  // browser must not find a partner's licences.
  useEffect(
    () =>
      services.session.subscribe(() => {
        if (services.session.getSnapshot().session?.user.uuid !== viewer.uuid)
          forgetPartnerDraft(viewer.uuid);
      }),
    [services, viewer.uuid],
  );

  useEffect(() => {
    const segment = PARTNER_ONBOARDING_SEGMENTS[step];
    navigate(`/px/welcome${segment ? `/${segment}` : ''}`, { replace: true });
  }, [step, navigate]);

  const title = intl.formatMessage({
    id: `onboarding.partner.${step}.title` as 'onboarding.partner.welcome.title',
  });
  const back =
    step !== 'welcome' ? (
      <Button type="button" variant="ghost" onClick={() => send({ type: 'step.back' })}>
        {intl.formatMessage({ id: 'onboarding.back' })}
      </Button>
    ) : null;

  return (
    <Stack gap="lg" maxWidth="lg" marginX="auto">
      <PageMeta title={title} />
      <Text tone="muted">
        {intl.formatMessage(
          { id: 'onboarding.stepOf' },
          { step: PARTNER_ONBOARDING_STEPS.indexOf(step) + 1, count: PARTNER_ONBOARDING_STEPS.length },
        )}
      </Text>
      <Heading level={1}>{title}</Heading>
      <Card padding="lg">
        {step === 'welcome' ? (
          <Stack gap="md">
            <Text tone="muted">
              {intl.formatMessage({ id: 'onboarding.partner.welcome.lead' }, { name: viewer.first_name })}
            </Text>
            <Button onClick={() => send({ type: 'welcome.start' })}>
              {intl.formatMessage({ id: 'onboarding.partner.welcome.start' })}
            </Button>
          </Stack>
        ) : null}
        {step === 'email' ? (
          <Stack gap="md">
            {/* Registration emailed the code; the same verification as the client onboarding's. */}
            <CodeVerification
              channel="EMAIL"
              codeAlreadySent
              onVerified={(user) => {
                services.session.updateUser(user);
                send({ type: 'email.verified' });
              }}
            />
            {back}
          </Stack>
        ) : null}
        {step === 'idVerification' ? (
          <Stack gap="md">
            {/* No identity-verification provider serves this region yet: the spec's own message. */}
            <Alert tone="info" title={intl.formatMessage({ id: 'onboarding.partner.idVerification.title' })}>
              {intl.formatMessage({ id: 'onboarding.partner.idVerification.unavailable' })}
            </Alert>
            <Button onClick={() => send({ type: 'idVerification.continue' })}>
              {intl.formatMessage({ id: 'onboarding.continue' })}
            </Button>
            {back}
          </Stack>
        ) : null}
        {step === 'aboutYou' ? (
          <AboutYouStep
            initial={context.aboutYou}
            onSave={(about) => send({ type: 'aboutYou.save', ...about })}
            back={back}
          />
        ) : null}
        {step === 'photo' ? (
          <PhotoStep
            onSaved={() => send({ type: 'photo.saved' })}
            onSkip={() => send({ type: 'photo.skip' })}
            back={back}
          />
        ) : null}
        {step === 'credentials' ? (
          <CredentialsStep
            initial={context.credentials}
            today={context.today}
            onSave={(credentials) => send({ type: 'credentials.save', ...credentials })}
            back={back}
          />
        ) : null}
        {step === 'location' ? (
          <LocationStep
            initial={context.location}
            onSave={(location) => send({ type: 'location.save', ...location })}
            back={back}
          />
        ) : null}
        {step === 'phone' ? (
          <Stack gap="md">
            {context.phoneVerified ? (
              <Button onClick={() => send({ type: 'phone.verified' })}>
                {intl.formatMessage({ id: 'onboarding.continue' })}
              </Button>
            ) : (
              <CodeVerification
                channel="PHONE"
                onVerified={(user) => {
                  services.session.updateUser(user);
                  send({ type: 'phone.verified' });
                }}
              />
            )}
            {back}
          </Stack>
        ) : null}
        {step === 'availability' ? (
          <AvailabilityStep
            initial={context.availability}
            submitting={submitting}
            error={
              context.error ? (context.error.message ?? intl.formatMessage({ id: 'error.generic' })) : null
            }
            onSave={(rules) => send({ type: 'availability.save', rules })}
            back={back}
          />
        ) : null}
        {step === 'complete' ? <p>{intl.formatMessage({ id: 'onboarding.partner.complete.lead' })}</p> : null}
      </Card>
    </Stack>
  );
}

function AboutYouStep({
  initial,
  onSave,
  back,
}: {
  initial: AboutYou | null;
  onSave: (about: AboutYou) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [postNominal, setPostNominal] = useState(initial?.post_nominal ?? '');
  const [bio, setBio] = useState(initial?.bio ?? '');
  const { errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (postNominal.trim() === '') {
      setErrors({ post_nominal: [intl.formatMessage({ id: 'validation.required' })] });
      shake();
      return;
    }
    onSave({ post_nominal: postNominal, bio });
  };
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.aboutYou.title' })}
    >
      <Stack gap="md">
        <TextField
          label={intl.formatMessage({ id: 'onboarding.partner.postNominal' })}
          name="post_nominal"
          required
          value={postNominal}
          errors={errors.post_nominal}
          onChange={(event) => setPostNominal(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'onboarding.partner.bio' })}
          name="bio"
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
        <Button type="submit">{intl.formatMessage({ id: 'onboarding.continue' })}</Button>
        {back}
      </Stack>
    </Form>
  );
}

function PhotoStep({
  onSaved,
  onSkip,
  back,
}: {
  onSaved: () => void;
  onSkip: () => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const services = useServices();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = async () => {
      setSaving(true);
      setError(null);
      try {
        const user = await accountApi.uploadProfilePhoto(services.clients, String(reader.result));
        services.session.updateUser(user);
        onSaved();
      } catch (caught) {
        setSaving(false);
        setError(isApiError(caught) ? caught.message : intl.formatMessage({ id: 'error.generic' }));
      }
    };
    reader.readAsDataURL(file);
  };
  return (
    <Stack gap="md">
      <Text tone="muted">{intl.formatMessage({ id: 'onboarding.partner.photo.lead' })}</Text>
      <label>
        {intl.formatMessage({ id: 'onboarding.partner.photo.choose' })}{' '}
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={choose} disabled={saving} />
      </label>
      {error ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {error}
        </Alert>
      ) : null}
      <Button variant="secondary" onClick={onSkip}>
        {intl.formatMessage({ id: 'onboarding.partner.photo.skip' })}
      </Button>
      {back}
    </Stack>
  );
}

const CREDENTIALS_MESSAGES: Record<CredentialsProblem, AnyMessageId> = {
  DESIGNATION_REQUIRED: 'onboarding.partner.designation.required',
  SCHOOL_REQUIRED: 'onboarding.partner.school.required',
  YEAR_INVALID: 'onboarding.partner.year.invalid',
  LICENCE_REQUIRED: 'onboarding.partner.licence.required',
  TOO_MANY_LICENCES: 'onboarding.partner.licence.limit',
  JURISDICTION_REQUIRED: 'onboarding.partner.licence.jurisdictionRequired',
  NUMBER_REQUIRED: 'onboarding.partner.licence.numberRequired',
  EXPIRY_INVALID: 'onboarding.partner.expiry.invalid',
  EXPIRY_PAST: 'onboarding.partner.licence.expiryPast',
};

interface LicenceRow {
  /** A stable key for the row while others are added and removed. */
  key: number;
  jurisdiction: string;
  country: string;
  number: string;
  expires: string;
}

/**
 * Credentials: designation, education (school and graduating year) and up to MAX_LICENCES
 * jurisdictional licences, added and removed as rows. Judged by the shared credentials rule the
 * server applies too; what was typed stays when a check fails.
 */
function CredentialsStep({
  initial,
  today,
  onSave,
  back,
}: {
  initial: Credentials | null;
  today: string;
  onSave: (credentials: Credentials) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [designation, setDesignation] = useState<'VET' | 'TECH'>(initial?.designation ?? 'VET');
  const [school, setSchool] = useState(initial?.school_name ?? '');
  const [year, setYear] = useState(initial ? String(initial.school_year) : '');
  const [licences, setLicences] = useState<LicenceRow[]>(() =>
    initial && initial.licences.length > 0
      ? initial.licences.map((licence, key) => ({
          key,
          jurisdiction: licence.jurisdiction,
          country: licence.country,
          number: licence.number,
          expires: licence.expires_on,
        }))
      : [{ key: 0, jurisdiction: '', country: 'CA', number: '', expires: '' }],
  );
  const [nextKey, setNextKey] = useState(licences.length);
  const { errors, setErrors } = useFieldErrors();
  const setLicence = (key: number, field: keyof Omit<LicenceRow, 'key'>, value: string) =>
    setLicences((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const addLicence = () => {
    if (licences.length >= MAX_LICENCES) return;
    setLicences((rows) => [
      ...rows,
      { key: nextKey, jurisdiction: '', country: 'CA', number: '', expires: '' },
    ]);
    setNextKey((key) => key + 1);
    setErrors({});
  };
  const removeLicence = (key: number) => {
    setLicences((rows) => rows.filter((row) => row.key !== key));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials: Credentials = {
      designation,
      school_name: school,
      school_year: /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : Number.NaN,
      licences: licences.map((row) => ({
        jurisdiction: row.jurisdiction.trim().toUpperCase(),
        country: row.country,
        number: row.number.trim(),
        expires_on: row.expires.trim(),
      })),
    };
    const problems = credentialsProblems(credentials, today);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([field, problem]) => [
            field,
            [intl.formatMessage({ id: CREDENTIALS_MESSAGES[problem] }, { count: MAX_LICENCES })],
          ]),
        ),
      );
      shake();
      return;
    }
    onSave(credentials);
  };
  const atLimit = licences.length >= MAX_LICENCES;
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.credentials.title' })}
    >
      <Stack gap="md">
        <Select
          label={intl.formatMessage({ id: 'onboarding.partner.designation' })}
          name="designation"
          options={[
            { value: 'VET', label: intl.formatMessage({ id: 'onboarding.partner.designation.VET' }) },
            { value: 'TECH', label: intl.formatMessage({ id: 'onboarding.partner.designation.TECH' }) },
          ]}
          value={designation}
          errors={errors.designation}
          onValueChange={(value) => setDesignation(value as 'VET' | 'TECH')}
          required
        />
        <Box as="fieldset" paddingTop="sm">
          <legend>
            <Text as="span" weight="bold">
              {intl.formatMessage({ id: 'onboarding.partner.education' })}
            </Text>
          </legend>
          <Stack gap="md">
            <TextField
              label={intl.formatMessage({ id: 'onboarding.partner.school' })}
              name="school_name"
              required
              value={school}
              errors={errors.school_name}
              onChange={(e) => setSchool(e.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'onboarding.partner.year' })}
              name="school_year"
              inputMode="numeric"
              required
              value={year}
              errors={errors.school_year}
              onChange={(e) => setYear(e.target.value)}
            />
          </Stack>
        </Box>
        <Box as="fieldset" paddingTop="sm">
          <legend>
            <Text as="span" weight="bold">
              {intl.formatMessage({ id: 'onboarding.partner.licences' })}
            </Text>
          </legend>
          <Stack gap="md">
            <Text tone="muted">
              {intl.formatMessage({ id: 'onboarding.partner.licences.lead' }, { count: MAX_LICENCES })}
            </Text>
            {licences.map((row, index) => {
              const field = (name: string) => errors[`licences.${index}.${name}`];
              const number = index + 1;
              return (
                <Box as="fieldset" key={row.key} paddingTop="sm">
                  <legend>
                    <Text as="span" weight="bold">
                      {intl.formatMessage({ id: 'onboarding.partner.licence.legend' }, { number })}
                    </Text>
                  </legend>
                  <Stack gap="sm">
                    <Inline gap="md" align="flex-start">
                      <TextField
                        label={intl.formatMessage({ id: 'onboarding.partner.licence.jurisdiction' })}
                        name={`licences.${index}.jurisdiction`}
                        required
                        value={row.jurisdiction}
                        errors={field('jurisdiction')}
                        onChange={(e) => setLicence(row.key, 'jurisdiction', e.target.value)}
                      />
                      <Select
                        label={intl.formatMessage({ id: 'onboarding.partner.licence.country' })}
                        name={`licences.${index}.country`}
                        options={(['CA', 'US', 'GB'] as const).map((code) => ({
                          value: code,
                          label: intl.formatMessage({ id: `country.${code}` as 'country.CA' }),
                        }))}
                        value={row.country}
                        onValueChange={(value) => setLicence(row.key, 'country', value)}
                        required
                      />
                    </Inline>
                    <Inline gap="md" align="flex-start">
                      <TextField
                        label={intl.formatMessage({ id: 'onboarding.partner.licence.number' })}
                        name={`licences.${index}.number`}
                        required
                        value={row.number}
                        errors={field('number')}
                        onChange={(e) => setLicence(row.key, 'number', e.target.value)}
                      />
                      <DateField
                        label={intl.formatMessage({ id: 'onboarding.partner.licence.expires' })}
                        name={`licences.${index}.expires_on`}
                        required
                        min={today}
                        value={row.expires}
                        errors={field('expires_on')}
                        onChange={(value) => setLicence(row.key, 'expires', value)}
                      />
                    </Inline>
                    {licences.length > 1 ? (
                      <Button type="button" variant="ghost" onClick={() => removeLicence(row.key)}>
                        {intl.formatMessage({ id: 'onboarding.partner.licence.remove' }, { number })}
                      </Button>
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
            {errors.licences ? <p role="alert">{errors.licences.join(' ')}</p> : null}
            {atLimit ? (
              <Text tone="muted">
                {intl.formatMessage({ id: 'onboarding.partner.licence.limit' }, { count: MAX_LICENCES })}
              </Text>
            ) : null}
            <Button type="button" variant="secondary" onClick={addLicence} disabled={atLimit}>
              {intl.formatMessage({ id: 'onboarding.partner.licence.add' })}
            </Button>
          </Stack>
        </Box>
        <Button type="submit">{intl.formatMessage({ id: 'onboarding.continue' })}</Button>
        {back}
      </Stack>
    </Form>
  );
}

function LocationStep({
  initial,
  onSave,
  back,
}: {
  initial: PartnerLocation | null;
  onSave: (location: PartnerLocation) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [province, setProvince] = useState(initial?.province ?? '');
  const [country, setCountry] = useState(initial?.country ?? 'CA');
  const { errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (province.trim() === '') {
      setErrors({ province: [intl.formatMessage({ id: 'address.province.required' })] });
      shake();
      return;
    }
    onSave({ province: province.trim().toUpperCase(), country });
  };
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.location.title' })}
    >
      <Stack gap="md">
        <TextField
          label={intl.formatMessage({ id: 'address.province' })}
          name="province"
          required
          value={province}
          errors={errors.province}
          onChange={(e) => setProvince(e.target.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'address.country' })}
          options={(['CA', 'US', 'GB'] as const).map((code) => ({
            value: code,
            label: intl.formatMessage({ id: `country.${code}` as 'country.CA' }),
          }))}
          value={country}
          onValueChange={setCountry}
          required
        />
        <Button type="submit">{intl.formatMessage({ id: 'onboarding.continue' })}</Button>
        {back}
      </Stack>
    </Form>
  );
}

function AvailabilityStep({
  initial,
  onSave,
  submitting,
  error,
  back,
}: {
  /** The rules saved before (one time range on several days), or none: weekdays 9 to 5. */
  initial: AvailabilityRule[];
  onSave: (rules: AvailabilityRule[]) => void;
  submitting: boolean;
  error: string | null;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const first = initial[0];
  const [days, setDays] = useState<number[]>(first ? initial.map((rule) => rule.weekday) : [1, 2, 3, 4, 5]);
  const [from, setFrom] = useState(first ? clock(first.start_minute) : '09:00');
  const [to, setTo] = useState(first ? clock(first.end_minute) : '17:00');
  const { errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = minutes(from);
    const end = minutes(to);
    const problems: Record<string, string[]> = {};
    if (start === null) problems.from = [intl.formatMessage({ id: 'onboarding.partner.time.invalid' })];
    if (end === null) problems.to = [intl.formatMessage({ id: 'onboarding.partner.time.invalid' })];
    else if (start !== null && end <= start)
      problems.to = [intl.formatMessage({ id: 'onboarding.partner.time.endBeforeStart' })];
    if (days.length === 0) problems.days = [intl.formatMessage({ id: 'onboarding.partner.days.required' })];
    if (Object.keys(problems).length > 0 || start === null || end === null) {
      setErrors(problems);
      shake();
      return;
    }
    onSave(days.map((weekday) => ({ weekday, start_minute: start, end_minute: end })));
  };
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.availability.title' })}
    >
      <Stack gap="md">
        {error ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {error}
          </Alert>
        ) : null}
        <Box as="fieldset">
          <legend>{intl.formatMessage({ id: 'onboarding.partner.days' })}</legend>
          <Inline gap="md">
            {WEEKDAYS.map((weekday) => (
              <Checkbox
                key={weekday}
                name={`day_${weekday}`}
                label={intl.formatMessage({ id: `weekday.${weekday}` as 'weekday.1' })}
                checked={days.includes(weekday)}
                onChange={(event) =>
                  setDays((current) =>
                    event.target.checked ? [...current, weekday] : current.filter((d) => d !== weekday),
                  )
                }
              />
            ))}
          </Inline>
          {errors.days ? <p role="alert">{errors.days.join(' ')}</p> : null}
        </Box>
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'onboarding.partner.from' })}
            name="from"
            placeholder="09:00"
            value={from}
            errors={errors.from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'onboarding.partner.to' })}
            name="to"
            placeholder="17:00"
            value={to}
            errors={errors.to}
            onChange={(e) => setTo(e.target.value)}
          />
        </Inline>
        <Button type="submit" loading={submitting}>
          {intl.formatMessage({ id: 'onboarding.partner.finish' })}
        </Button>
        {back}
      </Stack>
    </Form>
  );
}

export default PartnerOnboardingPage;
