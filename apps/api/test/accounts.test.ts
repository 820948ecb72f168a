import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  call,
  outbox,
  registerAccount,
  registerUnverifiedAccount,
  signIn,
  startServer,
  type TestServer,
} from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const register = (email: string, type: 'CLIENT' | 'PARTNER' = 'CLIENT') =>
  registerAccount(server.app, email, { ip: freshIp(), type });
const registerUnverified = (email: string, type: 'CLIENT' | 'PARTNER' = 'CLIENT') =>
  registerUnverifiedAccount(server, email, { ip: freshIp(), type });

describe('registration', () => {
  it('refuses a password from the breached and common list', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'common@example.com',
        password: 'Password123',
        type: 'CLIENT',
        agree_terms: true,
        code: '123456',
      },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(result.status).toBe(422);
    expect(result.body.data.password).toEqual([
      'This password is on a list of common or breached passwords. Please choose one that is harder to guess.',
    ]);
  });

  it('proves the address with an emailed 6-digit code, so onboarding starts at the pet', async () => {
    const token = await register('first@example.com');
    const [mail] = await outbox(server.app, 'first@example.com');
    expect(mail?.channel).toBe('EMAIL');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.body).toContain(mail?.code);
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(profile.body.data).toMatchObject({ email_verified: true, status: 'ONBOARDING' });
    const early = await call(server.app, 'POST', '/api/v1/cx/onboarding/complete', { token });
    expect(early.body.message).toBe('Please add your pet first.');
  });
});

describe('email and phone verification', () => {
  it('verifies the email with the code; a wrong code is spent and says so', async () => {
    const token = await registerUnverified('verify@example.com');
    const wrong = await call(server.app, 'POST', '/api/v1/profile/email/verify', {
      token,
      body: { code: '000000' },
    });
    // One code in a million could be 000000: then the right code is spent, which this test tolerates.
    if (wrong.status === 422) expect(wrong.body.data.code).toEqual(['The code you entered was incorrect']);
    // The attempt spent the code, so a new one goes out at once; the countdown then holds the next.
    const resent = await call(server.app, 'POST', '/api/v1/profile/email/code', { token });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ sent_to: 'v***@example.com', resend_in: 60 });
    const early = await call(server.app, 'POST', '/api/v1/profile/email/code', { token });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('CODE_RESEND_TOO_SOON');
    const [latest] = await outbox(server.app, 'verify@example.com');
    const right = await call(server.app, 'POST', '/api/v1/profile/email/verify', {
      token,
      body: { code: latest?.code },
    });
    expect(right.status).toBe(200);
    expect(right.body.data.email_verified).toBe(true);
    // Single attempt: the same code does not work twice.
    const again = await call(server.app, 'POST', '/api/v1/profile/email/verify', {
      token,
      body: { code: latest?.code },
    });
    expect(again.status).toBe(422);
  });

  it('texts a code to the phone and verifies it', async () => {
    const token = await register('phone@example.com');
    const set = await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '1', phone_number: '(416) 555-0100' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.sent_to).toBe('+•••••••0100');
    const [sms] = await outbox(server.app, '+14165550100');
    expect(sms?.channel).toBe('SMS');
    const verified = await call(server.app, 'POST', '/api/v1/profile/phone/verify', {
      token,
      body: { code: sms?.code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.phone).toMatchObject({ phone_number: '+14165550100', is_verified: true });
  });

  it('asks for both parts of a phone number', async () => {
    const token = await register('nophone@example.com');
    const result = await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '', phone_number: '' },
    });
    expect(result.status).toBe(422);
    expect(result.body.data).toEqual({
      country_code: ['Please enter the country code.'],
      phone_number: ['Please enter your phone number.'],
    });
  });
});

describe('client onboarding', () => {
  it('names the first missing step, then activates the client once everything is in', async () => {
    const token = await registerUnverified('onboard@example.com');
    const early = await call(server.app, 'POST', '/api/v1/cx/onboarding/complete', { token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Please verify your email address first.');

    const [mail] = await outbox(server.app, 'onboard@example.com');
    await call(server.app, 'POST', '/api/v1/profile/email/verify', { token, body: { code: mail?.code } });
    const pet = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token,
      body: {
        name: 'Rex',
        species: 'DOG',
        gender: 'MALE',
        birthday_on: '2020-01-01',
        spayed_neutered: true,
        weight: { value: 20, is_metric: true },
      },
    });
    expect(pet.status).toBe(201);
    expect(pet.body.data.weight_history).toHaveLength(1);
    await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '1', phone_number: '4165550111' },
    });
    const [sms] = await outbox(server.app, '+14165550111');
    await call(server.app, 'POST', '/api/v1/profile/phone/verify', { token, body: { code: sms?.code } });

    const missingAddress = await call(server.app, 'POST', '/api/v1/cx/onboarding/complete', { token });
    expect(missingAddress.body.message).toBe('Please add your address first.');
    const badAddress = await call(server.app, 'POST', '/api/v1/profile/address', {
      token,
      body: { address_1: '1 Main St', city: '', postal: '', province: 'ON', country: 'CA' },
    });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.data).toEqual({
      city: ['Please enter your city.'],
      postal: ['Please enter your postal or ZIP code.'],
    });
    const address = await call(server.app, 'POST', '/api/v1/profile/address', {
      token,
      body: { address_1: '1 Main St', city: 'Toronto', postal: 'M5V 1A1', province: 'ON', country: 'CA' },
    });
    expect(address.status).toBe(201);

    const pushed: Array<{ channel: string | string[]; event: string; data: unknown }> = [];
    const trigger = server.deps.realtime.trigger.bind(server.deps.realtime);
    server.deps.realtime.trigger = async (channel, event, data, options) => {
      pushed.push({ channel, event, data });
      return trigger(channel, event, data, options);
    };
    const done = await call(server.app, 'POST', '/api/v1/cx/onboarding/complete', { token });
    server.deps.realtime.trigger = trigger;
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('ACTIVE');
    expect(done.body.data.profile_address).toMatchObject({ city: 'Toronto' });
    // The welcome notification is stored, then pushed on the user's private channel.
    expect(pushed).toEqual([
      {
        channel: `private-user-${done.body.data.uuid}`,
        event: 'notification.created',
        data: expect.objectContaining({ type: 'NewsNotification', read_at: null }),
      },
    ]);
    const stored = await call(server.app, 'GET', '/api/v1/notifications', { token });
    expect(stored.body.data.items[0].body).toBe(
      'Welcome to Pawcall! Your account is active: you can book a vet any time.',
    );
  });
});

describe('partner onboarding', () => {
  it('lists the partner once credentials, email, phone and availability are in', async () => {
    const token = await registerUnverified('vet@example.com', 'PARTNER');
    const body = {
      designation: 'VET',
      post_nominal: 'DVM',
      school_name: 'Ontario Veterinary College',
      school_year: 2015,
      licences: [{ jurisdiction: 'ON', country: 'CA', number: 'ON-123', expires_on: '2031-06-30' }],
      province: 'ON',
      country: 'CA',
      availability: [{ weekday: 1, start_minute: 540, end_minute: 1020 }],
    };
    const noEmail = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', { token, body });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe('Please verify your email address first.');
    const [mail] = await outbox(server.app, 'vet@example.com');
    await call(server.app, 'POST', '/api/v1/profile/email/verify', { token, body: { code: mail?.code } });
    const noPhone = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', { token, body });
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.message).toBe('Please add and verify your phone number first.');
    await call(server.app, 'PUT', '/api/v1/profile/phone', {
      token,
      body: { country_code: '1', phone_number: '4165550222' },
    });
    const [sms] = await outbox(server.app, '+14165550222');
    await call(server.app, 'POST', '/api/v1/profile/phone/verify', { token, body: { code: sms?.code } });
    const done = await call(server.app, 'POST', '/api/v1/px/onboarding/complete', { token, body });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'ACTIVE', designation: 'VET', post_nominal: 'DVM' });
    const search = await call(server.app, 'GET', '/api/p/partners/search?q=Lovelace');
    expect(search.body.data.items.map((p: { uri_slug: string }) => p.uri_slug)).toContain('dr-ada-lovelace');
  });
});

describe('password reset and magic link', () => {
  it('answers the same for unknown emails and resets with the emailed link once', async () => {
    const unknown = await call(server.app, 'POST', '/api/v1/auth/password/forgot', {
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.body.data).toEqual({ accepted: true });
    await register('reset@example.com');
    await call(server.app, 'POST', '/api/v1/auth/password/forgot', { body: { email: 'reset@example.com' } });
    const [mail] = await outbox(server.app, 'reset@example.com');
    const link = new URL(mail?.link ?? '', 'http://x');
    expect(link.pathname).toBe('/auth/reset-password');
    const body = {
      id: link.searchParams.get('u'),
      code: link.searchParams.get('code'),
      password: 'Brand9new',
    };
    const reset = await call(server.app, 'POST', '/api/v1/auth/password/reset', { body });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.email).toBe('reset@example.com');
    const reused = await call(server.app, 'POST', '/api/v1/auth/password/reset', { body });
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe('This link is incorrect or no longer valid. Please ask for a new one.');
    await signIn(server.app, 'reset@example.com', 'Brand9new', freshIp());
  });

  it('signs in with the u and ml of a magic link, once', async () => {
    await call(server.app, 'POST', '/api/v1/auth/magic-link', { body: { email: 'noah@pawcall.test' } });
    const [mail] = await outbox(server.app, 'noah@pawcall.test');
    const link = new URL(mail?.link ?? '', 'http://x');
    const body = { id: link.searchParams.get('u'), code: link.searchParams.get('ml'), platform: 'WEB' };
    const first = await call(server.app, 'POST', '/api/v1/auth/magic-login', { body });
    expect(first.status).toBe(200);
    expect(first.body.data.user.email).toBe('noah@pawcall.test');
    expect(first.headers.get('set-cookie')).toContain('pawcall_refresh=');
    const second = await call(server.app, 'POST', '/api/v1/auth/magic-login', { body });
    expect(second.status).toBe(410);
  });
});

describe('social sign-in and SSO', () => {
  it('lists no provider when none is configured and answers a clear error for one', async () => {
    const providers = await call(server.app, 'GET', '/api/v1/auth/social/providers');
    expect(providers.body.data).toEqual([]);
    const result = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'google', access_token: 'token' },
    });
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message:
        'We were unable to connect to this login provider. Please try again later or sign in with your email.',
    });
  });

  it('finds a known organisation and gives the spec’s message for an unknown one', async () => {
    const known = await call(server.app, 'GET', '/api/v1/auth/sso/northside-vets');
    expect(known.body.data.name).toBe('Northside Veterinary Group');
    const unknown = await call(server.app, 'GET', '/api/v1/auth/sso/acme');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      "We couldn't find a single sign-on account for this organization. Please contact your organization's support.",
    );
  });
});

describe('profile, pets and cards of the demo client', () => {
  it('has a prefilled phone and address', async () => {
    const { user } = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', freshIp());
    expect(user.phone).toMatchObject({ phone_number: '+14165550134', is_verified: true });
    expect(user.profile_address).toMatchObject({ city: 'Toronto', province: 'ON', country: 'CA' });
  });

  it('keeps a weight history and removes a pet with a reason', async () => {
    const { token } = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', freshIp());
    const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
    const miso = pets.body.data.find((p: { name: string }) => p.name === 'Miso');
    const patched = await call(server.app, 'PATCH', `/api/v1/cx/pets/${miso.uuid}`, {
      token,
      body: { weight: { value: 4.6, is_metric: true } },
    });
    expect(patched.body.data.weight).toMatchObject({ value: 4.6 });
    expect(patched.body.data.weight_history.at(-1)).toMatchObject({ value: 4.6 });
    const noNote = await call(server.app, 'DELETE', `/api/v1/cx/pets/${miso.uuid}`, {
      token,
      body: { reason: 'OTHER' },
    });
    expect(noNote.status).toBe(422);
    const removed = await call(server.app, 'DELETE', `/api/v1/cx/pets/${miso.uuid}`, {
      token,
      body: { reason: 'GAVE_AWAY' },
    });
    expect(removed.status).toBe(200);
    const again = await call(server.app, 'DELETE', `/api/v1/cx/pets/${miso.uuid}`, {
      token,
      body: { reason: 'LOST' },
    });
    expect(again.body.message).toBe('This pet has already been removed.');
  });

  it('makes a card primary and removes one, leaving one primary', async () => {
    const { token } = await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', freshIp());
    const added = await addCard(server.app, token, 'pm_card_amex');
    const primary = await call(server.app, 'PUT', `/api/v1/cx/payment-methods/${added.body.data.uuid}`, {
      token,
      body: { is_default: true },
    });
    expect(primary.body.data.is_default).toBe(true);
    await call(server.app, 'DELETE', `/api/v1/cx/payment-methods/${added.body.data.uuid}`, { token });
    const cards = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token });
    expect(
      cards.body.data.map((c: { last4: string; is_default: boolean }) => [c.last4, c.is_default]),
    ).toEqual([['4242', true]]);
  });

  it('changes the password only with the current one', async () => {
    const token = await register('change@example.com');
    const wrong = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token,
      body: { current_password: 'nope', password: 'Another7' },
    });
    expect(wrong.body.data.current_password).toEqual(['Your current password is incorrect.']);
    const right = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token,
      body: { current_password: 'Lovelace42', password: 'Another7' },
    });
    expect(right.status).toBe(200);
  });
});

describe('notifications', () => {
  it('pages, counts unread, shows the latest news and marks read', async () => {
    const { token } = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', freshIp());
    const page = await call(server.app, 'GET', '/api/v1/notifications?page=1&per_page=2', { token });
    expect(page.body.data).toMatchObject({ page: 1, per_page: 2, total: 4, unread: 3 });
    expect(page.body.data.items[0].link).toBe('/cx/appointments/PAWV5T8N');
    const news = await call(server.app, 'GET', '/api/v1/notifications/news/latest', { token });
    expect(news.body.data.type).toBe('NewsNotification');
    const one = await call(server.app, 'POST', `/api/v1/notifications/${page.body.data.items[0].id}`, {
      token,
    });
    expect(one.body.data.read_at).not.toBeNull();
    const recent = await call(server.app, 'GET', '/api/v1/notifications/recent', { token });
    expect(recent.body.data.unread).toBe(2);
    const all = await call(server.app, 'PUT', '/api/v1/notifications/mark-all-as-read', { token });
    expect(all.body.data).toEqual({ unread: 0 });
  });
});

describe('dev outbox page', () => {
  it('shows what was sent, as HTML', async () => {
    const response = await server.app.request('/dev/outbox?to=first%40example.com');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your Pawcall sign-up code');
  });
});
