import type { Appointment } from '@pawcall/api-client';
import type { MockApiState } from '@pawcall/api-client/msw';
import type { components, V1Operations } from '@pawcall/api-client/types';
import { roomAvailability } from '@pawcall/domain';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];
type Data<Op extends keyof V1Operations> = V1Operations[Op]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } };
}
  ? D
  : never;
export type StorySession = Schemas['Session'];
export type StoryMedicalRecord = Schemas['MedicalRecord'];
export type StoryMessages = Data<'listMessages'>;

/**
 * What the stories add to the api-client's engine (packages/api-client/src/msw), whose appointments
 * they share: the appointment and visit calls the engine does not answer yet (the web tests install
 * them per test with server.use), written once here against the contract's types so every story
 * of a screen gets the same server. The server's rules and wording are the spec's (part 2, section 8).
 */
export interface VisitEngineState {
  /** Medical records by appointment reference; an absent one is an empty draft. */
  records: Map<string, StoryMedicalRecord>;
  /** Direct (and room) messages by appointment reference. */
  messages: Map<string, StoryMessages>;
  /** Sessions by reference; an absent one is derived from the appointment. */
  sessions: Map<string, StorySession>;
}

export function createVisitEngineState(): VisitEngineState {
  return { records: new Map(), messages: new Map(), sessions: new Map() };
}

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

export const visitMessages = {
  notFound: 'This page could not be found.',
  cancelRule:
    'This appointment can no longer be cancelled: only a confirmed or unpaid appointment can be cancelled, and only before its session ends.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  reasonRequired: 'Please choose a reason.',
  notesRequired: 'Please tell us why you are cancelling.',
  reviewRequired: 'This field is required.',
  cannotFinalize:
    'This record cannot be finalized: the appointment was declined, cancelled or marked incomplete.',
} as const;

const CANCEL_REASONS: Schemas['CancelReason'][] = [
  'SCHEDULE_CONFLICT',
  'PET_IS_BETTER',
  'SEEING_ANOTHER_VET',
  'BOOKED_BY_MISTAKE',
  'OTHER',
];

function emptyRecord(appointment: Appointment): StoryMedicalRecord {
  return {
    released: Boolean(appointment.finalized_at),
    finalized_at: appointment.finalized_at ?? null,
    can_finalize:
      !appointment.finalized_at && (appointment.status === 'COMPLETED' || appointment.status === 'CONFIRMED'),
    items: [],
  };
}

/** The session the server would answer for an appointment: the room follows the clock. */
export function sessionFor(
  appointment: Appointment,
  role: 'CLIENT' | 'PARTNER',
  now = Date.now(),
): StorySession {
  // The server's own rule: open from 10 minutes before the start through the closing phase.
  const room: StorySession['room'] = roomAvailability(appointment, new Date(now));
  return {
    reference_id: appointment.reference_id,
    role,
    status: appointment.status,
    start_at: appointment.start_at,
    end_at: appointment.end_at,
    can_enter: room === 'OPEN',
    can_mark_incomplete: false,
    partner_confirmed_at: appointment.partner_confirmed_at ?? null,
    room,
    provider: 'P2P',
    channel: `presence-appointment-${appointment.reference_id}`,
    twilio_token: null,
    checks: { client: null, partner: null },
    joined: { client_at: null, partner_at: null },
    remote_name:
      role === 'CLIENT'
        ? `Dr. ${appointment.partner.last_name}`
        : `${appointment.client?.first_name ?? ''} ${appointment.client?.last_name ?? ''}`.trim(),
    client_phone: null,
    recording_notice: true,
  };
}

function inTab(appointment: Appointment, tab: string | null, now: number): boolean {
  const ended = Date.parse(appointment.end_at) < now;
  switch (tab) {
    case 'past':
      return ended;
    case 'action-needed':
      return appointment.status === 'COMPLETED' && !appointment.finalized_at;
    case 'accelerator-appointments':
      return appointment.total.amount === 0 && appointment.status !== 'CANCELLED';
    case 'requests':
      return (
        appointment.status === 'CONFIRMED' &&
        !ended &&
        !appointment.partner_confirmed_at &&
        !appointment.partner_declined_at
      );
    default:
      return !ended && appointment.status !== 'CANCELLED';
  }
}

export function visitHandlers(state: MockApiState, visit: VisitEngineState) {
  let autoFollowUp = false;
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  const update = (ref: string, changes: Partial<Appointment>) => {
    const index = state.appointments.findIndex((a) => a.reference_id === ref);
    const next = { ...state.appointments[index]!, ...changes };
    state.appointments[index] = next;
    return next;
  };
  const record = (appointment: Appointment) =>
    visit.records.get(appointment.reference_id) ?? emptyRecord(appointment);
  const role = () => (state.user?.type === 'PARTNER' ? 'PARTNER' : 'CLIENT');

  return [
    // Cancellation (spec: "Cancel allowed only when Confirmed or RequiresPayment and the session has not ended").
    http.get('*/api/v1/cx/appointments/:ref/cancellation-policy', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      return success<Data<'getCancellationPolicy'>>({
        can_cancel: Boolean(appointment.can_cancel),
        policy: 'REFUND_TO_CARD',
        refund: appointment.total,
        reasons: CANCEL_REASONS,
        expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
    }),
    http.post('*/api/v1/cx/appointments/:ref/cancel', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      if (appointment.status === 'CANCELLED')
        return error(409, 'ALREADY_CANCELLED', visitMessages.alreadyCancelled);
      if (!appointment.can_cancel) return error(409, 'NOT_ALLOWED', visitMessages.cancelRule);
      const body = (await request.json()) as Partial<Schemas['CancelBody']>;
      if (!body.reason || !CANCEL_REASONS.includes(body.reason))
        return fail({ reason: [visitMessages.reasonRequired] });
      if (body.reason === 'OTHER' && !body.notes?.trim())
        return fail({ notes: [visitMessages.notesRequired] });
      return success<Data<'cancelAppointment'>>(
        update(appointment.reference_id, {
          status: 'CANCELLED',
          can_cancel: false,
          can_enter: false,
          cancel_reason: body.reason,
          cancelled_by: 'CLIENT',
          cancelled_at: new Date().toISOString(),
        }),
      );
    }),
    http.get('*/api/v1/cx/appointments/:ref/medical-record/download', ({ params }) =>
      success({ url: `/api/v1/documents/medical-record/${String(params.ref)}.pdf` }),
    ),
    http.post('*/api/v1/cx/appointments/:ref/review', async ({ params, request }) => {
      if (!find(params.ref)) return error(404, 'NOT_FOUND', visitMessages.notFound);
      const body = (await request.json()) as { rating?: number; title?: string; text?: string };
      const missing = (['rating', 'title', 'text'] as const).filter((field) => !body[field]);
      if (missing.length > 0)
        return fail(Object.fromEntries(missing.map((field) => [field, [visitMessages.reviewRequired]])));
      update(String(params.ref), { can_review: false, reviewed: true });
      return success<Data<'reviewAppointment'>>({
        rating: body.rating!,
        title: body.title!,
        text: body.text!,
      });
    }),
    // The vet's auto-request switch for follow-ups: off until the story turns it on.
    http.get('*/api/v1/px/settings/auto-followup', () =>
      success<Data<'getAutoFollowUp'>>({ enabled: autoFollowUp }),
    ),
    http.put('*/api/v1/px/settings/auto-followup', async ({ request }) => {
      autoFollowUp = ((await request.json()) as { enabled: boolean }).enabled;
      return success<Data<'setAutoFollowUp'>>({ enabled: autoFollowUp });
    }),
    // The vet's lists and appointment (the tab rule mirrors the server's px list).
    http.get('*/api/v1/px/appointments', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const now = Date.now();
      const all = state.appointments.filter((a) => inTab(a, url.searchParams.get('tab'), now));
      return success<Data<'listPartnerAppointments'>>({
        items: all.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: all.length,
      });
    }),
    http.get('*/api/v1/px/appointments/:ref', ({ params }) => {
      const appointment = find(params.ref);
      return appointment
        ? success<Data<'getPartnerAppointment'>>(appointment)
        : error(404, 'NOT_FOUND', visitMessages.notFound);
    }),
    http.put('*/api/v1/px/appointments/:ref/confirm', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      return success(update(appointment.reference_id, { partner_confirmed_at: new Date().toISOString() }));
    }),
    // The medical record: a DAP draft, notes, and finalizing (which releases it to the client).
    http.get('*/api/v1/appointments/:ref/record-notes', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      return success<Data<'listRecordNotes'>>(record(appointment));
    }),
    http.post('*/api/v1/appointments/:ref/record-notes', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      const body = (await request.json()) as Schemas['RecordNoteInput'];
      const current = record(appointment);
      const note: Schemas['RecordNote'] = {
        uuid: crypto.randomUUID(),
        type: body.type,
        body_1: body.body_1 ?? '',
        data: body.data ?? null,
        assessment: body.assessment ?? null,
        plan: body.plan ?? null,
        is_published: Boolean(current.finalized_at),
        created_at: new Date().toISOString(),
        removed_at: null,
        author: 'Dr. Chen',
      };
      // One DAP per record: saving the draft again replaces it.
      const items = body.type === 'DAP' ? current.items.filter((item) => item.type !== 'DAP') : current.items;
      visit.records.set(appointment.reference_id, { ...current, items: [...items, note] });
      return success<Data<'addRecordNote'>>(note);
    }),
    http.put('*/api/v1/px/appointments/:ref/medical-record/finalize', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      const current = record(appointment);
      if (!current.can_finalize) return error(409, 'NOT_ALLOWED', visitMessages.cannotFinalize);
      const finalizedAt = new Date().toISOString();
      const finalized = {
        released: true,
        finalized_at: finalizedAt,
        can_finalize: false,
        items: current.items,
      };
      visit.records.set(appointment.reference_id, finalized);
      update(appointment.reference_id, { finalized_at: finalizedAt });
      return success<Data<'finalizeMedicalRecord'>>(finalized);
    }),
    http.get('*/api/v1/appointments/:ref/messages', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      return success<StoryMessages>(
        visit.messages.get(appointment.reference_id) ?? { items: [], can_send: false, window_ends_at: null },
      );
    }),
    // The visit's PIN; no dial-in number, as the embedded server without DIAL_IN_NUMBER answers.
    http.get('*/api/v1/appointments/:ref/pin', ({ params }) =>
      find(params.ref)
        ? success<Data<'getSessionPin'>>({ code: '482913', phone_number: null })
        : error(404, 'NOT_FOUND', visitMessages.notFound),
    ),
    // The session check: the room's state for the signed-in side.
    http.get('*/api/v1/appointments/:ref/session', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', visitMessages.notFound);
      return success<Data<'getSession'>>(
        visit.sessions.get(appointment.reference_id) ?? sessionFor(appointment, role()),
      );
    }),
  ];
}
