/**
 * Which payment provider the booking screens use, chosen by GET /api/p/config/payments.
 *
 * Stripe.js cannot load offline (it comes from js.stripe.com at run time), so the Stripe tests mock
 * only `@stripe/stripe-js` at the module boundary: `loadStripe` answers a stand-in object with the
 * handful of Stripe.js methods the code calls. They prove the Stripe module is chosen, imported
 * lazily and wired to Stripe.js (createPaymentMethod, handleNextAction); they do not prove Stripe's
 * own Payment Element renders or accepts a card, which needs a browser on the internet.
 */
import { createMockApi, makeQuote, type MockApiState } from '@pawcall/api-client/msw';
import type { Quote } from '@pawcall/api-client';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { current, renderApp } from '../../../test/renderApp';
import { setupTestServer } from '../../../test/server';
import { localPayments, selectBookingPayments, stripePayments } from './selectBookingPayments';

const stripeJs = vi.hoisted(() => ({ imported: false, loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => {
  stripeJs.imported = true;
  return { loadStripe: stripeJs.loadStripe };
});

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

type User = ReturnType<typeof renderApp>['user'];

function seedQuote(state: MockApiState): Quote {
  const quote = makeQuote({ uuid: crypto.randomUUID() });
  state.quotes.set(quote.uuid, quote);
  return quote;
}

/** Pet, concerns, location and payment option: to the payment step. */
async function toPaymentStep(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Biscuit/ }, LOAD));
  await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
  await user.type(screen.getByLabelText(/Describe what is going on/), 'Vomited twice since breakfast');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Where is your pet?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Add a card' })).toBeInTheDocument();
}

/** The first card the client saved is pm_card_visa, with the billing details every card needs, prefilled from the profile. */
async function expectCardSavedWithProfileBilling(mock: ReturnType<typeof createMockApi>) {
  const added = mock.state.requests.filter(
    (request) => request.method === 'POST' && request.url.endsWith('/api/v1/cx/payment-methods'),
  );
  expect(await added[0]?.json()).toEqual({
    payment_method_id: 'pm_card_visa',
    billing_details: {
      name: 'Olivia Martin',
      address_1: '120 Hudson St',
      city: 'New York',
      province: 'NY',
      country: 'US',
    },
  });
}

/** The parts of a Stripe.js instance the code and @stripe/react-stripe-js call, recorded. */
function fakeStripeJs(overrides: Record<string, unknown> = {}) {
  const listeners = new Map<string, () => void>();
  const paymentElement = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => listeners.set(event, handler)),
    off: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => paymentElement),
    getElement: vi.fn(() => paymentElement),
    update: vi.fn(),
    submit: vi.fn(async () => ({ selectedPaymentMethod: 'card' })),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    confirmCardPayment: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_card_visa' } })),
    handleNextAction: vi.fn(),
    ...overrides,
  };
  return { stripe, elements, paymentElement, fireReady: () => listeners.get('ready')?.() };
}

beforeEach(() => {
  stripeJs.loadStripe.mockReset();
});

describe('selectBookingPayments', () => {
  it('picks the local test cards unless the server runs Stripe with a publishable key', () => {
    expect(selectBookingPayments({ provider: 'local', publishable_key: null })).toBe(localPayments);
    expect(selectBookingPayments({ provider: 'stripe', publishable_key: null })).toBe(localPayments);
    expect(selectBookingPayments({ provider: 'stripe', publishable_key: 'pk_test_1' })).toBe(stripePayments);
    expect(localPayments.provider).toBe('local');
    expect(stripePayments.provider).toBe('stripe');
  });
});

describe('payment step', () => {
  it('local provider (the default): test cards, and Stripe.js is never imported', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await toPaymentStep(user);
    expect(mock.state.requests.some((request) => request.url.endsWith('/api/p/config/payments'))).toBe(true);

    expect(screen.getByRole('combobox', { name: 'Test card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText(/was added and chosen for this booking/)).toBeInTheDocument();
    await expectCardSavedWithProfileBilling(mock);

    expect(stripeJs.imported).toBe(false);
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('asks for the billing details before a card is sent', async () => {
    const mock = createMockApi();
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await toPaymentStep(user);
    await user.clear(await screen.findByRole('textbox', { name: /^Name on card/ }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Please enter the name on the card.')).toBeInTheDocument();
    expect(
      mock.state.requests.filter(
        (request) => request.method === 'POST' && request.url.endsWith('/api/v1/cx/payment-methods'),
      ),
    ).toHaveLength(0);
  });

  it('Stripe: the lazily imported Stripe module loads Stripe.js with the publishable key and saves its PaymentMethod', async () => {
    const fake = fakeStripeJs();
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    const mock = createMockApi();
    mock.state.paymentsConfig = { provider: 'stripe', publishable_key: 'pk_test_add_card' };
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await toPaymentStep(user);

    await waitFor(() => expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_add_card'));
    expect(stripeJs.imported).toBe(true);
    // Stripe's card form, not the test-card picker.
    expect(screen.queryByRole('combobox', { name: 'Test card' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything()));
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'setup',
        currency: 'usd',
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: ['card'],
      }),
    );
    expect(fake.paymentElement.mount).toHaveBeenCalled();
    const save = screen.getByRole('button', { name: 'Add card' });
    expect(save).toBeDisabled();
    fake.fireReady();
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    expect(await screen.findByText(/was added and chosen for this booking/)).toBeInTheDocument();
    expect(fake.elements.submit).toHaveBeenCalled();
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      elements: fake.elements,
      params: {
        billing_details: {
          name: 'Olivia Martin',
          address: { line1: '120 Hudson St', city: 'New York', state: 'NY', country: 'US' },
        },
      },
    });
    await expectCardSavedWithProfileBilling(mock);
  });

  it('Stripe: a card that needs action goes through stripe.handleNextAction, then the booking is confirmed', async () => {
    const mock = createMockApi();
    const fake = fakeStripeJs({
      // Stripe's side of a passed 3-D Secure check: the intent is now succeeded.
      handleNextAction: vi.fn(async ({ clientSecret }: { clientSecret: string }) => {
        const id = clientSecret.replace(/_secret$/, '');
        const intent = mock.state.intents.get(id);
        if (intent) intent.status = 'succeeded';
        return { paymentIntent: { id, status: 'succeeded' } };
      }),
    });
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    mock.state.paymentsConfig = { provider: 'stripe', publishable_key: 'pk_test_next_action' };
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await toPaymentStep(user);
    await user.click(await screen.findByRole('radio', { name: /MASTERCARD ending in 3184/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review and book' })).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book and pay' });
    await waitFor(() => expect(book).not.toHaveAttribute('aria-busy'));
    await user.click(book);

    expect(await screen.findByRole('heading', { name: "You're booked!" }, LOAD)).toBeInTheDocument();
    expect(current.pathname).toMatch(/^\/cx\/book\/[A-Z0-9]{6,10}$/);
    const intentId = [...mock.state.intents.keys()][0];
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: `${intentId}_secret` });
    // The local provider's stand-in challenge never shows.
    expect(screen.queryByRole('dialog', { name: 'Authenticate this payment' })).not.toBeInTheDocument();
    expect(mock.state.requests.some((request) => request.url.includes('/payments/local/'))).toBe(false);
    expect(mock.state.requests.some((request) => request.url.endsWith('/api/v1/cx/book/confirm'))).toBe(true);
  });

  it('Stripe: a failed check returns to the payment step with the declined message', async () => {
    const mock = createMockApi();
    const fake = fakeStripeJs({
      handleNextAction: vi.fn(async () => ({
        error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'Failed' },
      })),
    });
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    mock.state.paymentsConfig = { provider: 'stripe', publishable_key: 'pk_test_failed_action' };
    const quote = seedQuote(mock.state);
    const { user } = renderApp(server, { path: `/cx/book/${quote.uuid}`, mock });
    await toPaymentStep(user);
    await user.click(await screen.findByRole('radio', { name: /MASTERCARD ending in 3184/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const book = await screen.findByRole('button', { name: 'Book and pay' }, LOAD);
    await waitFor(() => expect(book).not.toHaveAttribute('aria-busy'));
    await user.click(book);

    expect(
      await screen.findByText(
        'We were unable to charge your card, Please try again or select another card.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a card' })).toBeInTheDocument();
    expect(fake.stripe.handleNextAction).toHaveBeenCalledTimes(1);
    expect(mock.state.requests.some((request) => request.url.endsWith('/api/v1/cx/book/confirm'))).toBe(
      false,
    );
  });
});
