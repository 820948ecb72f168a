import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type StateValue, createActor, fromCallback, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import type { BookingModelEvent } from './bookingModel';
import { bookingMachine } from './bookingMachine';
import { bookingPaths, sampleFreeQuote, samplePaidQuote } from './bookingPaths';
import type {
  ApplyPromoInput,
  BookInput,
  BookOutput,
  BookingError,
  BookingMachineInput,
  BookingQuote,
  ConfirmBookingInput,
  ConfirmBookingOutput,
  CreateQuoteInput,
  FetchQuoteInput,
  UpdateQuotePaymentMethodInput,
  UpdateQuotePetInput,
} from './bookingTypes';

/** A promise the test settles by hand, so each actor answers exactly when the path says so. */
interface Pending<TInput> {
  input: TInput;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Calls = {
  fetchQuote: Pending<FetchQuoteInput>[];
  book: Pending<BookInput>[];
  confirmBooking: Pending<ConfirmBookingInput>[];
  createQuote: Pending<CreateQuoteInput>[];
  updateQuotePet: UpdateQuotePetInput[];
  updateQuotePaymentMethod: UpdateQuotePaymentMethodInput[];
  applyPromo: ApplyPromoInput[];
};

function controlled<TOutput, TInput>(list: Pending<TInput>[]) {
  return fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        list.push({ input, resolve: resolve as (value: unknown) => void, reject });
      }),
  );
}

/**
 * The real machine with every API actor under the test's control. Quote updates answer at once
 * with the current quote plus the change, as the server would.
 */
function startBooking(input: BookingMachineInput = { quoteUuid: samplePaidQuote.uuid }) {
  const calls: Calls = {
    fetchQuote: [],
    book: [],
    confirmBooking: [],
    createQuote: [],
    updateQuotePet: [],
    updateQuotePaymentMethod: [],
    applyPromo: [],
  };
  let latestQuote: BookingQuote | null = null;
  const machine = bookingMachine.provide({
    actors: {
      fetchQuote: controlled<BookingQuote, FetchQuoteInput>(calls.fetchQuote),
      book: controlled<BookOutput, BookInput>(calls.book),
      confirmBooking: controlled<ConfirmBookingOutput, ConfirmBookingInput>(calls.confirmBooking),
      createQuote: controlled<BookingQuote, CreateQuoteInput>(calls.createQuote),
      updateQuotePet: fromPromise<BookingQuote, UpdateQuotePetInput>(async ({ input }) => {
        calls.updateQuotePet.push(input);
        return { ...(latestQuote ?? samplePaidQuote), pet: { uuid: input.petUuid } };
      }),
      updateQuotePaymentMethod: fromPromise<BookingQuote, UpdateQuotePaymentMethodInput>(
        async ({ input }) => {
          calls.updateQuotePaymentMethod.push(input);
          return { ...(latestQuote ?? samplePaidQuote), payment_method: { uuid: input.paymentMethodUuid } };
        },
      ),
      applyPromo: fromPromise<BookingQuote, ApplyPromoInput>(async ({ input }) => {
        calls.applyPromo.push(input);
        return latestQuote ?? samplePaidQuote;
      }),
      // The countdown is driven by explicit tick events in these tests.
      countdown: fromCallback(() => {}),
    },
  });
  const actor = createActor(machine, { input });
  actor.subscribe((snapshot) => {
    latestQuote = snapshot.context.quote;
  });
  actor.start();
  return { actor, calls };
}

/** Lets settled promises reach the machine (actor results arrive as events on later ticks). */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function last<T>(list: readonly T[], name: string): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error(`expected the machine to have called ${name}`);
  return item;
}

/**
 * Plays one abstract model event on the real machine: client events are sent as they are; an
 * outcome event settles the actor the real machine is waiting on in the way that produces it.
 */
async function play(booking: ReturnType<typeof startBooking>, event: BookingModelEvent): Promise<void> {
  const { actor, calls } = booking;
  switch (event.type) {
    case 'quote.loaded':
      last(calls.fetchQuote, 'fetchQuote').resolve(event.quote);
      break;
    case 'quote.failed':
      last(calls.fetchQuote, 'fetchQuote').reject(event.error);
      break;
    case 'book.booked':
      last(calls.book, 'book').resolve({ kind: 'booked', referenceId: event.referenceId });
      break;
    case 'book.requiresAction':
      last(calls.book, 'book').resolve({
        kind: 'requiresAction',
        paymentIntentId: event.paymentIntentId,
        clientSecret: event.clientSecret,
      });
      break;
    case 'book.slotUnavailable':
      last(calls.book, 'book').reject({ code: 'SLOT_UNAVAILABLE' } satisfies BookingError);
      break;
    case 'book.declined':
      last(calls.book, 'book').reject({ code: 'PAYMENT_DECLINED' } satisfies BookingError);
      break;
    case 'book.sessionExpired':
      last(calls.book, 'book').reject({ code: 'SESSION_EXPIRED' } satisfies BookingError);
      break;
    case 'book.failed':
      last(calls.book, 'book').reject(event.error);
      break;
    case 'confirm.done':
      last(calls.confirmBooking, 'confirmBooking').resolve({ referenceId: event.referenceId });
      break;
    case 'confirm.failed':
      last(calls.confirmBooking, 'confirmBooking').reject(event.error);
      break;
    case 'slot.quoted':
      last(calls.createQuote, 'createQuote').resolve(event.quote);
      break;
    case 'slot.failed':
      last(calls.createQuote, 'createQuote').reject(event.error);
      break;
    case 'session.expired': {
      const expiresAt = actor.getSnapshot().context.expiresAt;
      if (expiresAt === null) throw new Error('session.expired before a quote gave the session an end');
      actor.send({ type: 'tick', now: Date.parse(expiresAt) });
      break;
    }
    default:
      actor.send(event);
  }
  await settle();
}

function stateOf(actor: AnyActorRef): StateValue {
  return actor.getSnapshot().value;
}

describe('bookingMachine follows every generated path of its model', () => {
  const plans = planPaths('booking', bookingPaths);

  it('has paths to check', () => {
    // Guards against a traversal change that silently produces nothing to test.
    expect(plans.length).toBeGreaterThanOrEqual(10);
  });

  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const booking = startBooking(bookingPaths.input);
      expect(stateOf(booking.actor)).toEqual(plan.startValue);
      for (const step of plan.steps) {
        await play(booking, step.event as BookingModelEvent);
        expect(stateOf(booking.actor), `after step ${step.number}, ${step.label}`).toEqual(
          step.expectedValue,
        );
        const tags = [...booking.actor.getSnapshot().tags].sort();
        expect(tags, `tags after step ${step.number}`).toEqual(step.expectedTags);
      }
      booking.actor.stop();
    });
  }
});

/** Loads the quote and makes every choice, ending on the confirm step, ready to pay. */
async function readyToPay(quote: BookingQuote = samplePaidQuote) {
  const booking = startBooking({ quoteUuid: quote.uuid, step: 'pet' });
  await play(booking, { type: 'quote.loaded', quote });
  booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
  booking.actor.send({ type: 'concerns.change', concerns: ['VOMITING', 'LETHARGY'] });
  booking.actor.send({ type: 'description.change', description: 'Vomited twice since breakfast' });
  booking.actor.send({
    type: 'location.change',
    location: { country: 'US', province: 'NY', city: 'Albany' },
  });
  booking.actor.send({ type: 'paymentOption.select', option: 'SINGLE' });
  if (quote.total.amount > 0)
    booking.actor.send({ type: 'paymentMethod.select', paymentMethodUuid: 'card-visa' });
  booking.actor.send({ type: 'step.goto', step: 5 });
  await settle();
  expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
  return booking;
}

const choicesOf = (actor: AnyActorRef) => {
  const { petUuid, concerns, description, location, paymentOption, paymentMethodUuid } =
    actor.getSnapshot().context;
  return { petUuid, concerns, description, location, paymentOption, paymentMethodUuid };
};

const allChoices = {
  petUuid: 'pet-rex',
  concerns: ['VOMITING', 'LETHARGY'],
  description: 'Vomited twice since breakfast',
  location: { country: 'US', province: 'NY', city: 'Albany' },
  paymentOption: 'SINGLE',
  paymentMethodUuid: 'card-visa',
};

describe('bookingMachine', () => {
  it('books with the payload of the spec and ends with the reference id', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    expect(last(booking.calls.book, 'book').input).toEqual({
      paymentOption: 'SINGLE',
      payload: {
        pet_uuid: 'pet-rex',
        payment_method_uuid: 'card-visa',
        quote_uuid: samplePaidQuote.uuid,
        concerns: ['VOMITING', 'LETHARGY'],
        description: 'Vomited twice since breakfast',
      },
    });
    await play(booking, { type: 'book.booked', referenceId: 'BK7Q2M9X' });
    expect(booking.actor.getSnapshot().status).toBe('done');
    expect(booking.actor.getSnapshot().output).toEqual({ referenceId: 'BK7Q2M9X' });
  });

  it('keeps pet, concerns, description, card and location when the slot is taken, then books the new slot', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    await play(booking, { type: 'book.slotUnavailable' });
    expect(stateOf(booking.actor)).toBe('slotUnavailable');
    expect(booking.actor.getSnapshot().context.error).toEqual({ code: 'SLOT_UNAVAILABLE' });
    expect(choicesOf(booking.actor)).toEqual(allChoices);

    booking.actor.send({
      type: 'slot.select',
      start_at: '2030-03-14T16:00:00Z',
      end_at: '2030-03-14T16:30:00Z',
    });
    await settle();
    expect(last(booking.calls.createQuote, 'createQuote').input).toEqual({
      partnerUuid: samplePaidQuote.partner.uuid,
      start_at: '2030-03-14T16:00:00Z',
      end_at: '2030-03-14T16:30:00Z',
      pet_uuid: 'pet-rex',
    });
    const newQuote: BookingQuote = {
      ...samplePaidQuote,
      uuid: 'new-slot-quote',
      start_at: '2030-03-14T16:00:00Z',
      end_at: '2030-03-14T16:30:00Z',
      pet: { uuid: 'pet-rex' },
    };
    await play(booking, { type: 'slot.quoted', quote: newQuote });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
    expect(choicesOf(booking.actor)).toEqual(allChoices);
    expect(booking.actor.getSnapshot().context.error).toBeNull();
    // The new quote was made without the card, so the machine puts it on (taxes depend on it).
    expect(booking.calls.updateQuotePaymentMethod.at(-1)).toEqual({
      quoteUuid: 'new-slot-quote',
      paymentMethodUuid: 'card-visa',
    });

    booking.actor.send({ type: 'payment.submit' });
    await settle();
    expect(last(booking.calls.book, 'book').input.payload.quote_uuid).toBe('new-slot-quote');
  });

  it('returns to the payment step with the error and every choice kept when the card is declined', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    last(booking.calls.book, 'book').reject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    await settle();
    expect(stateOf(booking.actor)).toEqual({ checkout: 'payment' });
    expect(booking.actor.getSnapshot().context.step).toBe(4);
    expect(booking.actor.getSnapshot().context.error).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(choicesOf(booking.actor)).toEqual(allChoices);

    // Choosing another card answers the decline.
    booking.actor.send({ type: 'paymentMethod.select', paymentMethodUuid: 'card-mastercard' });
    expect(booking.actor.getSnapshot().context.error).toBeNull();
  });

  it('goes back to the payment step when the provider action fails', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    await play(booking, {
      type: 'book.requiresAction',
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
    });
    expect(booking.actor.getSnapshot().context.paymentIntent).toEqual({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
    });
    booking.actor.send({ type: 'payment.actionFailed', message: 'Authentication failed' });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'payment' });
    expect(booking.actor.getSnapshot().context.error).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Authentication failed',
    });
    expect(choicesOf(booking.actor)).toEqual(allChoices);
  });

  it('confirms with the payment intent after the provider action', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    await play(booking, {
      type: 'book.requiresAction',
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
    });
    booking.actor.send({ type: 'payment.actionCompleted' });
    await settle();
    expect(last(booking.calls.confirmBooking, 'confirmBooking').input).toEqual({
      quoteUuid: samplePaidQuote.uuid,
      paymentIntentId: 'pi_1',
    });
    await play(booking, { type: 'confirm.done', referenceId: 'REF12345' });
    expect(booking.actor.getSnapshot().output).toEqual({ referenceId: 'REF12345' });
  });

  it('skips the card for a free total and books without a payment method', async () => {
    const booking = startBooking({ quoteUuid: sampleFreeQuote.uuid });
    await play(booking, { type: 'quote.loaded', quote: sampleFreeQuote });
    booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    booking.actor.send({ type: 'concerns.change', concerns: ['ITCHING'] });
    booking.actor.send({ type: 'description.change', description: 'Scratching all night' });
    booking.actor.send({ type: 'step.next' });
    booking.actor.send({ type: 'step.next' });
    booking.actor.send({ type: 'step.next' });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
    booking.actor.send({ type: 'step.back' });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'paymentOption' });
    booking.actor.send({ type: 'step.next' });
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    expect(stateOf(booking.actor)).toBe('submitting');
    expect(last(booking.calls.book, 'book').input.payload.payment_method_uuid).toBeNull();
  });

  it('does not skip the card step for a paid total', async () => {
    const booking = startBooking();
    await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
    booking.actor.send({ type: 'step.goto', step: 3 });
    booking.actor.send({ type: 'step.next' });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'payment' });
  });

  it('reports the first missing field in the order PET, CONCERNS, DESCRIPTION, PAYMENT_METHOD and stays', async () => {
    const booking = startBooking({ quoteUuid: samplePaidQuote.uuid, step: 'confirm' });
    await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
    const submit = () => {
      booking.actor.send({ type: 'payment.submit' });
      expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
      return booking.actor.getSnapshot().context.firstMissing;
    };
    // Description and card first, to show they do not jump the queue.
    booking.actor.send({ type: 'description.change', description: 'Limping' });
    booking.actor.send({ type: 'paymentMethod.select', paymentMethodUuid: 'card-visa' });
    expect(submit()).toBe('PET');
    booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    // The hint follows the choices: the pet is there now, so it points at the concerns.
    expect(booking.actor.getSnapshot().context.firstMissing).toBe('CONCERNS');
    booking.actor.send({ type: 'description.change', description: '   ' });
    booking.actor.send({ type: 'concerns.change', concerns: ['LIMPING'] });
    expect(submit()).toBe('DESCRIPTION');
    booking.actor.send({ type: 'description.change', description: 'Limping on the left hind leg' });
    expect(booking.actor.getSnapshot().context.firstMissing).toBeNull();
    expect(booking.calls.book).toHaveLength(0);
    booking.actor.send({ type: 'payment.submit' });
    expect(stateOf(booking.actor)).toBe('submitting');
  });

  it('reports PAYMENT_METHOD last', async () => {
    const booking = startBooking({ quoteUuid: samplePaidQuote.uuid, step: 5 });
    await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
    booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    booking.actor.send({ type: 'concerns.change', concerns: ['LIMPING'] });
    booking.actor.send({ type: 'description.change', description: 'Limping' });
    booking.actor.send({ type: 'payment.submit' });
    expect(booking.actor.getSnapshot().context.firstMissing).toBe('PAYMENT_METHOD');
    expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
  });

  it('counts down with ticks and expires at zero; only booking.restart leaves expiry', async () => {
    const quote = { ...samplePaidQuote, expires_at: '2099-01-01T00:15:00Z' };
    const booking = startBooking({ quoteUuid: quote.uuid, step: 2 });
    await play(booking, { type: 'quote.loaded', quote });
    booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    booking.actor.send({ type: 'tick', now: Date.parse('2099-01-01T00:14:00Z') });
    expect(booking.actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(stateOf(booking.actor)).toEqual({ checkout: 'location' });
    booking.actor.send({ type: 'tick', now: Date.parse('2099-01-01T00:14:59.500Z') });
    expect(booking.actor.getSnapshot().context.secondsLeft).toBe(1);
    booking.actor.send({ type: 'tick', now: Date.parse('2099-01-01T00:15:00Z') });
    expect(stateOf(booking.actor)).toBe('expired');
    expect(booking.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(booking.actor.getSnapshot().context.secondsLeft).toBe(0);

    for (const event of [
      { type: 'payment.submit' },
      { type: 'step.next' },
      { type: 'step.goto', step: 5 },
      { type: 'pet.select', petUuid: 'pet-other' },
      { type: 'slot.select', start_at: quote.start_at, end_at: quote.end_at },
    ] as const) {
      booking.actor.send(event);
      expect(stateOf(booking.actor), event.type).toBe('expired');
    }

    booking.actor.send({ type: 'booking.restart', quoteUuid: 'fresh-quote' });
    expect(stateOf(booking.actor)).toBe('loadingQuote');
    expect(last(booking.calls.fetchQuote, 'fetchQuote').input).toEqual({ quoteUuid: 'fresh-quote' });
    await play(booking, {
      type: 'quote.loaded',
      quote: { ...samplePaidQuote, uuid: 'fresh-quote', pet: { uuid: 'pet-rex' } },
    });
    // Back on the step the client was on, with the pet still chosen.
    expect(stateOf(booking.actor)).toEqual({ checkout: 'location' });
    expect(booking.actor.getSnapshot().context.petUuid).toBe('pet-rex');
  });

  it('goes straight to expired when the loaded quote has already expired', async () => {
    const booking = startBooking();
    await play(booking, {
      type: 'quote.loaded',
      quote: { ...samplePaidQuote, expires_at: '2001-01-01T00:00:00Z' },
    });
    expect(stateOf(booking.actor)).toBe('expired');
  });

  it('judges a loaded quote by the time the app gave, not by the clock', async () => {
    const booking = startBooking({
      quoteUuid: samplePaidQuote.uuid,
      now: Date.parse('2001-01-01T00:00:00Z'),
    });
    await play(booking, {
      type: 'quote.loaded',
      quote: { ...samplePaidQuote, expires_at: '2001-01-01T00:10:00Z' },
    });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'pet' });
    expect(booking.actor.getSnapshot().context.secondsLeft).toBe(600);
  });

  it("times a new slot's quote without expires_at from when the client picked the slot", async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await play(booking, { type: 'book.slotUnavailable' });
    booking.actor.send({
      type: 'slot.select',
      start_at: '2001-01-02T10:00:00Z',
      end_at: '2001-01-02T10:15:00Z',
      now: Date.parse('2001-01-01T08:00:00Z'),
    });
    await play(booking, { type: 'slot.quoted', quote: { ...samplePaidQuote, expires_at: null } });
    expect(booking.actor.getSnapshot().context.expiresAt).toBe('2001-01-01T08:15:00.000Z');
    expect(booking.actor.getSnapshot().context.secondsLeft).toBe(900);
  });

  it('gives a quote without expires_at the default fifteen-minute session', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const booking = startBooking();
      await play(booking, { type: 'quote.loaded', quote: { ...samplePaidQuote, expires_at: null } });
      expect(booking.actor.getSnapshot().context.expiresAt).toBe('2030-01-01T10:15:00.000Z');
      expect(booking.actor.getSnapshot().context.secondsLeft).toBe(900);
    } finally {
      vi.useRealTimers();
    }
  });

  it('expires when the server says the session is over during booking', async () => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    await play(booking, { type: 'book.sessionExpired' });
    expect(stateOf(booking.actor)).toBe('expired');
  });

  it.each([
    ['VALIDATION', { code: 'VALIDATION', fields: { description: ['Please enter a description'] } }],
    ['QUOTE_NOT_MODIFIABLE', { code: 'QUOTE_NOT_MODIFIABLE' }],
    ['NETWORK', new TypeError('Failed to fetch')],
    ['UNKNOWN', new Error('boom')],
  ])('returns to confirm with a %s error and every choice kept', async (code, rejection) => {
    const booking = await readyToPay();
    booking.actor.send({ type: 'payment.submit' });
    await settle();
    last(booking.calls.book, 'book').reject(rejection);
    await settle();
    expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
    expect(booking.actor.getSnapshot().context.error?.code).toBe(code);
    expect(choicesOf(booking.actor)).toEqual(allChoices);
  });

  it('opens on the route step, clamped, once the quote has loaded', async () => {
    const cases: [BookingMachineInput['step'], StateValue][] = [
      [undefined, { checkout: 'pet' }],
      ['payment-option', { checkout: 'paymentOption' }],
      [4, { checkout: 'payment' }],
      [0, { checkout: 'pet' }],
      [42, { checkout: 'confirm' }],
      ['nonsense', { checkout: 'pet' }],
    ];
    for (const [step, expected] of cases) {
      const booking = startBooking({ quoteUuid: samplePaidQuote.uuid, step });
      expect(stateOf(booking.actor)).toBe('loadingQuote');
      expect(booking.actor.getSnapshot().hasTag('loading')).toBe(true);
      await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
      expect(stateOf(booking.actor), String(step)).toEqual(expected);
      booking.actor.stop();
    }
  });

  it('clamps step.goto and keeps context.step in line with the state', async () => {
    const booking = startBooking();
    await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
    booking.actor.send({ type: 'step.goto', step: 99 });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'confirm' });
    expect(booking.actor.getSnapshot().context.step).toBe(5);
    booking.actor.send({ type: 'step.goto', step: -1 });
    expect(stateOf(booking.actor)).toEqual({ checkout: 'pet' });
    expect(booking.actor.getSnapshot().context.step).toBe(1);
    booking.actor.send({ type: 'step.next' });
    expect(booking.actor.getSnapshot().context.step).toBe(2);
  });

  it('puts the chosen pet on the quote and takes the new price', async () => {
    const booking = startBooking();
    await play(booking, { type: 'quote.loaded', quote: samplePaidQuote });
    booking.actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    expect(booking.actor.getSnapshot().context.pendingQuoteUpdates).toEqual(['pet']);
    await settle();
    expect(booking.calls.updateQuotePet).toEqual([{ quoteUuid: samplePaidQuote.uuid, petUuid: 'pet-rex' }]);
    expect(booking.actor.getSnapshot().context.quote?.pet?.uuid).toBe('pet-rex');
    expect(booking.actor.getSnapshot().context.pendingQuoteUpdates).toEqual([]);
  });

  it('applies only the answer for the latest pet when the client changes pets quickly', async () => {
    const answers: { input: UpdateQuotePetInput; resolve: (quote: BookingQuote) => void }[] = [];
    const machine = bookingMachine.provide({
      actors: {
        fetchQuote: fromPromise(async () => samplePaidQuote),
        updateQuotePet: fromPromise<BookingQuote, UpdateQuotePetInput>(
          ({ input }) => new Promise((resolve) => answers.push({ input, resolve })),
        ),
        countdown: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine, { input: { quoteUuid: samplePaidQuote.uuid } }).start();
    await settle();
    actor.send({ type: 'pet.select', petUuid: 'pet-cat' });
    actor.send({ type: 'pet.select', petUuid: 'pet-horse' });
    await settle();
    expect(answers.map((answer) => answer.input.petUuid)).toEqual(['pet-cat', 'pet-horse']);
    answers[1]!.resolve({
      ...samplePaidQuote,
      pet: { uuid: 'pet-horse' },
      total: { amount: 12000, currency: 'USD' },
    });
    await settle();
    answers[0]!.resolve({
      ...samplePaidQuote,
      pet: { uuid: 'pet-cat' },
      total: { amount: 4000, currency: 'USD' },
    });
    await settle();
    expect(actor.getSnapshot().context.quote?.total.amount).toBe(12000);
    expect(actor.getSnapshot().context.petUuid).toBe('pet-horse');
  });

  it('ignores a late quote update for a quote the client has left after a taken slot', async () => {
    const petAnswers: ((quote: BookingQuote) => void)[] = [];
    const newSlotQuote: BookingQuote = {
      ...samplePaidQuote,
      uuid: 'new-slot-quote',
      start_at: '2030-03-14T16:00:00Z',
      end_at: '2030-03-14T16:30:00Z',
      pet: { uuid: 'pet-rex' },
    };
    const machine = bookingMachine.provide({
      actors: {
        fetchQuote: fromPromise(async () => samplePaidQuote),
        updateQuotePet: fromPromise<BookingQuote, UpdateQuotePetInput>(
          () => new Promise((resolve) => petAnswers.push(resolve)),
        ),
        updateQuotePaymentMethod: fromPromise<BookingQuote, UpdateQuotePaymentMethodInput>(
          async ({ input }) => ({
            ...(input.quoteUuid === newSlotQuote.uuid ? newSlotQuote : samplePaidQuote),
            payment_method: { uuid: input.paymentMethodUuid },
          }),
        ),
        book: fromPromise<BookOutput, BookInput>(async () => {
          throw { code: 'SLOT_UNAVAILABLE' };
        }),
        createQuote: fromPromise<BookingQuote, CreateQuoteInput>(async () => newSlotQuote),
        countdown: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine, { input: { quoteUuid: samplePaidQuote.uuid, step: 5 } }).start();
    await settle();
    actor.send({ type: 'pet.select', petUuid: 'pet-rex' });
    actor.send({ type: 'concerns.change', concerns: ['LIMPING'] });
    actor.send({ type: 'description.change', description: 'Limping' });
    actor.send({ type: 'paymentMethod.select', paymentMethodUuid: 'card-visa' });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('slotUnavailable');
    actor.send({ type: 'slot.select', start_at: '2030-03-14T16:00:00Z', end_at: '2030-03-14T16:30:00Z' });
    await settle();
    expect(actor.getSnapshot().context.quote?.uuid).toBe('new-slot-quote');
    // The pet update sent for the first quote answers only now.
    petAnswers[0]!({ ...samplePaidQuote, pet: { uuid: 'pet-rex' } });
    await settle();
    expect(actor.getSnapshot().context.quote?.uuid).toBe('new-slot-quote');
    expect(actor.getSnapshot().context.quote?.start_at).toBe('2030-03-14T16:00:00Z');
    expect(actor.getSnapshot().context.pendingQuoteUpdates).toEqual([]);
  });

  it('keeps a promo error apart from booking errors', async () => {
    const machine = bookingMachine.provide({
      actors: {
        fetchQuote: fromPromise(async () => samplePaidQuote),
        applyPromo: fromPromise<BookingQuote, ApplyPromoInput>(async () => {
          throw {
            code: 'VALIDATION',
            message: 'Oops! This promo code is not applicable to your current purchase',
          };
        }),
        countdown: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine, { input: { quoteUuid: samplePaidQuote.uuid } }).start();
    await settle();
    actor.send({ type: 'promo.apply', code: ' SAVE10 ' });
    await settle();
    expect(actor.getSnapshot().context.promoError?.code).toBe('VALIDATION');
    expect(actor.getSnapshot().context.promoCode).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.pendingQuoteUpdates).toEqual([]);
  });

  it('shows a quote that cannot be modified any more as an error', async () => {
    const machine = bookingMachine.provide({
      actors: {
        fetchQuote: fromPromise(async () => samplePaidQuote),
        updateQuotePaymentMethod: fromPromise<BookingQuote, UpdateQuotePaymentMethodInput>(async () => {
          throw { code: 'QUOTE_NOT_MODIFIABLE' };
        }),
        countdown: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine, { input: { quoteUuid: samplePaidQuote.uuid } }).start();
    await settle();
    actor.send({ type: 'paymentMethod.select', paymentMethodUuid: 'card-visa' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'QUOTE_NOT_MODIFIABLE' });
    expect(actor.getSnapshot().context.paymentMethodUuid).toBe('card-visa');
  });

  it('keeps choices saved before the visit and takes the rest from the quote', async () => {
    const booking = startBooking({
      quoteUuid: samplePaidQuote.uuid,
      draft: { concerns: ['COUGHING'], description: 'Coughing at night', paymentOption: 'MEMBERSHIP' },
    });
    await play(booking, {
      type: 'quote.loaded',
      quote: { ...samplePaidQuote, pet: { uuid: 'pet-saved' }, payment_method: { uuid: 'card-saved' } },
    });
    expect(choicesOf(booking.actor)).toEqual({
      petUuid: 'pet-saved',
      concerns: ['COUGHING'],
      description: 'Coughing at night',
      location: null,
      paymentOption: 'MEMBERSHIP',
      paymentMethodUuid: 'card-saved',
    });
    // The quote already carries them, so nothing is sent back.
    expect(booking.calls.updateQuotePet).toEqual([]);
    expect(booking.calls.updateQuotePaymentMethod).toEqual([]);
  });

  it('moves to quoteError when the quote cannot be loaded, and retries on booking.restart', async () => {
    const booking = startBooking();
    await play(booking, { type: 'quote.failed', error: { code: 'NETWORK' } });
    expect(stateOf(booking.actor)).toBe('quoteError');
    expect(booking.actor.getSnapshot().context.error).toEqual({ code: 'NETWORK' });
    booking.actor.send({ type: 'booking.restart' });
    expect(stateOf(booking.actor)).toBe('loadingQuote');
    expect(booking.calls.fetchQuote).toHaveLength(2);
  });

  it('fails clearly when the app has not provided an actor', async () => {
    const actor = createActor(bookingMachine, { input: { quoteUuid: 'q' } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('quoteError');
    expect(actor.getSnapshot().context.error?.message).toMatch(/actor "fetchQuote" not provided/);
  });
});

describe('the default countdown', () => {
  it('ticks once a second while choosing, expires at zero and then stops its timer', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T10:00:00Z') });
    try {
      const machine = bookingMachine.provide({
        actors: {
          fetchQuote: fromPromise(
            async (): Promise<BookingQuote> => ({ ...samplePaidQuote, expires_at: '2030-01-01T10:00:03Z' }),
          ),
        },
      });
      const actor = createActor(machine, { input: { quoteUuid: samplePaidQuote.uuid } }).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.secondsLeft).toBe(3);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe('expired');
      // Leaving the checkout stopped the interval, so an expired page costs nothing.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
