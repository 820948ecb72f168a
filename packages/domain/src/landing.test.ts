import { describe, expect, it } from 'vitest';
import {
  clientOnboardingExit,
  defaultPathFor,
  guardApiCall,
  guardRoute,
  isIndexablePath,
  loginPathWithRedirect,
  postLoginPath,
  safeRedirect,
  type Viewer,
} from './landing';

const client: Viewer = { type: 'CLIENT', status: 'ACTIVE', theme: 'pawcall' };
const pharmacyClient: Viewer = { type: 'CLIENT', status: 'ACTIVE', theme: 'pharmacy' };
const inactiveClient: Viewer = { type: 'CLIENT', status: 'INACTIVE', theme: 'pawcall' };
const onboardingClient: Viewer = { type: 'CLIENT', status: 'ONBOARDING', theme: 'pawcall' };
const partner: Viewer = { type: 'PARTNER', status: 'ACTIVE', theme: 'pawcall' };
const onboardingPartner: Viewer = { type: 'PARTNER', status: 'ONBOARDING', theme: 'pawcall' };

describe('defaultPathFor (post-login landing)', () => {
  it('sends guests to the welcome page', () => {
    expect(defaultPathFor(null)).toBe('/');
  });

  it('sends partners to onboarding while onboarding, else to the partner dashboard', () => {
    expect(defaultPathFor(onboardingPartner)).toBe('/px/welcome');
    expect(defaultPathFor(partner)).toBe('/px');
  });

  it('sends onboarding clients to client onboarding', () => {
    expect(defaultPathFor(onboardingClient)).toBe('/cx/welcome');
  });

  it('sends pharmacy-theme clients to the appointments list and the others to the dashboard', () => {
    expect(defaultPathFor(pharmacyClient)).toBe('/cx/appointments');
    expect(defaultPathFor(client)).toBe('/cx');
  });

  it('sends an onboarding client from subscription checkout without a phone to add-phone-number', () => {
    expect(defaultPathFor({ ...onboardingClient, came_from_checkout: true, phone: null } as Viewer)).toBe(
      '/cx/post-checkout/add-phone-number',
    );
    expect(
      defaultPathFor({
        ...onboardingClient,
        came_from_checkout: true,
        phone: { is_verified: false },
      } as Viewer),
    ).toBe('/cx/welcome');
  });
});

describe('guardRoute', () => {
  it('lets everyone open public pages', () => {
    expect(guardRoute('public', null, '/gs')).toBeNull();
    expect(guardRoute('public', client, '/p/dr-emily-chen')).toBeNull();
  });

  it('sends guests on sign-in-required routes to login with the wanted path', () => {
    expect(guardRoute('client', null, '/cx/appointments?past_page=2')).toBe(
      '/auth/login?redirect=%2Fcx%2Fappointments%3Fpast_page%3D2',
    );
    expect(guardRoute('signedIn', null, '/cx/appointments')).toBe(
      '/auth/login?redirect=%2Fcx%2Fappointments',
    );
    expect(guardRoute('booking', null, '/cx/book/a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21/payment')).toBe(
      '/auth/login?redirect=%2Fcx%2Fbook%2Fa0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21%2Fpayment',
    );
  });

  it('sends signed-in users away from guest-only routes to their default path', () => {
    expect(guardRoute('guest', null, '/auth/login')).toBeNull();
    expect(guardRoute('guest', client, '/auth/login')).toBe('/cx');
    expect(guardRoute('guest', partner, '/')).toBe('/px');
  });

  it('follows the stored redirect when a guest page sees a signed-in user (after login)', () => {
    expect(guardRoute('guest', client, '/auth/login?redirect=%2Fp%2Fdr-emily-chen%3Fdate%3D2026-11-23')).toBe(
      '/p/dr-emily-chen?date=2026-11-23',
    );
  });

  it('admits active and inactive clients to /cx, and sends partners and onboarding clients to their default path', () => {
    expect(guardRoute('client', client, '/cx/appointments')).toBeNull();
    expect(guardRoute('client', inactiveClient, '/cx/appointments')).toBeNull();
    expect(guardRoute('client', partner, '/cx/appointments')).toBe('/px');
    expect(guardRoute('client', onboardingClient, '/cx/appointments')).toBe('/cx/welcome');
  });

  it('lets only a client who can book open the booking flow', () => {
    expect(guardRoute('booking', client, '/cx/book/x')).toBeNull();
    expect(guardRoute('booking', inactiveClient, '/cx/book/x')).toBe('/cx');
    expect(guardRoute('booking', partner, '/cx/book/x')).toBe('/px');
    // The client onboarding guard lets a booking through.
    expect(guardRoute('booking', onboardingClient, '/cx/book/x')).toBeNull();
  });
});

describe('redirects', () => {
  it('keeps only paths on this site', () => {
    expect(safeRedirect('/cx/appointments')).toBe('/cx/appointments');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });

  it('does not carry the welcome page or the login page itself as a redirect', () => {
    expect(loginPathWithRedirect('/')).toBe('/auth/login');
    expect(loginPathWithRedirect('/auth/login?redirect=%2Fx')).toBe('/auth/login');
  });

  it('after login: the stored redirect wins, else the default path; onboarding users go to onboarding', () => {
    expect(postLoginPath(client, '/cx/appointments/PWC4K7Q2')).toBe('/cx/appointments/PWC4K7Q2');
    expect(postLoginPath(client, null)).toBe('/cx');
    expect(postLoginPath(client, 'https://evil.example')).toBe('/cx');
    expect(postLoginPath(onboardingClient, '/cx/appointments')).toBe('/cx/welcome');
    expect(postLoginPath(onboardingClient, '/cx/book/a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21')).toBe(
      '/cx/book/a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21',
    );
  });
});

describe('onboarding and partner guards', () => {
  it('keeps onboarding partners in partner onboarding and everyone else out of it', () => {
    expect(guardRoute('partner', onboardingPartner, '/px')).toBe('/px/welcome');
    expect(guardRoute('partner', partner, '/px')).toBeNull();
    expect(guardRoute('partnerOnboarding', onboardingPartner, '/px/welcome/about-you')).toBeNull();
    expect(guardRoute('partnerOnboarding', partner, '/px/welcome')).toBe('/px');
    expect(guardRoute('partnerOnboarding', client, '/px/welcome')).toBe('/cx');
    expect(guardRoute('client', onboardingPartner, '/cx/appointments')).toBe('/px/welcome');
    expect(guardRoute('partnerOnboarding', null, '/px/welcome')).toBe('/auth/login?redirect=%2Fpx%2Fwelcome');
  });

  it('client onboarding admits onboarding clients; the entry guard sends others on', () => {
    expect(guardRoute('clientOnboarding', onboardingClient, '/cx/welcome/pet')).toBeNull();
    expect(guardRoute('clientOnboarding', client, '/cx/welcome')).toBe('/cx');
    expect(guardRoute('clientOnboarding', partner, '/cx/welcome')).toBe('/px');
    expect(
      clientOnboardingExit(client as NonNullable<Viewer>, '/cx/book/a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21'),
    ).toBe('/cx/book/a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21');
    expect(clientOnboardingExit({ ...(client as NonNullable<Viewer>), requires_password: true }, null)).toBe(
      '/cx/post-checkout/add-password',
    );
    expect(clientOnboardingExit(client as NonNullable<Viewer>, null)).toBe('/cx');
  });

  it('hides the invite page from global clients and sends partners away from post-checkout', () => {
    expect(guardRoute('clientNotGlobal', client, '/cx/account/invite')).toBeNull();
    expect(
      guardRoute(
        'clientNotGlobal',
        { ...(client as NonNullable<Viewer>), is_global: true },
        '/cx/account/invite',
      ),
    ).toBe('/cx/account');
    expect(guardRoute('postCheckout', partner, '/cx/post-checkout/add-password')).toBe('/px');
    expect(guardRoute('postCheckout', client, '/cx/post-checkout/add-password')).toBeNull();
  });

  it('marks only login, forgot password, both registers and welcome as indexable', () => {
    for (const path of [
      '/',
      '/auth/login',
      '/auth/forgot-password',
      '/auth/cx/register',
      '/auth/px/register',
    ])
      expect(isIndexablePath(path), path).toBe(true);
    for (const path of ['/cx', '/gs', '/auth/reset-password', '/px/welcome'])
      expect(isIndexablePath(path), path).toBe(false);
  });
});

describe('guardApiCall (the API side of the area guards)', () => {
  it('lets clients call cx and partners call px', () => {
    expect(guardApiCall(client as NonNullable<Viewer>, '/cx/pets')).toBeNull();
    expect(guardApiCall(partner as NonNullable<Viewer>, '/px/appointments/{ref}')).toBeNull();
    expect(guardApiCall(client as NonNullable<Viewer>, '/profile')).toBeNull();
  });

  it('refuses the other side with the caller’s default path', () => {
    expect(guardApiCall(client as NonNullable<Viewer>, '/px/appointments')).toEqual({
      reason: 'partnersOnly',
      url: '/cx',
    });
    expect(guardApiCall(partner as NonNullable<Viewer>, '/cx/pets')).toEqual({
      reason: 'clientsOnly',
      url: '/px',
    });
    expect(guardApiCall(partner as NonNullable<Viewer>, '/cx/quote/{uuid}')).toEqual({
      reason: 'partnerCannotCheckout',
      url: '/px',
    });
  });

  it('keeps onboarding partners out of the main area’s calls but not onboarding’s', () => {
    expect(guardApiCall(onboardingPartner as NonNullable<Viewer>, '/px/appointments/{ref}/confirm')).toEqual({
      reason: 'finishOnboarding',
      url: '/px/welcome',
    });
    expect(guardApiCall(onboardingPartner as NonNullable<Viewer>, '/px/onboarding/complete')).toBeNull();
    expect(guardApiCall(onboardingPartner as NonNullable<Viewer>, '/px/appointmentsx')).toBeNull();
    expect(guardApiCall(onboardingClient as NonNullable<Viewer>, '/cx/pets')).toBeNull();
  });
});
