/**
 * The booking checkout: quote → pet → location → payment option → payment → confirm → book
 * (→ the provider's next action → confirm) → booked. Every API call is an actor that the app
 * injects with `bookingMachine.provide({ actors })`; the defaults only say which one is missing.
 */
import { type ActorRefFrom, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import {
  type BookingContext,
  type QuoteUpdateKind,
  createBookingContext,
  followFirstMissing,
  isFree,
  STEP_STATES,
  isReady,
  isSessionOverAt,
  missingField,
  toBookingError,
  withQuote,
} from './bookingContext';
import type {
  ApplyPromoInput,
  BookInput,
  BookOutput,
  BookingErrorCode,
  BookingEvent,
  BookingMachineInput,
  BookingMachineOutput,
  BookingQuote,
  ConfirmBookingInput,
  ConfirmBookingOutput,
  CreateQuoteInput,
  FetchQuoteInput,
  UpdateQuotePaymentMethodInput,
  UpdateQuotePetInput,
} from './bookingTypes';
import { clampStep, secondsLeft } from '@pawcall/domain';

/** Background quote updates run as children with these ids; a newer choice replaces the running one. */
const QUOTE_UPDATE_IDS = {
  pet: 'updateQuotePet',
  paymentMethod: 'updateQuotePaymentMethod',
  promo: 'applyPromo',
} as const satisfies Record<QuoteUpdateKind, string>;
type QuoteUpdateId = (typeof QUOTE_UPDATE_IDS)[QuoteUpdateKind];

/** How the machine hears back from a background quote update (xstate's own event names). */
type QuoteUpdateEvent =
  | { type: `xstate.done.actor.${QuoteUpdateId}`; output: BookingQuote }
  | { type: `xstate.error.actor.${QuoteUpdateId}`; error: unknown };

export type BookingMachineEvent = BookingEvent | QuoteUpdateEvent;

/** The message names the actor and how to supply it, so a missing injection is fixed in one read. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `bookingMachine: actor "${name}" not provided. Inject it with bookingMachine.provide({ actors: { ${name} } }).`,
    );
  });
}

/** Sends `tick` every second while the client is choosing; stops when the checkout is left. */
export const countdownActor = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'tick', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/**
 * A fresh quote must carry the client's pet and card (and promo, after a new slot), because the
 * price and taxes depend on them and the quote may have been made before they were chosen.
 */
function updatesAfterNewQuote(context: BookingContext, reapplyPromo: boolean): QuoteUpdateKind[] {
  const quote = context.quote;
  if (quote === null) return [];
  const kinds: QuoteUpdateKind[] = [];
  if (context.petUuid !== null && context.petUuid !== quote.pet?.uuid) kinds.push('pet');
  if (context.paymentMethodUuid !== null && context.paymentMethodUuid !== quote.payment_method?.uuid) {
    kinds.push('paymentMethod');
  }
  if (reapplyPromo && context.promoCode) kinds.push('promo');
  return kinds;
}

function kindOfUpdate(eventType: string): QuoteUpdateKind {
  if (eventType.endsWith(QUOTE_UPDATE_IDS.pet)) return 'pet';
  if (eventType.endsWith(QUOTE_UPDATE_IDS.paymentMethod)) return 'paymentMethod';
  return 'promo';
}

/** The parts of an actor's answer the shared transitions below read. */
type QuoteDone = { context: BookingContext; event: { output: BookingQuote } };
type CallFailed = { event: { error: unknown } };

/** Stores a new quote (loaded, or made for a new slot), then moves the client's choices onto it. */
function storeQuoteActions(reapplyPromo: boolean) {
  return [
    { type: 'storeQuote', params: ({ event }: QuoteDone) => ({ quote: event.output }) },
    {
      type: 'startQuoteUpdates',
      params: ({ context }: QuoteDone) => ({ kinds: updatesAfterNewQuote(context, reapplyPromo) }),
    },
  ] as const;
}
const storeQuote = storeQuoteActions(false);
const storeQuoteWithPromo = storeQuoteActions(true);

const rememberError = {
  type: 'rememberError',
  params: ({ event }: CallFailed) => ({ error: event.error }),
} as const;

function errorIs(code: BookingErrorCode) {
  return { type: 'isErrorCode', params: ({ event }: CallFailed) => ({ error: event.error, code }) } as const;
}

/** How the booking calls (book, then confirm after 3-D Secure) fail; both fail the same ways. */
const bookCallFailed = [
  { guard: errorIs('SLOT_UNAVAILABLE'), target: 'slotUnavailable', actions: rememberError },
  { guard: errorIs('PAYMENT_DECLINED'), target: 'checkout.payment', actions: rememberError },
  { guard: errorIs('SESSION_EXPIRED'), target: 'expired', actions: [rememberError, 'expireSession'] },
  // Anything else (validation, network, unknown): back to confirm with every choice kept.
  { target: 'checkout.confirm', actions: rememberError },
] as const;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingMachineEvent,
    input: {} as BookingMachineInput,
    output: {} as BookingMachineOutput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  actors: {
    fetchQuote: notProvided<BookingQuote, FetchQuoteInput>('fetchQuote'),
    updateQuotePet: notProvided<BookingQuote, UpdateQuotePetInput>('updateQuotePet'),
    updateQuotePaymentMethod: notProvided<BookingQuote, UpdateQuotePaymentMethodInput>(
      'updateQuotePaymentMethod',
    ),
    applyPromo: notProvided<BookingQuote, ApplyPromoInput>('applyPromo'),
    book: notProvided<BookOutput, BookInput>('book'),
    confirmBooking: notProvided<ConfirmBookingOutput, ConfirmBookingInput>('confirmBooking'),
    createQuote: notProvided<BookingQuote, CreateQuoteInput>('createQuote'),
    countdown: countdownActor,
  },
  guards: {
    isReady: ({ context }) => isReady(context),
    isFree: ({ context }) => isFree(context),
    isStep: (_, params: { requested: number; step: number }) => params.requested === params.step,
    isQuoteExpired: ({ context }, params: { quote: BookingQuote }) =>
      // A quote without expires_at gets a fresh session, so only a stated past expiry counts.
      params.quote.expires_at !== null && isSessionOverAt(params.quote.expires_at, context.now),
    isSessionOver: ({ context }, params: { now: number }) => isSessionOverAt(context.expiresAt, params.now),
    isErrorCode: (_, params: { error: unknown; code: BookingErrorCode }) =>
      toBookingError(params.error).code === params.code,
    isRequiresAction: (_, params: { output: BookOutput }) => params.output.kind === 'requiresAction',
  },
  actions: {
    setStep: assign((_, params: { step: number }) => ({ step: params.step })),
    storeQuote: assign(({ context }, params: { quote: BookingQuote }) => ({
      ...withQuote(context, params.quote, context.now),
      error: null,
    })),
    /** Stops a running update of the same kind first, so a late answer for an old choice is never applied. */
    startQuoteUpdates: enqueueActions(({ context, enqueue }, params: { kinds: QuoteUpdateKind[] }) => {
      const quoteUuid = context.quoteUuid;
      const started: QuoteUpdateKind[] = [];
      for (const kind of params.kinds) {
        const id = QUOTE_UPDATE_IDS[kind];
        if (kind === 'pet' && context.petUuid !== null) {
          enqueue.stopChild(id);
          enqueue.spawnChild('updateQuotePet', { id, input: { quoteUuid, petUuid: context.petUuid } });
          started.push(kind);
        } else if (kind === 'paymentMethod' && context.paymentMethodUuid !== null) {
          enqueue.stopChild(id);
          enqueue.spawnChild('updateQuotePaymentMethod', {
            id,
            input: { quoteUuid, paymentMethodUuid: context.paymentMethodUuid },
          });
          started.push(kind);
        } else if (kind === 'promo' && context.promoCode) {
          enqueue.stopChild(id);
          enqueue.spawnChild('applyPromo', { id, input: { quoteUuid, code: context.promoCode } });
          started.push(kind);
        }
      }
      if (started.length === 0) return;
      enqueue.assign({
        pendingQuoteUpdates: [
          ...context.pendingQuoteUpdates.filter((kind) => !started.includes(kind)),
          ...started,
        ],
      });
    }),
    quoteUpdated: assign(({ context }, params: { kind: QuoteUpdateKind; quote: BookingQuote }) => {
      const pendingQuoteUpdates = context.pendingQuoteUpdates.filter((kind) => kind !== params.kind);
      // An answer about a quote the client has left (a taken slot was replaced) must not bring it back.
      if (params.quote.uuid !== context.quoteUuid) return { pendingQuoteUpdates };
      return {
        // Keep the session end the client has been shown: an update changes the price, not the hold.
        quote: { ...params.quote, expires_at: context.quote?.expires_at ?? params.quote.expires_at },
        pendingQuoteUpdates,
        ...(params.kind === 'promo' ? { promoError: null } : {}),
      };
    }),
    quoteUpdateFailed: assign(({ context }, params: { kind: QuoteUpdateKind; error: unknown }) => {
      const pendingQuoteUpdates = context.pendingQuoteUpdates.filter((kind) => kind !== params.kind);
      const error = toBookingError(params.error);
      if (params.kind === 'promo') return { pendingQuoteUpdates, promoError: error, promoCode: null };
      return { pendingQuoteUpdates, error };
    }),
    selectPet: assign(({ context }, params: { petUuid: string }) => {
      const next = { ...context, petUuid: params.petUuid };
      return { petUuid: params.petUuid, firstMissing: followFirstMissing(next) };
    }),
    changeConcerns: assign(({ context }, params: { concerns: string[] }) => {
      const next = { ...context, concerns: [...params.concerns] };
      return { concerns: next.concerns, firstMissing: followFirstMissing(next) };
    }),
    changeDescription: assign(({ context }, params: { description: string }) => {
      const next = { ...context, description: params.description };
      return { description: params.description, firstMissing: followFirstMissing(next) };
    }),
    changeLocation: assign((_, params: { location: BookingContext['location'] }) => ({
      location: params.location,
    })),
    selectPaymentOption: assign((_, params: { option: BookingContext['paymentOption'] }) => ({
      paymentOption: params.option,
    })),
    selectPaymentMethod: assign(({ context }, params: { paymentMethodUuid: string }) => {
      const next = { ...context, paymentMethodUuid: params.paymentMethodUuid };
      return {
        paymentMethodUuid: params.paymentMethodUuid,
        firstMissing: followFirstMissing(next),
        // Choosing another card answers "unable to charge your card"; other errors stay.
        error: context.error?.code === 'PAYMENT_DECLINED' ? null : context.error,
      };
    }),
    rememberPromo: assign((_, params: { code: string }) => ({
      promoCode: params.code.trim(),
      promoError: null,
    })),
    updateSecondsLeft: assign(({ context }, params: { now: number }) => ({
      secondsLeft: secondsLeft(context.expiresAt, params.now),
      now: params.now,
    })),
    /**
     * A client event that leaves the checkout (where the countdown keeps the time) says when it
     * happened; an app that does not say gets the clock, read here and never in a guard.
     */
    rememberNow: assign((_, params: { now: number | undefined }) => ({ now: params.now ?? Date.now() })),
    reportFirstMissing: assign(({ context }) => ({ firstMissing: missingField(context) })),
    startSubmit: assign({ firstMissing: null, error: null, paymentIntent: null }),
    rememberError: assign((_, params: { error: unknown }) => ({ error: toBookingError(params.error) })),
    rememberPaymentIntent: assign((_, params: { output: BookOutput }) =>
      params.output.kind === 'requiresAction'
        ? {
            paymentIntent: {
              paymentIntentId: params.output.paymentIntentId,
              clientSecret: params.output.clientSecret,
            },
          }
        : {},
    ),
    actionFailed: assign((_, params: { message: string | undefined }) => ({
      error: { code: 'PAYMENT_DECLINED' as const, ...(params.message ? { message: params.message } : {}) },
      paymentIntent: null,
    })),
    rememberReference: assign((_, params: { referenceId: string }) => ({
      referenceId: params.referenceId,
      paymentIntent: null,
      error: null,
    })),
    expireSession: assign({ secondsLeft: 0 }),
    restart: assign(({ context }, params: { quoteUuid: string | undefined; now: number | undefined }) => ({
      quoteUuid: params.quoteUuid ?? context.quoteUuid,
      now: params.now ?? Date.now(),
      // Come back to the step the client was on; every choice stays.
      initialStep: context.step,
      error: null,
      firstMissing: null,
      paymentIntent: null,
    })),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => createBookingContext(input),
  output: ({ context }) => ({ referenceId: context.referenceId ?? '' }),
  initial: 'loadingQuote',
  // Answers of background quote updates can arrive in any state, even after the checkout is left.
  on: {
    'xstate.done.actor.updateQuotePet': {
      actions: {
        type: 'quoteUpdated',
        params: ({ event }) => ({ kind: 'pet' as const, quote: event.output }),
      },
    },
    'xstate.done.actor.updateQuotePaymentMethod': {
      actions: {
        type: 'quoteUpdated',
        params: ({ event }) => ({ kind: 'paymentMethod' as const, quote: event.output }),
      },
    },
    'xstate.done.actor.applyPromo': {
      actions: {
        type: 'quoteUpdated',
        params: ({ event }) => ({ kind: 'promo' as const, quote: event.output }),
      },
    },
    'xstate.error.actor.updateQuotePet': {
      actions: {
        type: 'quoteUpdateFailed',
        params: ({ event }) => ({ kind: kindOfUpdate(event.type), error: event.error }),
      },
    },
    'xstate.error.actor.updateQuotePaymentMethod': {
      actions: {
        type: 'quoteUpdateFailed',
        params: ({ event }) => ({ kind: kindOfUpdate(event.type), error: event.error }),
      },
    },
    'xstate.error.actor.applyPromo': {
      actions: {
        type: 'quoteUpdateFailed',
        params: ({ event }) => ({ kind: kindOfUpdate(event.type), error: event.error }),
      },
    },
  },
  states: {
    loadingQuote: {
      tags: ['loading'],
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => ({ quoteUuid: context.quoteUuid }),
        onDone: [
          {
            guard: { type: 'isQuoteExpired', params: ({ event }) => ({ quote: event.output }) },
            target: 'expired',
            actions: [
              { type: 'storeQuote', params: ({ event }) => ({ quote: event.output }) },
              'expireSession',
            ],
          },
          // Then the step the route asked for.
          ...STEP_STATES.slice(0, -1).map((state, index) => ({
            guard: {
              type: 'isStep' as const,
              params: ({ context }: { context: BookingContext }) => ({
                requested: context.initialStep,
                step: index + 1,
              }),
            },
            target: `checkout.${state}`,
            actions: storeQuote,
          })),
          { target: 'checkout.confirm', actions: storeQuote },
        ],
        onError: {
          target: 'quoteError',
          actions: rememberError,
        },
      },
    },

    /** "There was an error loading your quote - please try again or contact support." */
    quoteError: {
      tags: ['error'],
      on: {
        'booking.restart': {
          target: 'loadingQuote',
          actions: {
            type: 'restart',
            params: ({ event }) => ({ quoteUuid: event.quoteUuid, now: event.now }),
          },
        },
      },
    },

    checkout: {
      invoke: { src: 'countdown' },
      on: {
        tick: [
          {
            guard: { type: 'isSessionOver', params: ({ event }) => ({ now: event.now }) },
            target: 'expired',
            actions: 'expireSession',
          },
          { actions: { type: 'updateSecondsLeft', params: ({ event }) => ({ now: event.now }) } },
        ],
        // Choices are accepted on any step: the confirm page edits them in place.
        'pet.select': {
          actions: [
            { type: 'selectPet', params: ({ event }) => ({ petUuid: event.petUuid }) },
            { type: 'startQuoteUpdates', params: { kinds: ['pet'] } },
          ],
        },
        'concerns.change': {
          actions: { type: 'changeConcerns', params: ({ event }) => ({ concerns: event.concerns }) },
        },
        'description.change': {
          actions: { type: 'changeDescription', params: ({ event }) => ({ description: event.description }) },
        },
        'location.change': {
          actions: { type: 'changeLocation', params: ({ event }) => ({ location: event.location }) },
        },
        'paymentOption.select': {
          actions: { type: 'selectPaymentOption', params: ({ event }) => ({ option: event.option }) },
        },
        'paymentMethod.select': {
          actions: [
            {
              type: 'selectPaymentMethod',
              params: ({ event }) => ({ paymentMethodUuid: event.paymentMethodUuid }),
            },
            { type: 'startQuoteUpdates', params: { kinds: ['paymentMethod'] } },
          ],
        },
        'promo.apply': {
          actions: [
            { type: 'rememberPromo', params: ({ event }) => ({ code: event.code }) },
            { type: 'startQuoteUpdates', params: { kinds: ['promo'] } },
          ],
        },
        'step.goto': [
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 1 }) },
            target: '.pet',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 2 }) },
            target: '.location',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 3 }) },
            target: '.paymentOption',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 4 }) },
            target: '.payment',
          },
          { target: '.confirm' },
        ],
      },
      initial: 'pet',
      states: {
        pet: {
          entry: { type: 'setStep', params: { step: 1 } },
          on: { 'step.next': 'location' },
        },
        location: {
          entry: { type: 'setStep', params: { step: 2 } },
          on: { 'step.next': 'paymentOption', 'step.back': 'pet' },
        },
        paymentOption: {
          entry: { type: 'setStep', params: { step: 3 } },
          on: {
            // A free appointment needs no card, so the card step is skipped.
            'step.next': [{ guard: 'isFree', target: 'confirm' }, { target: 'payment' }],
            'step.back': 'location',
          },
        },
        payment: {
          entry: { type: 'setStep', params: { step: 4 } },
          on: { 'step.next': 'confirm', 'step.back': 'paymentOption' },
        },
        confirm: {
          entry: { type: 'setStep', params: { step: 5 } },
          on: {
            'step.back': [{ guard: 'isFree', target: 'paymentOption' }, { target: 'payment' }],
            'payment.submit': [
              { guard: 'isReady', target: '#booking.submitting', actions: 'startSubmit' },
              // Not ready: stay, and name the field so the app can show it and shake the form.
              { actions: 'reportFirstMissing' },
            ],
          },
        },
      },
    },

    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'book',
        input: ({ context }) => ({
          paymentOption: context.paymentOption,
          payload: {
            pet_uuid: context.petUuid ?? '',
            // A free booking may still carry a card the client chose; without one it sends null.
            payment_method_uuid: context.paymentMethodUuid,
            quote_uuid: context.quoteUuid,
            concerns: [...context.concerns],
            description: context.description.trim(),
          },
        }),
        onDone: [
          {
            guard: { type: 'isRequiresAction', params: ({ event }) => ({ output: event.output }) },
            target: 'requiresAction',
            actions: { type: 'rememberPaymentIntent', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'booked',
            actions: {
              type: 'rememberReference',
              params: ({ event }) => ({
                referenceId: event.output.kind === 'booked' ? event.output.referenceId : '',
              }),
            },
          },
        ],
        onError: bookCallFailed,
      },
    },

    /** The app runs the payment provider's next action (3-D Secure) with context.paymentIntent. */
    requiresAction: {
      tags: ['submitting'],
      on: {
        'payment.actionCompleted': 'confirming',
        'payment.actionFailed': {
          target: 'checkout.payment',
          actions: { type: 'actionFailed', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },

    confirming: {
      tags: ['submitting'],
      invoke: {
        src: 'confirmBooking',
        input: ({ context, event }) => ({
          quoteUuid: context.quoteUuid,
          paymentIntentId:
            (event.type === 'payment.actionCompleted' ? event.paymentIntentId : undefined) ??
            context.paymentIntent?.paymentIntentId ??
            '',
        }),
        onDone: {
          target: 'booked',
          actions: {
            type: 'rememberReference',
            params: ({ event }) => ({ referenceId: event.output.referenceId }),
          },
        },
        onError: bookCallFailed,
      },
    },

    /** "This time slot is no longer available, but your other choices are saved." */
    slotUnavailable: {
      tags: ['error'],
      on: {
        'slot.select': {
          target: 'creatingQuote',
          actions: { type: 'rememberNow', params: ({ event }) => ({ now: event.now }) },
        },
      },
    },

    creatingQuote: {
      tags: ['loading'],
      invoke: {
        src: 'createQuote',
        input: ({ context, event }) => ({
          partnerUuid: context.quote?.partner.uuid ?? '',
          start_at: event.type === 'slot.select' ? event.start_at : '',
          end_at: event.type === 'slot.select' ? event.end_at : '',
          pet_uuid: context.petUuid,
        }),
        // A new slot's quote also carries the promo the client had applied to the old one.
        onDone: { target: 'checkout.confirm', actions: storeQuoteWithPromo },
        onError: {
          // That slot may be gone too: the client picks again.
          target: 'slotUnavailable',
          actions: rememberError,
        },
      },
    },

    /** "Your booking session has expired". Only booking.restart leaves it. */
    expired: {
      tags: ['error'],
      on: {
        'booking.restart': {
          target: 'loadingQuote',
          actions: {
            type: 'restart',
            params: ({ event }) => ({ quoteUuid: event.quoteUuid, now: event.now }),
          },
        },
      },
    },

    booked: { type: 'final' },
  },
});

export type BookingMachine = typeof bookingMachine;
export type BookingActorRef = ActorRefFrom<BookingMachine>;
