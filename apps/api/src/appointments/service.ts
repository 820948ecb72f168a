import type { V1Operations } from '@pawcall/api-client/types';
import {
  CANCEL_REASONS,
  cancellationRefusal,
  FOLLOW_UP_FEE_MINOR,
  PARTNER_CANCEL_REASONS,
} from '@pawcall/domain';
import { MAX_CONCERNS } from '../booking/service';
import type { AppDeps } from '../deps';
import { offersFreeSlot, releaseExpiredHolds, SLOT_MINUTES } from '../domain/availability';
import {
  cancelAppointmentFor,
  declineAppointmentFor,
  startCancellationSession,
} from '../domain/cancellation';
import { addFieldError, conflict, type FieldErrors, failIfAny, notFound } from '../domain/errors';
import { proposeFollowUp } from '../domain/followUps';
import type { QuoteRow, UserRow } from '../domain/rows';
import { toAppointment, toAppointments } from '../views/appointment';
import { toQuote } from '../views/quote';
import { findPartner } from '../views/repository';
import { tellVetOfReview } from '../domain/vetNotices';
import { clientAppointment, partnerAppointment, push, reload, settleEndedVisits } from '../domain/visits';
import { type Locale, translate } from '../i18n';
import { openQuote } from '../quotes/service';
import * as appointments from './repository';
import type { ClientListFilters, PartnerListFilters } from './repository';

/**
 * The appointment once booked, from both sides: the client's and the vet's lists and details, the
 * cancellation policy and cancel, the concerns, the review, and the follow-up the vet proposes and
 * the client books or declines. Who may do what is decided here; the handlers only say who calls.
 */

type JsonBody<Id extends keyof V1Operations> = V1Operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

const page = (filters: { page: number; perPage: number }, total: number) => ({
  page: filters.page,
  per_page: filters.perPage,
  total,
});

/** The client's appointments, a page at a time; ended visits and lapsed holds are settled first. */
export async function clientList(deps: AppDeps, client: UserRow, filters: ClientListFilters, now: Date) {
  const { db } = deps;
  await releaseExpiredHolds(db, now);
  await settleEndedVisits(db, now);
  const { total, rows } = await appointments.clientAppointmentsPage(db, client.uuid, filters, now);
  return { ...page(filters, total), items: await toAppointments(db, rows, now) };
}

export async function clientDetail(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const { db } = deps;
  await releaseExpiredHolds(db, now);
  await settleEndedVisits(db, now);
  const row = await appointments.clientsAppointment(db, reference, client.uuid);
  if (!row) throw notFound('appointment.notFound');
  return toAppointment(db, row, now);
}

/** Reading the policy starts the client's cancellation session (the policy's expires_at). */
export async function clientCancellationPolicy(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  locale: Locale,
  now: Date,
) {
  const row = await clientAppointment(deps.db, reference, client, now);
  return {
    can_cancel: cancellationRefusal(row, now) === null,
    policy: translate(locale, 'appointment.cancelPolicy'),
    refund: { amount: row.total_cents, currency: row.currency },
    reasons: [...CANCEL_REASONS],
    expires_at: await startCancellationSession(deps.db, row, client.uuid, now),
  };
}

export async function clientCancel(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  input: JsonBody<'cancelAppointment'>,
  now: Date,
) {
  const row = await clientAppointment(deps.db, reference, client, now);
  const { cancelled } = await cancelAppointmentFor(
    deps,
    row,
    input,
    { side: 'CLIENT', uuid: client.uuid },
    now,
  );
  return toAppointment(deps.db, cancelled, now);
}

/**
 * The client books the vet's proposed follow-up: a quote at the flat follow-up price for a time the
 * vet offers, free; booking and paying it (booking/) is accepting it.
 */
export async function followUpQuote(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  startAt: string,
  platform: QuoteRow['platform'],
  now: Date,
) {
  const { db } = deps;
  const row = await clientAppointment(db, reference, client, now);
  if (row.followup_status !== 'PROPOSED') throw conflict('NOT_ALLOWED', 'appointment.followUpNone');
  const partner = await findPartner(db, row.partner_uuid);
  if (partner?.status !== 'ACTIVE') throw notFound('partner.notFound');
  const start = new Date(startAt);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  await releaseExpiredHolds(db, now);
  const partnerTiming = {
    uuid: partner.user_uuid,
    timezone: partner.timezone,
    min_advance_notice: partner.min_advance_notice,
  };
  if (!(await offersFreeSlot(db, partnerTiming, start, end, now)))
    throw conflict('SLOT_UNAVAILABLE', 'booking.slotUnavailable');
  const quote = await openQuote(
    db,
    {
      partner_uuid: partner.user_uuid,
      client_uuid: client.uuid,
      start_at: start,
      end_at: end,
      fee_cents: FOLLOW_UP_FEE_MINOR,
      currency: partner.currency,
      pet_uuid: row.pet_uuid,
      payment_method_uuid: row.payment_method_uuid,
      platform,
      followup_of: row.uuid,
    },
    now,
  );
  return toQuote(db, quote, now);
}

/** The concerns can change while the appointment could still be cancelled. */
export async function changeConcerns(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  input: string[],
  now: Date,
) {
  const row = await clientAppointment(deps.db, reference, client, now);
  const concerns = input.map((c) => c.trim()).filter(Boolean);
  if (cancellationRefusal(row, now) !== null) throw conflict('NOT_ALLOWED', 'appointment.concernsLocked');
  const fields: FieldErrors = {};
  if (concerns.length === 0) addFieldError(fields, 'concerns', 'booking.concerns.required');
  // The booking form's limit holds when they are edited.
  if (concerns.length > MAX_CONCERNS)
    addFieldError(fields, 'concerns', 'booking.concerns.tooMany', { count: MAX_CONCERNS });
  failIfAny(fields);
  await appointments.setConcerns(deps.db, row.uuid, concerns);
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  return { concerns };
}

/** One review per held visit; the vet is told. */
export async function review(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  input: JsonBody<'reviewAppointment'>,
  now: Date,
) {
  const row = await clientAppointment(deps.db, reference, client, now);
  if (row.status !== 'COMPLETED') throw conflict('NOT_REVIEWABLE', 'review.notAllowed');
  const fields: FieldErrors = {};
  if (!input.title.trim()) addFieldError(fields, 'title', 'review.title.required');
  if (!input.text.trim()) addFieldError(fields, 'text', 'review.text.required');
  failIfAny(fields);
  const written = { rating: input.rating, title: input.title.trim(), text: input.text.trim() };
  if (!(await appointments.insertReview(deps.db, row, written, now)))
    throw conflict('ALREADY_REVIEWED', 'review.already');
  await tellVetOfReview(deps, row, { rating: written.rating, title: written.title }, now);
  return written;
}

/** The client answers the vet's follow-up: declining it here, accepting it only by paying for it. */
export async function answerFollowUp(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  action: JsonBody<'answerFollowUp'>['action'],
  now: Date,
) {
  const { db } = deps;
  const row = await clientAppointment(db, reference, client, now);
  // Accepting is paying: the follow-up turns ACCEPTED when its quote is booked (followUpQuote).
  if (action === 'ACCEPT' && row.followup_status === 'ACCEPTED') return toAppointment(db, row, now);
  if (row.followup_status !== 'PROPOSED') throw conflict('NOT_ALLOWED', 'appointment.followUpNone');
  if (action === 'ACCEPT') throw conflict('FOLLOW_UP_PAYMENT_REQUIRED', 'appointment.followUpPayFirst');
  await appointments.declineProposedFollowUp(db, row.uuid);
  await push(deps, row.reference_id, 'followup.updated', { reference_id: row.reference_id });
  return toAppointment(db, await reload(db, row.uuid), now);
}

/** An appointment as its vet sees it. */
export async function asPartnerSees(deps: AppDeps, uuid: string, now: Date) {
  return toAppointment(deps.db, await reload(deps.db, uuid), now, 'PARTNER');
}

/** One of the vet's tabs, a page at a time; ended visits are settled first. */
export async function partnerList(deps: AppDeps, partner: UserRow, filters: PartnerListFilters, now: Date) {
  const { db } = deps;
  await settleEndedVisits(db, now);
  const { total, rows } = await appointments.partnerAppointmentsPage(db, partner.uuid, filters, now);
  return { ...page(filters, total), items: await toAppointments(db, rows, now, 'PARTNER') };
}

export async function partnerDetail(deps: AppDeps, partner: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  return asPartnerSees(deps, row.uuid, now);
}

/** The vet confirms a live request (once; confirming again changes nothing). */
export async function confirmRequest(deps: AppDeps, partner: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  if (!(await appointments.confirmByPartner(deps.db, row.uuid, now)))
    throw conflict('NOT_ALLOWED', 'appointment.notConfirmable');
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  return asPartnerSees(deps, row.uuid, now);
}

export async function declineRequest(deps: AppDeps, partner: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  await declineAppointmentFor(deps, row, now);
  return asPartnerSees(deps, row.uuid, now);
}

/** Reading the policy starts the vet's cancellation session, as on the client's side. */
export async function partnerCancellationPolicy(
  deps: AppDeps,
  partner: UserRow,
  reference: string,
  now: Date,
) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  return {
    can_cancel: cancellationRefusal(row, now) === null,
    refund: { amount: row.total_cents, currency: row.currency },
    reasons: [...PARTNER_CANCEL_REASONS],
    expires_at: await startCancellationSession(deps.db, row, partner.uuid, now),
  };
}

/**
 * The vet cancels: the same rule as the client's cancel, then everything the client paid goes
 * back to their card, and the client is told (push, notification, email) in their language.
 */
export async function partnerCancel(
  deps: AppDeps,
  partner: UserRow,
  reference: string,
  input: JsonBody<'cancelPartnerAppointment'>,
  now: Date,
) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  await cancelAppointmentFor(deps, row, input, { side: 'PARTNER', uuid: partner.uuid }, now);
  return asPartnerSees(deps, row.uuid, now);
}

/** The vet proposes a follow-up after a held visit, once (a proposed or accepted one stands). */
export async function proposeFollowUpVisit(
  deps: AppDeps,
  partner: UserRow,
  reference: string,
  input: string,
  now: Date,
) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  const message = input.trim();
  const fields: FieldErrors = {};
  if (!message) addFieldError(fields, 'message', 'appointment.followUpMessage.invalid');
  failIfAny(fields);
  if (row.status !== 'COMPLETED' || row.followup_status === 'PROPOSED' || row.followup_status === 'ACCEPTED')
    throw conflict('NOT_ALLOWED', 'appointment.followUpFailed');
  // Stored, pushed, and told to the client (notification and email), as the auto-request does.
  if (!(await proposeFollowUp(deps, row, 'PARTNER', message, now)))
    throw conflict('NOT_ALLOWED', 'appointment.followUpFailed');
  return asPartnerSees(deps, row.uuid, now);
}

export async function autoFollowUp(deps: AppDeps, partner: UserRow) {
  return { enabled: await appointments.autoFollowUp(deps.db, partner.uuid) };
}

export async function setAutoFollowUp(deps: AppDeps, partner: UserRow, enabled: boolean) {
  await appointments.setAutoFollowUp(deps.db, partner.uuid, enabled);
  return { enabled };
}
