import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, call, partnerUuid, registerAccount, startServer, type TestServer } from './support';

// Issue 4, second wave: partner credentials (up to 10 licences, a valid expiry not past,
// education, designation), the client's region (outside CA/US/GB the client is global) and the
// referral offer settled at registration and booking. The clock starts Monday 2030-01-07 15:00 UTC.
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

/** Verifies the email with the code registration sent to it. */
async function verifiedEmail(token: string, email: string) {
  const sent = await call(server.app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const code = (sent.body.data as Array<{ code: string | null }>)[0]?.code;
  const verified = await call(server.app, 'POST', '/api/v1/profile/email/verify', { token, body: { code } });
  expect(verified.status).toBe(200);
}

async function verifiedPhone(token: string, number: string) {
  await call(server.app, 'PUT', '/api/v1/profile/phone', {
    token,
    body: { country_code: '1', phone_number: number },
  });
  const sent = await call(server.app, 'GET', `/dev/outbox.json?to=${encodeURIComponent(`+1${number}`)}`);
  const code = (sent.body.data as Array<{ code: string | null }>)[0]?.code;
  const verified = await call(server.app, 'POST', '/api/v1/profile/phone/verify', { token, body: { code } });
  expect(verified.status).toBe(200);
}

const licence = { jurisdiction: 'on', country: 'CA', number: 'ON-1', expires_on: '2031-06-30' };
const onboarding = {
  designation: 'VET',
  post_nominal: 'DVM',
  school_name: 'Ontario Veterinary College',
  school_year: 2015,
  licences: [licence],
  province: 'ON',
  country: 'CA',
  availability: [{ weekday: 1, start_minute: 540, end_minute: 1020 }],
};

describe('partner onboarding credentials', () => {
  it('refuses more than 10 licences, a past or impossible expiry, a missing number and missing education, each under its field', async () => {
    const token = await register('credentials.fail@example.com', 'PARTNER');
    const eleven = Array.from({ length: 11 }, (_, index) => ({ ...licence, number: `ON-${index}` }));
    const tooMany = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', {
      token,
      body: { ...onboarding, licences: eleven },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toEqual({ licences: ['You can add up to 10 licences.'] });

    const rows = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', {
      token,
      body: {
        ...onboarding,
        school_name: ' ',
        school_year: 2031,
        licences: [
          licence,
          { ...licence, expires_on: '2030-01-06' },
          { jurisdiction: ' ', country: 'CA', number: ' ', expires_on: '2031-06-30' },
        ],
      },
    });
    expect(rows.status).toBe(422);
    expect(rows.body.data).toEqual({
      school_name: ['Please enter your school name.'],
      school_year: ['Please enter a valid graduating year.'],
      'licences.1.expires_on': ['This licence has expired. Please enter a licence that is still valid.'],
      'licences.2.jurisdiction': ['Please enter the province or state of the licence.'],
      'licences.2.number': ['Please enter the licence number.'],
    });

    const french = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', {
      token,
      body: { ...onboarding, licences: eleven },
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(french.body.data).toEqual({ licences: ["Vous pouvez ajouter jusqu'à 10 permis."] });

    const none = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', {
      token,
      body: { ...onboarding, licences: [] },
    });
    expect(none.body.data).toEqual({ licences: ['Please add at least one licence.'] });
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(profile.body.data.status).toBe('ONBOARDING');
  });

  it('keeps 10 licences, one expiring today, and lists them with the designation chosen', async () => {
    const token = await register('credentials.ten@example.com', 'PARTNER');
    await verifiedEmail(token, 'credentials.ten@example.com');
    await verifiedPhone(token, '4165550777');
    const ten = Array.from({ length: 10 }, (_, index) => ({
      ...licence,
      number: `ON-${index}`,
      expires_on: index === 0 ? '2030-01-07' : '2031-06-30',
    }));
    const done = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', {
      token,
      body: { ...onboarding, designation: 'TECH', post_nominal: 'RVT', licences: ten },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'ACTIVE', designation: 'TECH', post_nominal: 'RVT' });
    const slug = 'dr-ada-lovelace';
    const partner = await call(server.app, 'GET', `/api/p/partners/${slug}`);
    expect(partner.status).toBe(200);
    expect(partner.body.data.licences).toHaveLength(10);
    expect(partner.body.data.licences[0]).toMatchObject({ jurisdiction: 'ON', country: 'CA' });
    expect(partner.body.data).toMatchObject({ school_name: 'Ontario Veterinary College', school_year: 2015 });
  });
});

describe('region (global preferences)', () => {
  it('starts from the locale’s country, and a region outside CA, US and GB makes the client global', async () => {
    const token = await register('region.client@example.com');
    const before = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(before.body.data).toMatchObject({
      is_global: false,
      region: { country: 'US', name: 'United States', locale: 'en-US' },
    });

    const bad = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'XX' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ region: ['Please choose a region from the list.'] });

    const abroad = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'FR', locale: 'fr-CA' },
    });
    expect(abroad.status).toBe(200);
    expect(abroad.body.data).toMatchObject({
      is_global: true,
      locale: 'fr-CA',
      region: { country: 'FR', name: 'France', locale: 'en-US' },
    });
    const invite = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token,
      body: { email: 'friend.abroad@example.com' },
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe("L'invitation d'amis n'est pas offerte pour votre compte.");

    const home = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'CA' },
    });
    expect(home.body.data).toMatchObject({
      is_global: false,
      region: { country: 'CA', name: 'Canada', locale: 'fr-CA' },
    });
    const list = await call(server.app, 'GET', '/api/v1/cx/referrals', { token });
    expect(list.status).toBe(200);
  });

  it('seeds a global demo client who cannot invite', async () => {
    const signedIn = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'global@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.access_token as string;
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(profile.body.data).toMatchObject({ status: 'ACTIVE', is_global: true, region: { country: 'AU' } });
    const invites = await call(server.app, 'GET', '/api/v1/cx/referrals', { token });
    expect(invites.status).toBe(403);
  });
});

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
    const referrer = await register('referrer.wave2@example.com');
    const sent = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token: referrer,
      body: { email: 'Pal.Wave2@example.com' },
    });
    expect(sent.status).toBe(201);

    const friend = await register('pal.wave2@example.com');
    const joined = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    expect(joined.body.data.items).toEqual([
      expect.objectContaining({ friend_email: 'Pal.Wave2@example.com', status: 'JOINED' }),
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
        description: 'Referral reward: Pal.Wave2@example.com completed a booking',
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
