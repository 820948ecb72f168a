import type { Appointment, PartnerProfile, PaymentMethod, Pet, Quote, Timeslot, User } from '../types';

// Shared fixtures for tests and stories. They mirror the server's demo seed so screens look the same
// against msw and against the real API.
export const petBiscuit: Pet = {
  uuid: '0b6c5f4e-1d2a-4c3b-9e8f-7a6b5c4d3e21',
  name: 'Biscuit',
  species: 'DOG',
  breed: 'Beagle',
  gender: 'MALE',
  birthday_on: '2019-04-12',
  spayed_neutered: true,
  weight: { value: 11.2, is_metric: true, created_at: '2026-09-01T12:00:00Z' },
};

export const petMiso: Pet = {
  uuid: '1c7d6e5f-2e3b-4d4c-8f9a-8b7c6d5e4f32',
  name: 'Miso',
  species: 'CAT',
  breed: 'Domestic shorthair',
  gender: 'FEMALE',
  birthday_on: '2021-08-03',
  spayed_neutered: true,
  weight: null,
};

export const cardVisa: PaymentMethod = {
  uuid: '2d8e7f60-3f4c-4e5d-9a0b-9c8d7e6f5a43',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  name: 'Olivia Martin',
};

export const cardDeclined: PaymentMethod = {
  uuid: '3e9f8071-405d-4f6e-8b1c-0d9e8f7a6b54',
  brand: 'visa',
  last4: '0002',
  exp_month: 11,
  exp_year: 2029,
  is_default: false,
  name: 'Olivia Martin',
};

export const cardNeedsAction: PaymentMethod = {
  uuid: '4fa09182-516e-406f-9c2d-1e0f9a8b7c65',
  brand: 'mastercard',
  last4: '3184',
  exp_month: 10,
  exp_year: 2031,
  is_default: false,
  name: 'Olivia Martin',
};

export const clientOlivia: User = {
  uuid: '5ab1a293-627f-4170-8d3e-2f1a0b9c8d76',
  type: 'CLIENT',
  designation: null,
  post_nominal: null,
  first_name: 'Olivia',
  last_name: 'Martin',
  email: 'olivia@pawcall.test',
  email_verified: true,
  status: 'ACTIVE',
  locale: 'en-US',
  timezone: 'America/New_York',
  theme: 'pawcall',
  booking_experience: 'STANDARD',
  phone: { uuid: '6bc2b3a4-7380-4281-9e4f-3a2b1c0d9e87', phone_number: '+12125550142', is_verified: true },
  photo: null,
  profile_address: {
    uuid: '7cd3c4b5-8491-4392-8f50-4b3c2d1e0f98',
    address_1: '120 Hudson St',
    address_2: null,
    city: 'New York',
    postal: '10013',
    province: 'NY',
    country: 'US',
    latitude: null,
    longitude: null,
  },
  pets: [petBiscuit, petMiso],
  payment_methods: [cardVisa, cardDeclined, cardNeedsAction],
};

export const partnerChen: PartnerProfile = {
  uuid: '8de4d5c6-95a2-44a3-9061-5c4d3e2f1a09',
  uri_slug: 'dr-emily-chen',
  first_name: 'Emily',
  last_name: 'Chen',
  designation: 'VET',
  post_nominal: 'DVM',
  photo: null,
  rate: { amount: 7500, currency: 'USD' },
  rating: 4.9,
  rating_count: 128,
  species_treated: ['DOG', 'CAT'],
  licences: [
    { jurisdiction: 'NY', country: 'US', number: 'NY-104233', expires_on: '2028-06-30', is_active: true },
    { jurisdiction: 'ON', country: 'CA', number: 'ON-55120', expires_on: '2027-12-31', is_active: true },
  ],
  next_available_at: '2026-11-23T15:00:00Z',
  bio: 'Small-animal vet with a soft spot for anxious dogs and senior cats.',
  languages: ['en', 'zh'],
  areas_of_interest: ['Behavior', 'Dermatology'],
  min_advance_notice: 30,
  school_name: 'Cornell University',
  school_year: 2012,
};

export const partnerPatel: PartnerProfile = {
  ...partnerChen,
  uuid: '9ef5e6d7-a6b3-45b4-8172-6d5e4f3a2b10',
  uri_slug: 'sam-patel',
  first_name: 'Sam',
  last_name: 'Patel',
  designation: 'TECH',
  post_nominal: 'RVT',
  rate: { amount: 0, currency: 'USD' },
  rating: 4.7,
  rating_count: 41,
  bio: 'Registered veterinary technician for quick questions, nutrition and behaviour.',
};

export function slotsFrom(startIso: string, count: number): Timeslot[] {
  const start = new Date(startIso).getTime();
  return Array.from({ length: count }, (_, index) => ({
    start_at: new Date(start + index * 30 * 60_000).toISOString(),
    end_at: new Date(start + (index + 1) * 30 * 60_000).toISOString(),
  }));
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  const partner = overrides.partner ?? partnerChen;
  const amount = partner.rate.amount;
  return {
    uuid: 'a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21',
    items: [{ type: 'APPOINTMENT_FEE', amount: { amount, currency: 'USD' } }],
    total: { amount, currency: 'USD' },
    currency: 'USD',
    partner,
    client_uuid: clientOlivia.uuid,
    start_at: '2026-11-23T15:00:00Z',
    end_at: '2026-11-23T15:30:00Z',
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    pet: null,
    payment_method: null,
    promo_code: null,
    service_type: null,
    platform: 'WEB',
    target_country: 'US',
    target_province: 'NY',
    target_city: 'New York',
    modifiable: true,
    ...overrides,
  };
}

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    reference_id: 'PWC4K7Q2',
    status: 'CONFIRMED',
    start_at: '2026-11-23T15:00:00Z',
    end_at: '2026-11-23T15:30:00Z',
    finalized_at: null,
    partner_confirmed_at: null,
    partner_declined_at: null,
    partner: partnerChen,
    pet: petBiscuit,
    concerns: ['Skin or itching'],
    description: 'Scratching his ears since Tuesday.',
    total: { amount: 7500, currency: 'USD' },
    payment_method: cardVisa,
    can_enter: false,
    created_at: '2026-11-21T18:00:00Z',
    category: 'GENERAL',
    ...overrides,
  };
}
