import { useQuote } from '@pawcall/api-client';
import { BOOKING_STEPS, isFreeTotal, segmentFromStep, stepFromSegment } from '@pawcall/domain';
import { Alert, Button, Countdown, Heading, Spinner, Stack, Stepper, TextLink } from '@pawcall/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { provideBookingMachine } from './bookingActors';
import { BookingMachineContext, useBookingActor, useBookingSelector } from './BookingMachineContext';
import { useBookingPayments } from './payments/useBookingPayments';
import { SlotTaken } from './SlotTaken';
import { ConfirmStep } from './steps/ConfirmStep';
import { LocationStep } from './steps/LocationStep';
import { PaymentOptionStep } from './steps/PaymentOptionStep';
import { PaymentStep } from './steps/PaymentStep';
import { PetStep } from './steps/PetStep';

/** Keeps /cx/book/{quote uuid}/{step} and the machine's step in step, both ways. */
function useStepInUrl() {
  const actor = useBookingActor();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { step: urlStep } = useParams();
  const step = useBookingSelector((s) => s.context.step);
  const quoteUuid = useBookingSelector((s) => s.context.quoteUuid);
  const inCheckout = useBookingSelector((s) => s.matches('checkout'));

  // The machine moved (Continue, Back, a new quote): show it in the address bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move of the machine navigates.
  useEffect(() => {
    if (!inCheckout) return;
    const target = `/cx/book/${quoteUuid}/${segmentFromStep(step)}`;
    if (pathname === target) return;
    // The first step shown and a new quote replace the entry; moving between steps adds one.
    const replace = urlStep == null || !pathname.startsWith(`/cx/book/${quoteUuid}/`);
    void navigate(target, { replace });
  }, [inCheckout, step, quoteUuid]);

  // The address bar moved (browser back and forward): move the machine.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move of the URL sends.
  useEffect(() => {
    if (!inCheckout) return;
    const requested = stepFromSegment(urlStep);
    if (requested != null && requested !== step) actor.send({ type: 'step.goto', step: requested });
  }, [urlStep]);
}

function BookingFlow() {
  const intl = useIntl();
  const navigate = useNavigate();
  const actor = useBookingActor();
  useStepInUrl();
  const value = useBookingSelector((s) => s.value);
  const step = useBookingSelector((s) => s.context.step);
  const quoteUuid = useBookingSelector((s) => s.context.quoteUuid);
  const secondsLeft = useBookingSelector((s) => s.context.secondsLeft);
  const free = useBookingSelector((s) => isFreeTotal(s.context.quote?.total));
  const referenceId = useBookingSelector((s) => s.context.referenceId);
  const quote = useQuote(quoteUuid);
  // Read at the start of the flow, so the payment step and the card check are ready when needed.
  const PaymentAction = useBookingPayments().data?.PaymentAction;
  const state = typeof value === 'string' ? value : `checkout.${(value as { checkout: string }).checkout}`;

  useEffect(() => {
    if (state === 'booked' && referenceId) void navigate(`/cx/book/${referenceId}`, { replace: true });
  }, [state, referenceId, navigate]);

  const stepLabels = {
    pet: intl.formatMessage({ id: 'booking.step.pet' }),
    location: intl.formatMessage({ id: 'booking.step.location' }),
    'payment-option': intl.formatMessage({ id: 'booking.step.paymentOption' }),
    payment: intl.formatMessage({ id: 'booking.step.payment' }),
    confirm: intl.formatMessage({ id: 'booking.step.confirm' }),
  };
  // A free appointment skips the card step, so the stepper leaves it out.
  const steps = BOOKING_STEPS.filter((segment) => !(free && segment === 'payment')).map((segment) => ({
    id: segment,
    label: stepLabels[segment],
  }));
  const showCheckout =
    state.startsWith('checkout.') ||
    state === 'submitting' ||
    state === 'requiresAction' ||
    state === 'confirming';
  const restartTo = quote.data ? `/p/${quote.data.partner.uri_slug}` : '/gs';

  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'booking.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'booking.heading' })}</Heading>
      {showCheckout ? (
        <>
          <Countdown
            secondsLeft={secondsLeft}
            label={intl.formatMessage({ id: 'booking.countdown.label' })}
            announce={(minutes) => intl.formatMessage({ id: 'booking.countdown.announce' }, { minutes })}
          />
          <Stepper
            steps={steps}
            current={segmentFromStep(step)}
            label={intl.formatMessage({ id: 'booking.steps.label' })}
            completedLabel={intl.formatMessage({ id: 'booking.steps.completed' })}
            onStepSelect={(id) =>
              actor.send({
                type: 'step.goto',
                step: BOOKING_STEPS.indexOf(id as (typeof BOOKING_STEPS)[number]) + 1,
              })
            }
          />
        </>
      ) : null}
      {state === 'loadingQuote' || state === 'booked' ? (
        <Spinner label={intl.formatMessage({ id: 'booking.loading' })} />
      ) : state === 'quoteError' ? (
        <Stack gap="md" align="flex-start">
          <Alert tone="error">{intl.formatMessage({ id: 'booking.error.quoteLoad' })}</Alert>
          <Button onClick={() => actor.send({ type: 'booking.restart', now: Date.now() })}>
            {intl.formatMessage({ id: 'error.connection.tryAgain' })}
          </Button>
        </Stack>
      ) : state === 'expired' ? (
        <Stack gap="md" align="flex-start">
          <Alert tone="error" title={intl.formatMessage({ id: 'booking.error.expired' })}>
            {intl.formatMessage({ id: 'booking.expired.body' })}
          </Alert>
          <TextLink asChild>
            <Link to={restartTo}>{intl.formatMessage({ id: 'booking.expired.restart' })}</Link>
          </TextLink>
        </Stack>
      ) : state === 'slotUnavailable' || state === 'creatingQuote' ? (
        <SlotTaken />
      ) : state === 'checkout.pet' ? (
        <PetStep />
      ) : state === 'checkout.location' ? (
        <LocationStep />
      ) : state === 'checkout.paymentOption' ? (
        <PaymentOptionStep />
      ) : state === 'checkout.payment' ? (
        <PaymentStep />
      ) : (
        <ConfirmStep />
      )}
      {PaymentAction ? <PaymentAction /> : null}
    </Stack>
  );
}

/** /cx/book/{quote uuid}/{step?}: the booking flow, bound to bookingMachine. */
export function BookingPage() {
  const { id = '', step } = useParams();
  const services = useServices();
  const viewer = useViewer();
  const [logic] = useState(() => provideBookingMachine(services.clients, services.queryClient, viewer));
  const [input] = useState(() => {
    const address = viewer?.profile_address;
    return {
      quoteUuid: id,
      step: step ?? null,
      // The machine times the quote's session from here until its countdown ticks.
      now: Date.now(),
      // The client's own address is the likely location of the pet; they can change it.
      draft: address
        ? { location: { country: address.country, province: address.province, city: address.city } }
        : {},
    };
  });
  return (
    <BookingMachineContext.Provider logic={logic} options={{ input }}>
      <BookingFlow />
    </BookingMachineContext.Provider>
  );
}

export default BookingPage;
