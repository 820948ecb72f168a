import { isApiError } from '@pawcall/api-client';
import { api } from '@pawcall/api-client';
import {
  Alert,
  Button,
  Card,
  CodeInput,
  Form,
  Heading,
  List,
  Stack,
  Text,
  TextField,
  TextLink,
  useShake,
} from '@pawcall/ui';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { REDIRECT_PARAM } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import type { MessageId } from '../../i18n/messages';
import { NameFields, splitFieldErrors, TermsAgreement } from './RegistrationFields';
import { isValidEmail, PASSWORD_REQUIREMENT_MESSAGES, passwordProblems } from './validation';

const SocialSignIn = lazy(() => import('./social/SocialSignIn'));

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'agree_terms', 'code'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  agree_terms: boolean;
}

/** The server's own rules, checked before sending (spec part 2, section 5 "Account and auth"). */
function checkRegistration(values: Values): Partial<Record<Field, MessageId[]>> {
  const problems: Partial<Record<Field, MessageId[]>> = {};
  if (values.first_name.trim() === '') problems.first_name = ['validation.firstName.required'];
  if (values.last_name.trim() === '') problems.last_name = ['validation.lastName.required'];
  if (values.email.trim() === '') problems.email = ['validation.email.required'];
  else if (!isValidEmail(values.email)) problems.email = ['validation.email.invalid'];
  if (values.password === '') problems.password = ['validation.password.required'];
  else if (passwordProblems(values.password).length > 0) problems.password = ['auth.password.rule'];
  if (!values.agree_terms) problems.agree_terms = ['validation.terms.required'];
  return problems;
}

type CodeSent = Awaited<ReturnType<typeof api.sendRegistrationCode>>;

/** Seconds left before a new code may be asked for, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * /auth/cx/register (clients) and /auth/px/register (vets and techs), both with the terms agreement.
 * Two steps, so that sign-up tells nobody who has an account: the details, then the 6-digit code
 * emailed to the address (an address that has an account is emailed that instead), and the account
 * is made with the code. Going back to the details keeps everything typed.
 */
export function RegisterPage({ type = 'CLIENT' }: { type?: 'CLIENT' | 'PARTNER' }) {
  const intl = useIntl();
  const services = useServices();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const redirect = query.get(REDIRECT_PARAM);
  const [values, setValues] = useState<Values>({
    first_name: '',
    last_name: '',
    // A friend's invite links here with the invited address (?email=), which is how the server links them.
    email: query.get('email') ?? '',
    password: '',
    agree_terms: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const [code, setCode] = useState('');
  const [resendIn, setResendIn] = useCountdown();
  const { shaking, shake } = useShake();
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const unmet = new Set(passwordProblems(values.password));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRegistration(values);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([field, ids]) => [
            field,
            ids.map((id) => intl.formatMessage({ id })),
          ]),
        ),
      );
      setFormError(null);
      shake();
      return;
    }
    await sendCode();
  };

  const sendCode = async () => {
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    setEmailTaken(false);
    try {
      const sent = await api.sendRegistrationCode(services.clients, values.email.trim());
      setCodeSent(sent);
      setCode('');
      setResendIn(sent.resend_in);
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    try {
      const auth = await api.register(services.clients, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        type,
        agree_terms: values.agree_terms,
        code,
      });
      services.session.signIn(auth);
    } catch (error) {
      setSubmitting(false);
      showError(error);
    }
  };

  /** Field messages go beside their fields; one about the details returns to them, keeping what was typed. */
  const showError = (error: unknown) => {
    if (isApiError(error) && error.kind === 'fail') {
      const { known, other } = splitFieldErrors(error.fields, FIELDS);
      setErrors(known);
      // Only the address's owner, who typed its code, can be told it is taken: offer a reset.
      setEmailTaken(Boolean(known.email) && codeSent !== null);
      if (Object.keys(known).some((field) => field !== 'code')) setCodeSent(null);
      if (other.length > 0) setFormError(other.join(' '));
    } else {
      setFormError(errorMessage(intl, error));
    }
    shake();
  };

  const loginLink = `/auth/login${redirect ? `?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : ''}`;

  return (
    <Stack gap="lg" maxWidth="md" marginX="auto">
      <PageMeta
        title={intl.formatMessage({
          id: type === 'PARTNER' ? 'auth.register.partner.title' : 'auth.register.title',
        })}
      />
      <Heading level={1}>
        {intl.formatMessage({
          id: type === 'PARTNER' ? 'auth.register.partner.heading' : 'auth.register.heading',
        })}
      </Heading>
      {codeSent ? (
        <Card padding="lg">
          <Form
            shake={shaking}
            onSubmit={onSubmitCode}
            aria-label={intl.formatMessage({ id: 'auth.register.code.heading' })}
          >
            <Stack gap="md">
              <Heading level={2}>{intl.formatMessage({ id: 'auth.register.code.heading' })}</Heading>
              <Text>{intl.formatMessage({ id: 'verify.codeSentTo' }, { to: codeSent.sent_to })}</Text>
              <Text tone="muted">{intl.formatMessage({ id: 'auth.register.code.lead' })}</Text>
              {formError ? (
                <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                  {formError}
                </Alert>
              ) : null}
              <CodeInput
                label={intl.formatMessage({ id: 'verify.code.label' })}
                digitLabel={(position, length) =>
                  intl.formatMessage({ id: 'verify.code.digit' }, { position, length })
                }
                value={code}
                onChange={setCode}
                errors={errors.code}
                autoFocus
              />
              <Button type="submit" loading={submitting} fullWidth>
                {intl.formatMessage({ id: 'verify.code.submit' })}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={resendIn > 0 || submitting}
                onClick={() => void sendCode()}
              >
                {resendIn > 0
                  ? intl.formatMessage({ id: 'verify.code.resendIn' }, { seconds: resendIn })
                  : intl.formatMessage({ id: 'verify.code.resend' })}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setCodeSent(null);
                  setErrors({});
                  setFormError(null);
                }}
              >
                {intl.formatMessage({ id: 'auth.register.code.changeDetails' })}
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : (
        <Card padding="lg">
          <Form
            shake={shaking}
            onSubmit={onSubmit}
            aria-label={intl.formatMessage({ id: 'auth.register.heading' })}
          >
            <Stack gap="md">
              {formError ? (
                <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                  {formError}
                </Alert>
              ) : null}
              <NameFields
                firstName={values.first_name}
                lastName={values.last_name}
                errors={errors}
                onFirstNameChange={(value) => set('first_name', value)}
                onLastNameChange={(value) => set('last_name', value)}
              />
              <TextField
                label={intl.formatMessage({ id: 'auth.email' })}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={values.email}
                errors={errors.email}
                onChange={(event) => set('email', event.target.value)}
              />
              {emailTaken ? (
                <TextLink asChild>
                  <Link to="/auth/forgot-password">
                    {intl.formatMessage({ id: 'auth.register.resetPassword' })}
                  </Link>
                </TextLink>
              ) : null}
              <TextField
                label={intl.formatMessage({ id: 'auth.password' })}
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={values.password}
                errors={errors.password}
                description={
                  <List>
                    {Object.values(PASSWORD_REQUIREMENT_MESSAGES).map((id) => (
                      <li key={id}>
                        <Text as="span" tone={unmet.has(id) ? 'default' : 'success'}>
                          {intl.formatMessage({ id })}
                          {unmet.has(id) ? null : (
                            <span> {intl.formatMessage({ id: 'auth.password.met' })}</span>
                          )}
                        </Text>
                      </li>
                    ))}
                  </List>
                }
                onChange={(event) => set('password', event.target.value)}
              />
              <TermsAgreement
                checked={values.agree_terms}
                errors={errors.agree_terms}
                onChange={(checked) => set('agree_terms', checked)}
              />
              <Button type="submit" loading={submitting} fullWidth>
                {intl.formatMessage({ id: 'auth.register.submit' })}
              </Button>
            </Stack>
          </Form>
          <Suspense fallback={null}>
            <SocialSignIn type={type} redirect={redirect} />
          </Suspense>
        </Card>
      )}
      <Text tone="muted">
        {intl.formatMessage({ id: 'auth.register.haveAccount' })}{' '}
        <TextLink asChild>
          <Link to={loginLink}>{intl.formatMessage({ id: 'auth.register.loginLink' })}</Link>
        </TextLink>
      </Text>
    </Stack>
  );
}

export default RegisterPage;

export function PartnerRegisterPage() {
  return <RegisterPage type="PARTNER" />;
}
