import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox, partnerUuid, registerAccount, signIn, startServer, type TestServer } from './support';

// Account settings: profile, email change, photo, communication and chat preferences,
// referrals and the wallet. The test clock starts on Monday 2030-01-07 15:00 UTC.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${100 + ++ipCounter}`;
const register = (email: string) => registerAccount(server.app, email, { ip: freshIp() });

async function profile(token: string) {
  return (await call(server.app, 'GET', '/api/v1/profile', { token })).body.data;
}

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('profile', () => {
  it('answers each missing or wrong field with its message and saves nothing', async () => {
    const token = await register('profile.fail@example.com');
    const result = await call(server.app, 'PUT', '/api/v1/profile', {
      token,
      body: { first_name: ' ', last_name: '', gender: null, birthday_on: '2031-05-01' },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      status: 'fail',
      data: {
        first_name: ['Please enter your first name.'],
        last_name: ['Please enter your last name.'],
        gender: ['Please choose your gender.'],
        birthday_on: ['Please enter a birthday that is not in the future.'],
      },
    });
    const impossible = await call(server.app, 'PUT', '/api/v1/profile', {
      token,
      body: { first_name: 'Ada', last_name: 'Byron', gender: 'FEMALE', birthday_on: '1990-02-30' },
    });
    expect(impossible.body.data).toEqual({ birthday_on: ['Please enter a valid birthday.'] });
    const user = await profile(token);
    expect(user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', gender: null, birthday_on: null });
  });

  it('saves names, gender and birthday, and answers in French for fr-CA', async () => {
    const token = await register('profile.ok@example.com');
    const saved = await call(server.app, 'PUT', '/api/v1/profile', {
      token,
      body: { first_name: ' Ada ', last_name: 'Byron', gender: 'FEMALE', birthday_on: '1990-12-10' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      gender: 'FEMALE',
      birthday_on: '1990-12-10',
    });
    expect(await profile(token)).toMatchObject({ gender: 'FEMALE', birthday_on: '1990-12-10' });
    const cleared = await call(server.app, 'PUT', '/api/v1/profile', {
      token,
      body: { first_name: 'Ada', last_name: 'Byron', gender: 'OTHER', birthday_on: null },
    });
    expect(cleared.body.data).toMatchObject({ gender: 'OTHER', birthday_on: null });
    const french = await call(server.app, 'PUT', '/api/v1/profile', {
      token,
      headers: { 'X-Locale': 'fr-CA' },
      body: { first_name: 'Ada', last_name: 'Byron', gender: null },
    });
    expect(french.body.data.gender).toEqual(['Veuillez choisir votre genre.']);
  });
});

describe('email change', () => {
  it('refuses an invalid, unchanged or taken address', async () => {
    const token = await register('change.refused@example.com');
    const cases: Array<[string, string]> = [
      ['', 'Please enter your email address.'],
      ['not-an-email', 'Please enter a valid email address.'],
      ['CHANGE.refused@example.com', 'This is already your email address.'],
      ['noah@pawcall.test', 'An account with this email already exists.'],
    ];
    for (const [email, message] of cases) {
      const result = await call(server.app, 'POST', '/api/v1/profile/email', { token, body: { email } });
      expect([email, result.status, result.body.data]).toEqual([email, 422, { email: [message] }]);
    }
  });

  it('changes the email only when the code sent to the new address comes back', async () => {
    const token = await register('before.change@example.com');
    const sent = await call(server.app, 'POST', '/api/v1/profile/email', {
      token,
      body: { email: 'after.change@example.com' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent_to: expect.stringContaining('@example.com'), resend_in: 60 });
    const [mail] = await outbox(server.app, 'after.change@example.com');
    expect(mail?.subject).toBe('Confirm your new Pawcall email address');
    expect(mail?.code).toMatch(/^\d{6}$/);
    // Nothing changes before the code.
    expect((await profile(token)).email).toBe('before.change@example.com');

    // One attempt per code: a wrong one spends it, so the right one no longer works either.
    const wrong = await call(server.app, 'POST', '/api/v1/profile/email/change/verify', {
      token,
      body: { code: mail?.code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ code: ['The code you entered was incorrect'] });
    const spent = await call(server.app, 'POST', '/api/v1/profile/email/change/verify', {
      token,
      body: { code: mail?.code },
    });
    expect(spent.body.data).toEqual({
      code: ['This code is incorrect or no longer valid. Send a new code.'],
    });
    expect((await profile(token)).email).toBe('before.change@example.com');

    // The spent code is replaced at once; the new one then holds the next back for the countdown.
    const resent = await call(server.app, 'POST', '/api/v1/profile/email', {
      token,
      body: { email: 'after.change@example.com' },
    });
    expect(resent.status).toBe(200);
    const early = await call(server.app, 'POST', '/api/v1/profile/email', {
      token,
      body: { email: 'after.change@example.com' },
    });
    expect(early.status).toBe(429);
    const [second] = await outbox(server.app, 'after.change@example.com');
    const changed = await call(server.app, 'POST', '/api/v1/profile/email/change/verify', {
      token,
      body: { code: second?.code },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: 'after.change@example.com', email_verified: true });

    const [notice] = await outbox(server.app, 'before.change@example.com');
    expect(notice?.subject).toBe('Your Pawcall email address was changed');
    expect(notice?.body).toContain('after.change@example.com');
    const login = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'after.change@example.com', password: 'Lovelace42' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a code when no change was asked for', async () => {
    const token = await register('no.change@example.com');
    const result = await call(server.app, 'POST', '/api/v1/profile/email/change/verify', {
      token,
      body: { code: '123456' },
    });
    expect(result.status).toBe(422);
    expect(result.body.data).toEqual({
      code: ['This code is incorrect or no longer valid. Send a new code.'],
    });
  });
});

describe('profile photo', () => {
  it('refuses an image whose bytes are not the type it claims, with the spec’s corrupted message', async () => {
    const token = await register('photo@example.com');
    const corrupted = await call(server.app, 'POST', '/api/v1/profile/photo', {
      token,
      body: { data_url: `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}` },
    });
    expect(corrupted.status).toBe(422);
    expect(corrupted.body.data).toEqual({
      data_url: ['This image is corrupted. Please choose another one.'],
    });
    const gif = await call(server.app, 'POST', '/api/v1/profile/photo', {
      token,
      body: { data_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
    });
    expect(gif.body.data).toEqual({ data_url: ['Please choose a JPEG, PNG or WebP image.'] });
    expect((await profile(token)).photo).toBeNull();
  });

  it('uploads a photo, then removes it', async () => {
    const token = await register('photo.remove@example.com');
    const uploaded = await call(server.app, 'POST', '/api/v1/profile/photo', {
      token,
      body: { data_url: `data:image/png;base64,${PNG_1x1}` },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.photo).toEqual({ uri_thumbnail: `data:image/png;base64,${PNG_1x1}` });
    const removed = await call(server.app, 'DELETE', '/api/v1/profile/photo', { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.photo).toBeNull();
    expect((await profile(token)).photo).toBeNull();
  });
});

describe('communication and chat preferences', () => {
  it('reads and changes marketing email and the reminders by text and email', async () => {
    const token = await register('prefs@example.com');
    const initial = await call(server.app, 'GET', '/api/v1/cx/communication', { token });
    expect(initial.body.data).toEqual({ email_marketing: true, sms_reminders: true, email_reminders: true });
    const updated = await call(server.app, 'POST', '/api/v1/cx/communication/update', {
      token,
      body: { email_marketing: false, email_reminders: false },
    });
    expect(updated.body.data).toEqual({
      email_marketing: false,
      sms_reminders: true,
      email_reminders: false,
    });
    const after = await call(server.app, 'GET', '/api/v1/cx/communication', { token });
    expect(after.body.data).toEqual({ email_marketing: false, sms_reminders: true, email_reminders: false });
  });

  it('keeps the chat widget preferences on the server', async () => {
    const token = await register('chat@example.com');
    const initial = await call(server.app, 'GET', '/api/v1/cx/chat-settings', { token });
    expect(initial.body.data).toEqual({
      widget_enabled: true,
      sound_enabled: true,
      transcript_by_email: false,
    });
    const updated = await call(server.app, 'PUT', '/api/v1/cx/chat-settings', {
      token,
      body: { sound_enabled: false, transcript_by_email: true },
    });
    expect(updated.body.data).toEqual({
      widget_enabled: true,
      sound_enabled: false,
      transcript_by_email: true,
    });
    const after = await call(server.app, 'GET', '/api/v1/cx/chat-settings', { token });
    expect(after.body.data).toEqual({
      widget_enabled: true,
      sound_enabled: false,
      transcript_by_email: true,
    });
    const notABoolean = await call(server.app, 'PUT', '/api/v1/cx/chat-settings', {
      token,
      body: { sound_enabled: 'loud' },
    });
    expect(notABoolean.status).toBe(422);
  });

  it('is for clients: a vet gets 403', async () => {
    const vet = await signIn(server.app, 'dr.chen@pawcall.test', 'Pawcall123', freshIp());
    expect((await call(server.app, 'GET', '/api/v1/cx/chat-settings', { token: vet.token })).status).toBe(
      403,
    );
    expect((await call(server.app, 'GET', '/api/v1/cx/communication', { token: vet.token })).status).toBe(
      403,
    );
  });
});

describe('referrals', () => {
  it('lists Olivia’s seeded invite with the offer: 40% off for the friend, $25 for her', async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', freshIp());
    const result = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: olivia.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      friend_percent_off: 40,
      referrer_reward: { amount: 2500, currency: 'USD' },
      total_earnings: { amount: 0, currency: 'USD' },
      items: [
        { friend_email: 'sam.rivera@example.com', status: 'SENT', earnings: { amount: 0, currency: 'USD' } },
      ],
    });
  });

  it('needs a valid friend email that is not yours, not a member and not invited yet', async () => {
    const token = await register('referrer.rules@example.com');
    const cases: Array<[string, string]> = [
      ['', "Your friend's email must be valid."],
      ['friend@', "Your friend's email must be valid."],
      ['Referrer.Rules@example.com', "You cannot invite yourself. Please enter your friend's email."],
      ['noah@pawcall.test', 'This friend already has a Pawcall account.'],
    ];
    for (const [email, message] of cases) {
      const result = await call(server.app, 'POST', '/api/v1/cx/referrals', { token, body: { email } });
      expect([email, result.status, result.body.data]).toEqual([email, 422, { email: [message] }]);
    }
    const sent = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token,
      body: { email: 'pal@example.com' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ friend_email: 'pal@example.com', status: 'SENT' });
    const again = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token,
      body: { email: 'PAL@example.com' },
    });
    expect(again.body.data).toEqual({ email: ['You have already invited this friend.'] });
    const [mail] = await outbox(server.app, 'pal@example.com');
    expect(mail?.subject).toBe('Ada Lovelace invited you to Pawcall');
    expect(mail?.body).toContain('40% off your first video appointment');
    expect(mail?.link).toContain('/auth/cx/register?email=pal%40example.com');
  });

  it('refuses global clients, who are excluded from invite', async () => {
    const token = await register('global.client@example.com');
    await server.db.query("UPDATE users SET is_global = true WHERE email = 'global.client@example.com'");
    expect((await profile(token)).is_global).toBe(true);
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { email: 'friend.of.global@example.com' }],
    ] as const) {
      const result = await call(server.app, method, '/api/v1/cx/referrals', {
        token,
        ...(body ? { body } : {}),
      });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        status: 'error',
        code: 'GLOBAL_CLIENT_EXCLUDED',
        message: 'Inviting friends is not available for your account.',
      });
    }
    expect(await outbox(server.app, 'friend.of.global@example.com')).toEqual([]);
  });

  it('follows the friend from sign-up to a completed booking, which earns a $25 gift card', async () => {
    const referrer = await register('referrer.reward@example.com');
    await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token: referrer,
      body: { email: 'buddy@example.com' },
    });

    const friend = await register('buddy@example.com');
    const joined = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    expect(joined.body.data.items[0]).toMatchObject({ friend_email: 'buddy@example.com', status: 'JOINED' });

    const pet = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: friend,
      body: { name: 'Rex', species: 'DOG', gender: 'MALE', birthday_on: '2020-01-01', spayed_neutered: true },
    });
    const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
    const quote = await call(server.app, 'POST', `/api/p/quote/${brooks}`, {
      token: friend,
      body: { start_at: '2030-01-09T17:00:00.000Z', end_at: '2030-01-09T17:30:00.000Z', platform: 'WEB' },
    });
    expect(quote.status).toBe(201);
    await call(server.app, 'PUT', `/api/v1/cx/quote/${quote.body.data.uuid}/promo-code`, {
      token: friend,
      body: { code: 'FREEVISIT' },
    });
    const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: friend,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: pet.body.data.uuid,
        payment_method_uuid: null,
        concerns: ['Itching'],
        description: 'Scratching.',
      },
    });
    expect(booked.status).toBe(200);

    const completed = await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    expect(completed.body.data.items[0]).toMatchObject({
      status: 'COMPLETED',
      earnings: { amount: 2500, currency: 'USD' },
    });
    expect(completed.body.data.total_earnings).toEqual({ amount: 2500, currency: 'USD' });
    const wallet = await call(server.app, 'GET', '/api/v1/cx/wallet', { token: referrer });
    expect(wallet.body.data.gift_cards).toEqual([
      expect.objectContaining({
        description: 'Referral reward: buddy@example.com completed a booking',
        balance: { amount: 2500, currency: 'USD' },
      }),
    ]);
    // Reading again pays nothing twice.
    await call(server.app, 'GET', '/api/v1/cx/referrals', { token: referrer });
    const again = await call(server.app, 'GET', '/api/v1/cx/wallet', { token: referrer });
    expect(again.body.data.gift_cards).toHaveLength(1);
  });
});

describe('wallet', () => {
  it('shows Olivia’s gift card, voucher and promo code', async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', freshIp());
    const result = await call(server.app, 'GET', '/api/v1/cx/wallet', { token: olivia.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      gift_cards: [{ code: 'GC-7K2Q9XWM', balance: { amount: 5000, currency: 'USD' } }],
      vouchers: [{ code: 'PLUS-3VISITS', appointments_left: 3, is_unlimited: false }],
      promo_codes: [{ code: 'WELCOME10', percent_off: 10, expires_at: null }],
    });
  });

  it('leaves out what has expired', async () => {
    const token = await register('wallet.expired@example.com');
    const [user] = await server.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'wallet.expired@example.com'",
    );
    await server.db.query(
      `INSERT INTO wallet_items (uuid, owner_uuid, kind, code, description, percent_off, expires_at, created_at)
       VALUES (gen_random_uuid(), $1, 'PROMO_CODE', 'OLD20', 'Expired', 20, $2, $2),
              (gen_random_uuid(), $1, 'PROMO_CODE', 'NEW20', 'Live', 20, $3, $2)`,
      [user?.uuid, new Date('2029-12-01T00:00:00Z'), new Date('2030-06-01T00:00:00Z')],
    );
    const result = await call(server.app, 'GET', '/api/v1/cx/wallet', { token });
    expect(result.body.data.promo_codes.map((p: { code: string }) => p.code)).toEqual(['NEW20']);
  });
});
