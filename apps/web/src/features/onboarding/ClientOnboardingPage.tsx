import { api, type User } from '@pawcall/api-client';
import { isValidAddress } from '@pawcall/domain';
import {
  CLIENT_ONBOARDING_SEGMENTS,
  CLIENT_ONBOARDING_STEPS,
  type ClientOnboardingStep,
} from '@pawcall/machines';
import { Alert, Button, Card, Heading, Spinner, Stack, Text } from '@pawcall/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { defaultPathFor } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { AddressForm } from '../../shared/AddressForm';
import { CodeVerification } from '../../shared/CodeVerification';
import { BillingDetailsForm, useBillingDetails } from '../../shared/payments/BillingDetailsFields';
import { useAddCardForm } from '../../shared/payments/selectAddCard';
import { PetForm } from '../../shared/PetForm';
import { AccountMessages } from '../../i18n/FeatureMessages';
import {
  ClientOnboardingMachineContext,
  useClientOnboardingActor,
  useClientOnboardingSelector,
} from './ClientOnboardingMachineContext';
import { provideClientOnboardingMachine } from './clientOnboardingActors';

/**
 * /cx/welcome/{step}: client onboarding bound to clientOnboardingMachine. The machine decides the
 * step (the first with something missing); the URL follows it. Activation makes the client ACTIVE
 * and the route guards take them to their default path (the dashboard). Every step saves to the
 * server as it goes, so a reload resumes at the first step still missing. The card step's strings
 * (billing details) live in the account catalogue.
 */
export function ClientOnboardingPage() {
  return (
    <AccountMessages>
      <ClientOnboardingFlow />
    </AccountMessages>
  );
}

/** The machine starts at the first step with something missing, or the route's step if it is earlier. */
function ClientOnboardingFlow() {
  const services = useServices();
  const viewer = useViewer() as User;
  const { step: segment } = useParams();
  const [logic] = useState(() =>
    provideClientOnboardingMachine(services.clients, (user) => services.session.updateUser(user)),
  );
  const input = {
    emailVerified: viewer.email_verified,
    hasPet: (viewer.pets ?? []).length > 0,
    phoneVerified: viewer.phone?.is_verified === true,
    hasPaymentMethod: (viewer.payment_methods ?? []).length > 0,
    hasValidAddress: isValidAddress(viewer.profile_address),
    requestedStep: segment
      ? (CLIENT_ONBOARDING_STEPS.find((step) => CLIENT_ONBOARDING_SEGMENTS[step] === segment) ?? null)
      : null,
  };
  return (
    <ClientOnboardingMachineContext.Provider logic={logic} options={{ input }}>
      <ClientOnboardingSteps />
    </ClientOnboardingMachineContext.Provider>
  );
}

function ClientOnboardingSteps() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const { send } = useClientOnboardingActor();
  const value = useClientOnboardingSelector((state) => state.value);
  const finished = useClientOnboardingSelector((state) => state.status === 'done');
  const error = useClientOnboardingSelector((state) => state.context.error);
  const submitting = useClientOnboardingSelector((state) => state.hasTag('submitting'));
  const step = (typeof value === 'string' ? value : 'welcome') as
    | ClientOnboardingStep
    | 'activating'
    | 'active'
    | 'start';
  const shownStep: ClientOnboardingStep =
    step === 'activating' || step === 'active' || step === 'start' ? 'activate' : step;

  useEffect(() => {
    const segment = CLIENT_ONBOARDING_SEGMENTS[shownStep];
    navigate(`/cx/welcome${segment ? `/${segment}` : ''}`, { replace: true });
  }, [shownStep, navigate]);

  useEffect(() => {
    if (finished)
      navigate(defaultPathFor(services.session.getSnapshot().session?.user ?? null), { replace: true });
  }, [finished, navigate, services]);

  const updateUser = (user: User) => services.session.updateUser(user);
  const refreshProfile = async () => updateUser(await api.getProfile(services.clients));
  const stepNumber = ['welcome', 'pet', 'phone', 'payment', 'location', 'activate'].indexOf(shownStep) + 1;
  const title = intl.formatMessage({
    id: `onboarding.client.${shownStep}.title` as 'onboarding.client.welcome.title',
  });

  return (
    <Stack gap="lg" maxWidth="lg" marginX="auto">
      <PageMeta title={title} />
      <Text tone="muted">
        {intl.formatMessage({ id: 'onboarding.stepOf' }, { step: stepNumber, count: 6 })}
      </Text>
      <Heading level={1}>{title}</Heading>
      <Card padding="lg">
        {shownStep === 'welcome' ? (
          <Stack gap="md">
            <Text tone="muted">
              {intl.formatMessage({ id: 'onboarding.client.welcome.lead' }, { name: viewer.first_name })}
            </Text>
            <Heading level={2}>{intl.formatMessage({ id: 'verify.email.heading' })}</Heading>
            <CodeVerification
              channel="EMAIL"
              codeAlreadySent
              onVerified={(user) => {
                updateUser(user);
                send({ type: 'email.verified' });
              }}
            />
          </Stack>
        ) : null}
        {shownStep === 'pet' ? (
          <PetForm
            pet={null}
            label={intl.formatMessage({ id: 'pet.form.heading' })}
            requireDetails
            onSaved={async () => {
              await refreshProfile();
              send({ type: 'pet.saved' });
            }}
            onBack={() => send({ type: 'step.back' })}
          />
        ) : null}
        {shownStep === 'phone' ? (
          <Stack gap="md">
            <Text tone="muted">{intl.formatMessage({ id: 'onboarding.client.phone.lead' })}</Text>
            <CodeVerification
              channel="PHONE"
              onVerified={(user) => {
                updateUser(user);
                send({ type: 'phone.verified' });
              }}
            />
          </Stack>
        ) : null}
        {shownStep === 'payment' ? (
          <PaymentStep
            viewer={viewer}
            onSaved={async () => {
              await refreshProfile();
              send({ type: 'payment.saved' });
            }}
            onSkip={() => send({ type: 'payment.skip' })}
          />
        ) : null}
        {shownStep === 'location' ? (
          <AddressForm
            initial={viewer.profile_address ?? null}
            onSaved={async () => {
              await refreshProfile();
              send({ type: 'address.saved' });
            }}
          />
        ) : null}
        {shownStep === 'activate' ? (
          <Stack gap="md">
            <Text tone="muted">{intl.formatMessage({ id: 'onboarding.client.activate.lead' })}</Text>
            {error ? (
              <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                {error.message ?? intl.formatMessage({ id: 'error.generic' })}
              </Alert>
            ) : null}
            <Button loading={submitting} onClick={() => send({ type: 'activate.submit' })}>
              {intl.formatMessage({ id: 'onboarding.client.activate.submit' })}
            </Button>
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}

/**
 * The card, as on the billing page: the billing details the spec requires, then the server's
 * payment provider's own card form (local test cards, or Stripe's card element). Optional.
 */
function PaymentStep({
  viewer,
  onSaved,
  onSkip,
}: {
  viewer: User;
  onSaved: () => Promise<void>;
  onSkip: () => void;
}) {
  const intl = useIntl();
  const addCard = useAddCardForm();
  const billing = useBillingDetails(viewer);
  const AddCard = addCard.data;
  return (
    <Stack gap="md">
      <Text tone="muted">{intl.formatMessage({ id: 'onboarding.client.payment.lead' })}</Text>
      <BillingDetailsForm billing={billing} />
      <Heading level={2}>{intl.formatMessage({ id: 'billing.add.card' })}</Heading>
      {addCard.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {intl.formatMessage({ id: 'error.generic' })}
        </Alert>
      ) : AddCard ? (
        <AddCard
          currency={billing.currency}
          beforeSubmit={billing.check}
          billingDetails={billing.trimmed}
          submitLabel={intl.formatMessage({ id: 'billing.add.submit' })}
          onAdded={() => void onSaved()}
        />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      <Button variant="ghost" onClick={onSkip}>
        {intl.formatMessage({ id: 'onboarding.client.payment.skip' })}
      </Button>
    </Stack>
  );
}

export default ClientOnboardingPage;
