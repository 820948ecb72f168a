import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAccount, startServer, type TestServer } from './support';

// A partner's onboarding credentials: up to 10 licences, a valid expiry not past, education and
// designation. The clock starts Monday 2030-01-07 15:00 UTC.
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
    // Sign-up proved the address with its code, so only the phone is left to verify.
    const token = await register('credentials.ten@example.com', 'PARTNER');
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
