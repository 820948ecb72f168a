import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox, registerUnverifiedAccount, signIn, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

async function latestCode(to: string) {
  const [latest] = await outbox(server.app, to);
  if (!latest?.code) throw new Error(`no code was sent to ${to}`);
  return latest.code;
}

const register = (email: string) =>
  registerUnverifiedAccount(server, email, {
    ip: freshIp(),
    first_name: 'Grace',
    last_name: 'Hopper',
    password: 'Hopper1906',
  });

/** A 6-digit code that is certainly not `code`. */
const otherThan = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

const verifyEmail = (token: string, code: string) =>
  call(server.app, 'POST', '/api/v1/profile/email/verify', { token, body: { code } });
const sendEmailCode = (token: string) => call(server.app, 'POST', '/api/v1/profile/email/code', { token });

describe('verification codes', () => {
  it('says a wrong code was incorrect, a spent one is no longer valid, and sends a new one at once', async () => {
    const token = await register('spent@example.com');
    const code = await latestCode('spent@example.com');

    const wrong = await verifyEmail(token, otherThan(code));
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.code).toEqual(['The code you entered was incorrect']);
    // The wrong attempt spent the code: the right digits no longer help.
    const spent = await verifyEmail(token, code);
    expect(spent.status).toBe(422);
    expect(spent.body.data.code).toEqual(['This code is incorrect or no longer valid. Send a new code.']);

    // No live code is left, so a new one goes out before the minute's countdown is over.
    const resent = await sendEmailCode(token);
    expect(resent.status).toBe(200);
    expect(resent.body.data.resend_in).toBe(60);
    // While that new code is live, the countdown holds.
    const early = await sendEmailCode(token);
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('CODE_RESEND_TOO_SOON');
    const right = await verifyEmail(token, await latestCode('spent@example.com'));
    expect(right.status).toBe(200);
    expect(right.body.data.email_verified).toBe(true);
  });

  it('calls an expired code no longer valid', async () => {
    await register('expired@example.com');
    const code = await latestCode('expired@example.com');
    server.clock.advance(16 * 60_000);
    // The access token lasts no longer than the code: sign in again.
    const again = await signIn(server.app, 'expired@example.com', 'Hopper1906', freshIp());
    const late = await verifyEmail(again.token, code);
    expect(late.status).toBe(422);
    expect(late.body.data.code).toEqual(['This code is incorrect or no longer valid. Send a new code.']);
  });

  it('refuses a code that is not 6 digits without spending the live one', async () => {
    const token = await register('format@example.com');
    const code = await latestCode('format@example.com');
    for (const typo of ['12345', '12345a', '1234567']) {
      const refused = await verifyEmail(token, typo);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ status: 'fail', data: { code: ['Please enter the 6-digit code.'] } });
    }
    const phoneTypo = await call(server.app, 'POST', '/api/v1/profile/phone/verify', {
      token,
      body: { code: 'abcdef' },
    });
    expect(phoneTypo.status).toBe(400);
    const right = await verifyEmail(token, code);
    expect(right.status).toBe(200);
  });

  it('sends at most 5 codes in 15 minutes, however fast they are spent', async () => {
    const token = await register('burst@example.com');
    // The registration's code and 4 more, each spent by a wrong attempt.
    for (let sent = 1; sent < 5; sent++) {
      await verifyEmail(token, otherThan(await latestCode('burst@example.com')));
      expect((await sendEmailCode(token)).status).toBe(200);
    }
    await verifyEmail(token, otherThan(await latestCode('burst@example.com')));
    const sixth = await sendEmailCode(token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('CODE_RESEND_TOO_SOON');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    server.clock.advance(15 * 60_000);
    const again = await signIn(server.app, 'burst@example.com', 'Hopper1906', freshIp());
    expect((await sendEmailCode(again.token)).status).toBe(200);
  });
});

describe('forgot-password and magic-link emails', () => {
  const forgot = (email: string, ip: string) =>
    call(server.app, 'POST', '/api/v1/auth/password/forgot', {
      body: { email },
      headers: { 'X-Forwarded-For': ip },
    });
  const magic = (email: string, ip: string) =>
    call(server.app, 'POST', '/api/v1/auth/magic-link', {
      body: { email },
      headers: { 'X-Forwarded-For': ip },
    });
  const throttledMessage =
    'We are unable to log you in right now: too many sign-in emails were asked for. Please try again in 15 minutes.';

  it('sends an address at most 3 in 15 minutes, and answers an unknown address the same way', async () => {
    for (const email of ['noah@pawcall.test', 'nobody-here@example.com']) {
      expect((await forgot(email, freshIp())).body).toEqual({ status: 'success', data: { accepted: true } });
      expect((await magic(email, freshIp())).status).toBe(200);
      expect((await forgot(email, freshIp())).status).toBe(200);
      const fourth = await magic(email.toUpperCase(), freshIp());
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual({ status: 'error', code: 'THROTTLED', message: throttledMessage });
      expect(fourth.headers.get('retry-after')).toBe('900');
    }
    const mails = await call(server.app, 'GET', '/dev/outbox.json?to=noah%40pawcall.test');
    expect(
      mails.body.data.filter(
        (mail: { subject: string }) => mail.subject !== 'Your Pawcall verification code',
      ),
    ).toHaveLength(3);
    server.clock.advance(15 * 60_000 + 1000);
    expect((await forgot('noah@pawcall.test', freshIp())).status).toBe(200);
  });

  it('sends at most 10 in 15 minutes from one IP', async () => {
    const ip = freshIp();
    for (let n = 0; n < 10; n++) expect((await forgot(`friend${n}@example.com`, ip)).status).toBe(200);
    const eleventh = await forgot('friend10@example.com', ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(throttledMessage);
    expect((await forgot('friend10@example.com', freshIp())).status).toBe(200);
  });
});

describe('cards', () => {
  it('refuses a card without billing details, naming every field', async () => {
    const { token } = await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', freshIp());
    const before = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token });
    const bare = await call(server.app, 'POST', '/api/v1/cx/payment-methods', {
      token,
      body: { payment_method_id: 'pm_card_visa' },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.data).toEqual({
      'billing_details.name': ['Please enter the name on the card.'],
      'billing_details.address_1': ['Please enter the billing address.'],
      'billing_details.city': ['Please enter the city.'],
      'billing_details.province': ['Please enter the province or state.'],
      'billing_details.country': ['Please choose the billing country.'],
    });
    const after = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });
});

describe("onboarding's pet", () => {
  it("requires the pet's sex and birthday while the client onboards, as the onboarding form does", async () => {
    const token = await register('petless@example.com');
    const bare = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token,
      body: { name: 'Rex', species: 'DOG' },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.data).toEqual({
      gender: ["Please choose your pet's sex."],
      birthday_on: ["Please enter your pet's birthday."],
    });
    const complete = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token,
      body: { name: 'Rex', species: 'DOG', gender: 'MALE', birthday_on: '2021-04-01' },
    });
    expect(complete.status).toBe(201);
    const emptied = await call(server.app, 'PUT', `/api/v1/cx/pets/${complete.body.data.uuid}`, {
      token,
      body: { name: 'Rex', species: 'DOG' },
    });
    expect(emptied.status).toBe(422);
    expect(Object.keys(emptied.body.data)).toEqual(['gender', 'birthday_on']);
  });

  it('lets an active client add a pet with its name and species alone', async () => {
    const { token } = await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', freshIp());
    const added = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token,
      body: { name: 'Tiny', species: 'FISH' },
    });
    expect(added.status).toBe(201);
  });
});
