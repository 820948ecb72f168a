import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, call, partnerUuid, registerAccount, startServer, type TestServer } from './support';

// The referral offer, settled at registration and at the friend's first booking. The clock starts
// Monday 2030-01-07 15:00 UTC.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${10 + ++ipCounter}`;
const register = (email: string, type: 'CLIENT' | 'PARTNER' = 'CLIENT', locale = 'en-US') =>
  registerAccount(server.app, email, { ip: freshIp(), type, locale });

describe('referral offer', () => {
  async function newQuote(token: string, startAt: string) {
    const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
    const end = new Date(new Date(startAt).getTime() + 30 * 60_000).toISOString();
    const quote = await call(server.app, 'POST', `/api/p/quote/${brooks}`, {
      token,
      body: { start_at: startAt, end_at: end, platform: 'WEB' },
    });
    expect(quote.status).toBe(201);
    return quote.body.data as {
      uuid: string;
      items: unknown[];
      total: { amount: number };
      referral_discount: boolean;
    };
  }

  it('joins at registration, takes 40% off the friend’s first appointment and pays the referrer once, at booking', async () => {
    const referrer = await register('referrer.region@example.com');
    const sent = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token: referrer,
      body: { email: 'Pal.Region@example.com' },
    });
    expect(sent.status).toBe(201);

    const friend = await register('pal.region@example.com');
    const joined = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    expect(joined.body.data.items).toEqual([
      expect.objectContaining({ friend_email: 'Pal.Region@example.com', status: 'JOINED' }),
    ]);

    const pet = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: friend,
      body: { name: 'Rex', species: 'DOG', gender: 'MALE', birthday_on: '2020-01-01', spayed_neutered: true },
    });
    const card = await addCard(server.app, friend, 'pm_card_visa');
    expect(card.status).toBe(201);

    // Brooks charges 95.00: the friend's first quote takes 38.00 off.
    const quote = await newQuote(friend, '2030-01-09T17:00:00.000Z');
    expect(quote.items).toEqual([
      { type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } },
      { type: 'COUPON', amount: { amount: -3800, currency: 'USD' } },
    ]);
    expect(quote.total).toEqual({ amount: 5700, currency: 'USD' });
    expect(quote.referral_discount).toBe(true);
    // A smaller promo code does not stack on top of it.
    const promo = await call(server.app, 'PUT', `/api/v1/cx/quote/${quote.uuid}/promo-code`, {
      token: friend,
      body: { code: 'WELCOME10' },
    });
    expect(promo.body.data.total).toEqual({ amount: 5700, currency: 'USD' });
    expect(promo.body.data.referral_discount).toBe(true);

    const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: friend,
      body: {
        quote_uuid: quote.uuid,
        pet_uuid: pet.body.data.uuid,
        payment_method_uuid: card.body.data.uuid,
        concerns: ['Itching'],
        description: 'Scratching.',
      },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.kind).toBe('BOOKED');
    const [row] = await server.db.query<{ total_cents: number }>(
      'SELECT total_cents FROM appointments WHERE quote_uuid = $1',
      [quote.uuid],
    );
    expect(row?.total_cents).toBe(5700);

    // Completed at booking: the referrer's wallet holds the gift card without opening the invite page.
    const wallet = await call(server.app, 'GET', '/api/v1/cx/wallet', { token: referrer });
    expect(wallet.body.data.gift_cards).toEqual([
      expect.objectContaining({
        description: 'Referral reward: Pal.Region@example.com completed a booking',
        balance: { amount: 2500, currency: 'USD' },
      }),
    ]);
    const completed = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    expect(completed.body.data.items[0]).toMatchObject({
      status: 'COMPLETED',
      earnings: { amount: 2500, currency: 'USD' },
    });
    // The booked quote still reads as charged.
    const bookedQuote = await call(server.app, 'GET', `/api/v1/cx/quote/${quote.uuid}`, { token: friend });
    expect(bookedQuote.body.data.total).toEqual({ amount: 5700, currency: 'USD' });

    // The second appointment is full price, and booking it pays the referrer nothing more.
    const second = await newQuote(friend, '2030-01-09T18:00:00.000Z');
    expect(second.items).toEqual([{ type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } }]);
    expect(second.referral_discount).toBe(false);
    const again = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: friend,
      body: {
        quote_uuid: second.uuid,
        pet_uuid: pet.body.data.uuid,
        payment_method_uuid: card.body.data.uuid,
        concerns: ['Itching'],
        description: 'Still scratching.',
      },
    });
    expect(again.status).toBe(200);
    const after = await call(server.app, 'GET', '/api/v1/cx/wallet', { token: referrer });
    expect(after.body.data.gift_cards).toHaveLength(1);
  });

  it('gives a client who was not invited no referral discount', async () => {
    const token = await register('not.invited@example.com');
    const quote = await newQuote(token, '2030-01-09T19:00:00.000Z');
    expect(quote.items).toEqual([{ type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } }]);
  });
});
