/**
 * The booking screens, driven the way a client uses them, against the api-client's msw engine.
 * Each test follows one of the booking machine's generated paths (machines/src/booking/bookingPaths.ts)
 * and, at the end, replays the same path on the abstract model (bookingModel) to check the screens
 * and the model agree on where it ends.
 */
import {
  createMockApi,
  makeAppointment,
  makeQuote,
  partnerChen,
  partnerPatel,
  type MockApiState,
} from '@pawcall/api-client/msw';
import type { Quote } from '@pawcall/api-client';
import { type BookingModelEvent, bookingModel } from '@pawcall/machines';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { current, renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

type User = ReturnType<typeof renderApp>['user'];

function seedQuote(state: MockApiState, overrides: Partial<Quote> = {}): Quote {
  const quote = makeQuote({ uuid: crypto.randomUUID(), ...overrides });
  state.quotes.set(quote.uuid, quote);
  return quote;
}

async function continueStep(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Pet step: Biscuit, one concern, a description. */
async function choosePetAndConcerns(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Biscuit/ }, LOAD));
  await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
  await user.type(screen.getByLabelText(/Describe what is going on/), 'Vomited twice since breakfast');
  await continueStep(user);
}

/** Location (prefilled from the profile: NY, United States) and the payment option (per appointment). */
async function confirmLocationAndOption(user: User) {
  expect(await screen.findByRole('heading', { name: 'Where is your pet?' })).toBeInTheDocument();
  expect(screen.getByLabelText(/State or province/)).toHaveValue('NY');
  await continueStep(user);
  expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Membership/ })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /Pay per appointment/ })).toBeChecked();
  await continueStep(user);
}

async function chooseCard(user: User, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
  await continueStep(user);
  expect(await screen.findByRole('heading', { name: 'Review and book' })).toBeInTheDocument();
}

async function submit(user: User, name = 'Book and pay') {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  await user.click(button);
}

async function expectBooked() {
  expect(await screen.findByRole('heading', { name: "You're booked!" }, LOAD)).toBeInTheDocument();
  expect(current.pathname).toMatch(/^\/cx\/book\/[A-Z0-9]{6,10}$/);
  expect(screen.getByRole('link', { name: 'Go to my appointments' })).toHaveAttribute(
    'href',
    '/cx/appointments',
  );
}

/** Replays a path on the abstract model and returns where it ends. */
function modelEndsIn(events: BookingModelEvent[], quote: Quote) {
  const actor = createActor(bookingModel, { input: { quoteUuid: quote.uuid } }).start();
  actor.send({
    type: 'quote.loaded',
    quote: { ...quote, expires_at: '2099-01-01T00:00:00Z', pet: null, payment_method: null },
  });
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const choices: BookingModelEvent[] = [
  { type: 'pet.select', petUuid: 'pet' },
  { type: 'concerns.change', concerns: ['VOMITING'] },
  { type: 'description.change', description: 'Vomited twice since breakfast' },
  { type: 'step.next' },
  { type: 'location.change', location: { country: 'US', province: 'NY' } },
  { type: 'step.next' },
  { type: 'step.next' },
];

describe('booking', () => {
  it('happy path: from the vet profile, pick a time, book with the good card, see the appointment', async () => {
    const { user, mock } = renderApp(server, { path: '/p/dr-emily-chen' });
    expect(await screen.findByRole('heading', { name: 'Dr. Emily Chen, DVM' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('$75.00')).toBeInTheDocument();
    const times = await screen.findByRole('group', { name: /Choose a time/ });
    await user.click(within(times).getAllByRole('button')[0]!);

    await waitFor(() => expect(current.pathname).toMatch(/^\/cx\/book\/[0-9a-f-]{36}\/pet$/), LOAD);
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
    expect(screen.getByLabelText('Time left to complete your booking')).toBeInTheDocument();
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /VISA ending in 4242/);
    expect(screen.getByText('Appointment fee')).toBeInTheDocument();
    await submit(user);
    await expectBooked();

    const book = mock.state.requests.find((request) => request.url.endsWith('/api/v1/cx/book'))!;
    expect(await book.json()).toMatchObject({
      concerns: ['VOMITING'],
      description: 'Vomited twice since breakfast',
      payment_method_uuid: '2d8e7f60-3f4c-4e5d-9a0b-9c8d7e6f5a43',
    });

    await user.click(screen.getByRole('link', { name: 'Go to my appointments' }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, LOAD);
    expect(
      await within(upcoming).findAllByRole('heading', { name: 'Video appointment for Biscuit' }),
    ).not.toHaveLength(0);

    const quote = [...mock.state.quotes.values()][0]!;
    const model = modelEndsIn(
      [
        ...choices,
        { type: 'paymentMethod.select', paymentMethodUuid: 'visa' },
        { type: 'step.next' },
        { type: 'payment.submit' },
        { type: 'book.booked', referenceId: 'PWC01001' },
      ],
      quote,
    );
    expect(model.value).toBe('booked');
  });

  it('declined card: shows the message on the payment step and keeps every choice', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /VISA ending in 0002/);
    await submit(user);

    expect(
      await screen.findByText(
        'We were unable to charge your card, Please try again or select another card.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment method' })).toBeInTheDocument();
    await waitFor(() => expect(current.pathname).toBe(`/cx/book/${quote.uuid}/payment`));

    // Another card, and every other choice is still there on the review page.
    await chooseCard(user, /VISA ending in 4242/);
    const summary = screen.getByRole('form', { name: 'Review and book' });
    expect(within(summary).getByText('Biscuit')).toBeInTheDocument();
    expect(within(summary).getByText('Vomiting')).toBeInTheDocument();
    expect(within(summary).getByText('Vomited twice since breakfast')).toBeInTheDocument();
    expect(within(summary).getByText('NY, United States')).toBeInTheDocument();
    await submit(user);
    await expectBooked();

    const model = modelEndsIn(
      [
        ...choices,
        { type: 'paymentMethod.select', paymentMethodUuid: 'declined' },
        { type: 'step.next' },
        { type: 'payment.submit' },
        { type: 'book.declined' },
      ],
      quote,
    );
    expect(model.matches({ checkout: 'payment' })).toBe(true);
  });

  it('needs action: the card asks for authentication, Complete confirms the booking', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /MASTERCARD ending in 3184/);
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' }, LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expectBooked();
    expect(mock.state.requests.some((request) => request.url.endsWith('/api/v1/cx/book/confirm'))).toBe(true);

    const model = modelEndsIn(
      [
        ...choices,
        { type: 'paymentMethod.select', paymentMethodUuid: 'needs-action' },
        { type: 'step.next' },
        { type: 'payment.submit' },
        { type: 'book.requiresAction', paymentIntentId: 'pi', clientSecret: 'secret' },
        { type: 'payment.actionCompleted' },
        { type: 'confirm.done', referenceId: 'PWC01002' },
      ],
      quote,
    );
    expect(model.value).toBe('booked');
  });

  it('needs action: Fail shows the declined message and keeps the choices', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /MASTERCARD ending in 3184/);
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' }, LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    expect(
      await screen.findByText('We were unable to charge your card, Please try again or select another card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /MASTERCARD ending in 3184/ })).toBeChecked();
  });

  it('taken slot: keeps the choices and books a newly picked time', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /VISA ending in 4242/);
    mock.state.takenSlots.add(quote.start_at);
    await submit(user);

    expect(
      await screen.findByText(
        'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    const times = await screen.findByRole('group', { name: /Choose a new time/ }, LOAD);
    await user.click(within(times).getAllByRole('button')[0]!);

    expect(await screen.findByRole('heading', { name: 'Review and book' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(current.pathname).not.toContain(quote.uuid));
    const summary = screen.getByRole('form', { name: 'Review and book' });
    expect(within(summary).getByText('Biscuit')).toBeInTheDocument();
    expect(within(summary).getByText('Vomited twice since breakfast')).toBeInTheDocument();
    await submit(user);
    await expectBooked();

    const model = modelEndsIn(
      [
        ...choices,
        { type: 'paymentMethod.select', paymentMethodUuid: 'visa' },
        { type: 'step.next' },
        { type: 'payment.submit' },
        { type: 'book.slotUnavailable' },
      ],
      quote,
    );
    expect(model.value).toBe('slotUnavailable');
  });

  it('free total: skips the card step and books without a card', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state, {
      partner: partnerPatel,
      items: [{ type: 'APPOINTMENT_FEE', amount: { amount: 0, currency: 'USD' } }],
      total: { amount: 0, currency: 'USD' },
    });
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).queryByText('Payment')).not.toBeInTheDocument();
    await confirmLocationAndOption(user);

    expect(await screen.findByRole('heading', { name: 'Review and book' })).toBeInTheDocument();
    expect(screen.queryByText('Card')).not.toBeInTheDocument();
    await submit(user, 'Book');
    await expectBooked();
    const book = mock.state.requests.find((request) => request.url.endsWith('/api/v1/cx/book'))!;
    expect(await book.json()).toMatchObject({ payment_method_uuid: null });

    const model = modelEndsIn(
      [...choices, { type: 'payment.submit' }, { type: 'book.booked', referenceId: 'PWC01003' }],
      { ...quote, total: { amount: 0, currency: 'USD' } },
    );
    expect(model.value).toBe('booked');
  });

  it('adds a test card, applies a promo code and rejects an unknown one', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);

    // The default test token is the succeeding Visa; the new card is chosen for this booking.
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(await screen.findByText(/was added and chosen for this booking/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(4));
    expect(screen.getAllByRole('radio').at(-1)).toBeChecked();
    await continueStep(user);
    expect(await screen.findByRole('heading', { name: 'Review and book' })).toBeInTheDocument();

    const promo = screen.getByLabelText('Promo code');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please add a promo code.')).toBeInTheDocument();

    await user.type(promo, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
    expect(promo).toHaveValue('NOPE');

    await user.clear(promo);
    await user.type(promo, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10')).toBeInTheDocument();
    expect(screen.getByText('$67.50')).toBeInTheDocument();
    await submit(user);
    await expectBooked();
  });

  it('a booking call the server fails without a reason says the booking may have failed, keeps every choice, and the next try books', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /VISA ending in 4242/);
    // A proxy's error page, not the API's envelope: the charge may or may not have gone through.
    server.use(
      http.post(
        '*/api/v1/cx/book',
        () =>
          new HttpResponse('<h1>Internal Server Error</h1>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          }),
        { once: true },
      ),
    );
    await submit(user);

    expect(
      await screen.findByText(
        'There may have been an error while booking your appointment - please contact support',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(current.pathname).toBe(`/cx/book/${quote.uuid}/confirm`);
    const summary = screen.getByRole('form', { name: 'Review and book' });
    expect(within(summary).getByText('Biscuit')).toBeInTheDocument();
    expect(within(summary).getByText('Vomiting')).toBeInTheDocument();
    expect(within(summary).getByText('Vomited twice since breakfast')).toBeInTheDocument();
    expect(within(summary).getByText('VISA ending in 4242')).toBeInTheDocument();
    await submit(user);
    await expectBooked();

    const model = modelEndsIn(
      [
        ...choices,
        { type: 'paymentMethod.select', paymentMethodUuid: 'good' },
        { type: 'step.next' },
        { type: 'payment.submit' },
        { type: 'book.failed', error: { code: 'UNKNOWN' } },
      ],
      quote,
    );
    expect(model.matches({ checkout: 'confirm' })).toBe(true);
  });

  it('a booking whose answer was lost shows the booking when the next try is refused as already booked', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await choosePetAndConcerns(user);
    await confirmLocationAndOption(user);
    await chooseCard(user, /VISA ending in 4242/);
    server.use(
      // The server books, but its answer never arrives (a gateway gives up on the way back).
      http.post(
        '*/api/v1/cx/book',
        () => {
          mock.state.appointments.unshift(
            makeAppointment({
              reference_id: 'PAWLOST1',
              status: 'CONFIRMED',
              start_at: quote.start_at,
              end_at: quote.end_at,
              partner: quote.partner,
            }),
          );
          return new HttpResponse('<h1>Gateway Timeout</h1>', {
            status: 504,
            headers: { 'Content-Type': 'text/html' },
          });
        },
        { once: true },
      ),
      // The next try: this quote is booked already.
      http.post(
        '*/api/v1/cx/book',
        () =>
          HttpResponse.json(
            {
              status: 'error',
              code: 'QUOTE_NOT_MODIFIABLE',
              message: 'Sorry! This quote can no longer be modified.',
            },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await submit(user);
    expect(
      await screen.findByText(
        'There may have been an error while booking your appointment - please contact support',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();

    await submit(user);
    await expectBooked();
    expect(current.pathname).toBe('/cx/book/PAWLOST1');
    expect(screen.queryByText('Sorry! This quote can no longer be modified.')).not.toBeInTheDocument();
  });

  it('points at the first missing field when the review is submitted incomplete', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state, { partner: partnerChen });
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}/confirm`, mock });
    expect(await screen.findByRole('heading', { name: 'Review and book' }, LOAD)).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Please choose a pet.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Review and book' })).toHaveAttribute('data-shaking', 'true');
    expect(mock.state.requests.some((request) => request.url.endsWith('/api/v1/cx/book'))).toBe(false);
  });

  it('an expired session says so and offers a restart', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state, { expires_at: new Date(Date.now() - 60_000).toISOString() });
    renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    expect(await screen.findByText('Your booking session has expired', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/p/dr-emily-chen');
  });
});
