import { accountApi, isApiError, type User } from '@pawcall/api-client';
import {
  type AvailabilityRule,
  PARTNER_ONBOARDING_SEGMENTS,
  PARTNER_ONBOARDING_STEPS,
  type PartnerOnboardingStep,
  partnerOnboardingMachine,
} from '@pawcall/machines';
import { Alert, Button, Card, Form, Inline, Select, Stack, TextField, useShake } from '@pawcall/ui';
import { useMachine } from '@xstate/react';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { useServices, useViewer } from '../../app/AppContext';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { Checkbox } from '../../components/Checkbox';
import { CodeVerification } from '../../components/CodeVerification';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutes = (value: string) => {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Errors of a failed field check, shown under the fields; the values stay as typed. */
function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return { errors, setErrors };
}

/**
 * /px/welcome/{step}: partner onboarding bound to partnerOnboardingMachine. Each step collects its
 * part; the last one submits everything, the partner becomes active and the guards let them into /px.
 */
export function PartnerOnboardingPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      partnerOnboardingMachine.provide({
        actors: {
          completeOnboarding: fromPromise(async ({ input }) => {
            try {
              const user = await accountApi.completePartnerOnboarding(services.clients, input);
              services.session.updateUser(user);
              return user;
            } catch (error) {
              throw { message: isApiError(error) ? error.message : undefined };
            }
          }),
        },
      }),
    [services],
  );
  const [state, send] = useMachine(machine, { input: { phoneVerified: viewer.phone?.is_verified === true } });
  const value = state.value as PartnerOnboardingStep | 'submitting';
  const step: PartnerOnboardingStep = value === 'submitting' ? 'availability' : value;

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
    <Stack gap="lg" style={{ maxWidth: 560, margin: '0 auto' }}>
      <PageMeta title={title} />
      <p style={muted}>
        {intl.formatMessage(
          { id: 'onboarding.stepOf' },
          { step: PARTNER_ONBOARDING_STEPS.indexOf(step) + 1, count: PARTNER_ONBOARDING_STEPS.length },
        )}
      </p>
      <h1 style={heading}>{title}</h1>
      <Card padding="lg">
        {step === 'welcome' ? (
          <Stack gap="md">
            <p style={muted}>
              {intl.formatMessage({ id: 'onboarding.partner.welcome.lead' }, { name: viewer.first_name })}
            </p>
            <Button onClick={() => send({ type: 'welcome.start' })}>
              {intl.formatMessage({ id: 'onboarding.partner.welcome.start' })}
            </Button>
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
          <AboutYouStep onSave={(about) => send({ type: 'aboutYou.save', ...about })} back={back} />
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
            onSave={(credentials) => send({ type: 'credentials.save', ...credentials })}
            back={back}
          />
        ) : null}
        {step === 'location' ? (
          <LocationStep onSave={(location) => send({ type: 'location.save', ...location })} back={back} />
        ) : null}
        {step === 'phone' ? (
          <Stack gap="md">
            {state.context.phoneVerified ? (
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
            submitting={state.hasTag('submitting')}
            error={
              state.context.error
                ? (state.context.error.message ?? intl.formatMessage({ id: 'error.generic' }))
                : null
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
  onSave,
  back,
}: {
  onSave: (about: { designation: 'VET' | 'TECH'; post_nominal: string; bio: string }) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [designation, setDesignation] = useState<'VET' | 'TECH'>('VET');
  const [postNominal, setPostNominal] = useState('');
  const [bio, setBio] = useState('');
  const { errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (postNominal.trim() === '') {
      setErrors({ post_nominal: [intl.formatMessage({ id: 'validation.required' })] });
      shake();
      return;
    }
    onSave({ designation, post_nominal: postNominal, bio });
  };
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.aboutYou.title' })}
    >
      <Stack gap="md">
        <Select
          label={intl.formatMessage({ id: 'onboarding.partner.designation' })}
          options={[
            { value: 'VET', label: intl.formatMessage({ id: 'onboarding.partner.designation.VET' }) },
            { value: 'TECH', label: intl.formatMessage({ id: 'onboarding.partner.designation.TECH' }) },
          ]}
          value={designation}
          onValueChange={(value) => setDesignation(value as 'VET' | 'TECH')}
          required
        />
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
      <p style={muted}>{intl.formatMessage({ id: 'onboarding.partner.photo.lead' })}</p>
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

function CredentialsStep({
  onSave,
  back,
}: {
  onSave: (credentials: {
    school_name: string;
    school_year: number;
    licences: { jurisdiction: string; country: string; number: string; expires_on: string }[];
  }) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [values, setValues] = useState({
    school: '',
    year: '',
    jurisdiction: '',
    country: 'CA',
    number: '',
    expires: '',
  });
  const { errors, setErrors } = useFieldErrors();
  const set = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    const required = intl.formatMessage({ id: 'validation.required' });
    if (values.school.trim() === '') problems.school = [required];
    if (!/^\d{4}$/.test(values.year))
      problems.year = [intl.formatMessage({ id: 'onboarding.partner.year.invalid' })];
    if (values.jurisdiction.trim() === '') problems.jurisdiction = [required];
    if (values.number.trim() === '') problems.number = [required];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires))
      problems.expires = [intl.formatMessage({ id: 'onboarding.partner.expiry.invalid' })];
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      shake();
      return;
    }
    onSave({
      school_name: values.school,
      school_year: Number(values.year),
      licences: [
        {
          jurisdiction: values.jurisdiction.trim().toUpperCase(),
          country: values.country,
          number: values.number.trim(),
          expires_on: values.expires,
        },
      ],
    });
  };
  return (
    <Form
      shake={shaking}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'onboarding.partner.credentials.title' })}
    >
      <Stack gap="md">
        <TextField
          label={intl.formatMessage({ id: 'onboarding.partner.school' })}
          name="school_name"
          required
          value={values.school}
          errors={errors.school}
          onChange={(e) => set('school', e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'onboarding.partner.year' })}
          name="school_year"
          inputMode="numeric"
          required
          value={values.year}
          errors={errors.year}
          onChange={(e) => set('year', e.target.value)}
        />
        <Inline gap="md" align="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'onboarding.partner.licence.jurisdiction' })}
            name="jurisdiction"
            required
            value={values.jurisdiction}
            errors={errors.jurisdiction}
            onChange={(e) => set('jurisdiction', e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'onboarding.partner.licence.number' })}
            name="licence_number"
            required
            value={values.number}
            errors={errors.number}
            onChange={(e) => set('number', e.target.value)}
          />
        </Inline>
        <TextField
          label={intl.formatMessage({ id: 'onboarding.partner.licence.expires' })}
          name="expires_on"
          placeholder="YYYY-MM-DD"
          required
          value={values.expires}
          errors={errors.expires}
          onChange={(e) => set('expires', e.target.value)}
        />
        <Button type="submit">{intl.formatMessage({ id: 'onboarding.continue' })}</Button>
        {back}
      </Stack>
    </Form>
  );
}

function LocationStep({
  onSave,
  back,
}: {
  onSave: (location: { province: string; country: string }) => void;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [province, setProvince] = useState('');
  const [country, setCountry] = useState('CA');
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
  onSave,
  submitting,
  error,
  back,
}: {
  onSave: (rules: AvailabilityRule[]) => void;
  submitting: boolean;
  error: string | null;
  back: React.ReactNode;
}) {
  const intl = useIntl();
  const { shaking, shake } = useShake();
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('17:00');
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
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
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
        </fieldset>
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
