import type { Appointment, User } from '@pawcall/api-client';
import { clientOlivia, makeAppointment } from '@pawcall/api-client/msw';

/**
 * Stories show states that depend on the clock (upcoming, past, a room that opens later, an expired
 * one), so their times are relative to now: a state stays the same whatever day the story runs.
 */
export function startingIn(minutes: number, lengthMinutes = 30): Pick<Appointment, 'start_at' | 'end_at'> {
  const start = new Date(Date.now() + minutes * 60_000);
  start.setSeconds(0, 0);
  return {
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + lengthMinutes * 60_000).toISOString(),
  };
}

export const DAY_MINUTES = 24 * 60;

/** Olivia as her vet sees her on an appointment (the px views carry the client). */
export const oliviaAsClient: NonNullable<Appointment['client']> = {
  uuid: clientOlivia.uuid,
  first_name: clientOlivia.first_name,
  last_name: clientOlivia.last_name,
  phone: clientOlivia.phone?.phone_number ?? null,
  has_verified_phone: true,
  has_valid_address: true,
};

/** Dr. Chen signed in: the engine's client fixture turned into the partner, as the web tests do. */
export function vetChen(): User {
  return {
    ...structuredClone(clientOlivia),
    uuid: '8de4d5c6-95a2-44a3-9061-5c4d3e2f1a09',
    type: 'PARTNER',
    designation: 'VET',
    post_nominal: 'DVM',
    first_name: 'Emily',
    last_name: 'Chen',
    email: 'dr.chen@pawcall.test',
    pets: [],
    payment_methods: [],
  };
}

/** A confirmed appointment of Biscuit's, starting `minutes` from now. */
export function upcomingAppointment(
  reference: string,
  minutes = 3 * DAY_MINUTES,
  overrides: Partial<Appointment> = {},
) {
  return makeAppointment({
    reference_id: reference,
    ...startingIn(minutes),
    can_cancel: true,
    // Confirmed by the vet, so it reads "Upcoming" rather than "Requested".
    partner_confirmed_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    client: oliviaAsClient,
    ...overrides,
  });
}

/** A completed appointment that ended `days` ago. */
export function completedAppointment(reference: string, days = 2, overrides: Partial<Appointment> = {}) {
  return makeAppointment({
    reference_id: reference,
    status: 'COMPLETED',
    ...startingIn(-days * DAY_MINUTES),
    can_cancel: false,
    can_review: true,
    client: oliviaAsClient,
    ...overrides,
  });
}
