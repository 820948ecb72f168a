/**
 * Appointment and visit rules (spec part 1 §4, part 2 §4 and §9). The API server enforces them
 * with this same code and the web app uses them to decide what to offer, so both always agree.
 * Rules return codes; the app translates them.
 */

export type AppointmentStatus = 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "Join opens 10 minutes before start" and stays open until the end. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
/** "Session warning at five minutes left". */
export const SESSION_WARNING_MINUTES = 5;
/** "closing after ten minutes": the room closes this long after the scheduled end. */
export const SESSION_CLOSING_MINUTES = 10;
/** "Message window 48 hours." */
export const MESSAGE_WINDOW_HOURS = 48;
/** "medical record download 180 s". */
export const MEDICAL_RECORD_DOWNLOAD_TIMEOUT_MS = 180_000;
/** After this long the download shows "Download is taking more time than expected…". */
export const MEDICAL_RECORD_SLOW_AFTER_MS = 10_000;
/** A cancellation session (policy read → confirm) lasts this long; afterwards the client starts again. */
export const CANCELLATION_SESSION_MS = 10 * MINUTE;
/** "Auto follow-up within 24 hours". */
export const AUTO_FOLLOWUP_HOURS = 24;
/** "Medical record should be completed within 2 hours." */
export const RECORD_DUE_HOURS = 2;
/** Upload limits: "uploads up to 10MB"; the per-appointment count is not given, we chose 10. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;

/** Video constants (part 2 §9). */
export const VIDEO = {
  bandwidthMode: 'grid',
  dominantSpeakerPriority: 'standard',
  maxTracks: 10,
  maxAudioBitrate: 16000,
  preferredCodec: 'VP8',
  maxRetransmits: 3,
  captureMobile: { width: 640, height: 480, frameRate: 24 },
  captureDesktop: { width: 1280, height: 720, frameRate: 24 },
  resolutions: [
    [160, 90],
    [320, 180],
    [480, 270],
    [640, 360],
    [640, 480],
    [854, 480],
    [960, 540],
    [1024, 576],
    [1280, 720],
    [1600, 900],
    [1920, 1080],
  ] as ReadonlyArray<readonly [number, number]>,
} as const;

const time = (value: Date | string): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

export type RoomAvailability = 'OPEN' | 'FUTURE' | 'PAST' | 'EXPIRED';

/**
 * The room as one participant may use it now. "Joining opens 10 minutes before start until end":
 * OPEN for a confirmed appointment from 10 minutes before start until the end. After the end the
 * room counts down its closing phase ("closing after ten minutes": SESSION_CLOSING_MINUTES), and
 * stays OPEN only for someone who already joined it (`callerJoined`), so a participant who drops out
 * near the end can come back but nobody enters for the first time. FUTURE earlier; PAST after a visit
 * that was held (completed, or the vet joined it); EXPIRED when it was cancelled, marked incomplete,
 * or its time passed without the vet.
 */
export function roomAvailability(
  appointment: {
    status: AppointmentStatus;
    start_at: Date | string;
    end_at: Date | string;
    partner_joined_at?: Date | string | null;
  },
  now: Date,
  callerJoined = true,
): RoomAvailability {
  const start = time(appointment.start_at);
  const end = time(appointment.end_at);
  if (appointment.status === 'CANCELLED' || appointment.status === 'INCOMPLETE') return 'EXPIRED';
  if (appointment.status === 'COMPLETED') return 'PAST';
  if (appointment.status !== 'CONFIRMED') return now.getTime() < end ? 'FUTURE' : 'EXPIRED';
  if (now.getTime() < start - JOIN_OPENS_MINUTES_BEFORE * MINUTE) return 'FUTURE';
  if (now.getTime() < end) return 'OPEN';
  if (callerJoined && now.getTime() < end + SESSION_CLOSING_MINUTES * MINUTE) return 'OPEN';
  return appointment.partner_joined_at ? 'PAST' : 'EXPIRED';
}

/** Whether the room can be entered for the first time now (can_enter, "Enter room"). */
export function canJoin(
  appointment: { status: AppointmentStatus; start_at: Date | string; end_at: Date | string },
  now: Date,
): boolean {
  return roomAvailability(appointment, now, false) === 'OPEN';
}

/** Milliseconds until the join window opens (0 when open or past). */
export function msUntilJoinOpens(startAt: Date | string, now: Date): number {
  return Math.max(0, time(startAt) - JOIN_OPENS_MINUTES_BEFORE * MINUTE - now.getTime());
}

export type CancellationRefusal = 'ALREADY_CANCELLED' | 'NOT_CANCELLABLE';

/** "Cancel allowed only when Confirmed or RequiresPayment and the session has not ended." */
export function cancellationRefusal(
  appointment: { status: AppointmentStatus; end_at: Date | string },
  now: Date,
): CancellationRefusal | null {
  if (appointment.status === 'CANCELLED') return 'ALREADY_CANCELLED';
  if (appointment.status !== 'CONFIRMED' && appointment.status !== 'REQUIRES_PAYMENT')
    return 'NOT_CANCELLABLE';
  if (now.getTime() >= time(appointment.end_at)) return 'NOT_CANCELLABLE';
  return null;
}

export const CANCEL_REASONS = [
  'SCHEDULE_CONFLICT',
  'PET_IS_BETTER',
  'SEEING_ANOTHER_VET',
  'BOOKED_BY_MISTAKE',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The vet's reasons for cancelling (theirs differ from a client's). */
export const PARTNER_CANCEL_REASONS = [
  'SCHEDULE_CONFLICT',
  'EMERGENCY',
  'OUTSIDE_EXPERTISE',
  'OTHER',
] as const;
export type PartnerCancelReason = (typeof PARTNER_CANCEL_REASONS)[number];

/** "A reason is required; text is required when the reason is other." */
export function cancellationFormErrors(form: { reason?: string | null; notes?: string | null }): {
  reason?: 'REQUIRED';
  notes?: 'REQUIRED';
} {
  if (!form.reason) return { reason: 'REQUIRED' };
  if (form.reason === 'OTHER' && !form.notes?.trim()) return { notes: 'REQUIRED' };
  return {};
}

/**
 * "Finalization allowed unless declined or Incomplete" (and a cancelled visit has no record to
 * finalize). A confirmed visit not before its start: finalizing completes the appointment, which
 * would shut the client out of a visit that has not happened yet. A completed visit was held (the
 * vet ended it, maybe early), so its record can be finalized at once.
 */
export function canFinalize(
  appointment: {
    status: AppointmentStatus;
    start_at: Date | string;
    partner_declined_at: Date | string | null;
    finalized_at: Date | string | null;
  },
  now: Date,
): boolean {
  if (appointment.finalized_at) return false;
  if (appointment.partner_declined_at) return false;
  if (appointment.status === 'COMPLETED') return true;
  return appointment.status === 'CONFIRMED' && now.getTime() >= time(appointment.start_at);
}

export type DapField = 'data' | 'assessment' | 'plan';
/** "data, assessment and plan each required". */
export function dapMissingFields(dap: {
  data?: string | null;
  assessment?: string | null;
  plan?: string | null;
}) {
  return (['data', 'assessment', 'plan'] as const).filter((field) => !dap[field]?.trim());
}

/**
 * "client may message the vet for 48 hours after the appointment ends; a vet reply extends the
 * window to 48 hours from the reply". Null when messaging is not allowed at all (only completed,
 * non-consultation appointments).
 */
export function messageWindowEndsAt(appointment: {
  status: AppointmentStatus;
  end_at: Date | string;
  last_partner_reply_at?: Date | string | null;
  is_consultation?: boolean;
}): Date | null {
  if (appointment.status !== 'COMPLETED' || appointment.is_consultation) return null;
  const base = Math.max(
    time(appointment.end_at),
    appointment.last_partner_reply_at ? time(appointment.last_partner_reply_at) : 0,
  );
  return new Date(base + MESSAGE_WINDOW_HOURS * HOUR);
}

export function canMessage(appointment: Parameters<typeof messageWindowEndsAt>[0], now: Date): boolean {
  const ends = messageWindowEndsAt(appointment);
  return ends != null && now.getTime() < ends.getTime();
}

/** "Client phone visible to the partner only after both join and before finalization." */
export function isClientPhoneVisible(appointment: {
  client_joined_at: Date | string | null;
  partner_joined_at: Date | string | null;
  finalized_at: Date | string | null;
}): boolean {
  return Boolean(appointment.client_joined_at && appointment.partner_joined_at && !appointment.finalized_at);
}

export type QuestionnaireGap = 'REASON' | 'CONCERNS' | 'PET_DETAILS' | 'CLIENT_DETAILS';

/**
 * "Questionnaire notice shows for an upcoming, undeclined appointment lacking reason, concerns,
 * valid pet details (breed, birthday, weight, gender) or valid client details (address and
 * verified phone)." Returns what is missing; empty means no notice.
 */
export function questionnaireGaps(
  appointment: {
    status: AppointmentStatus;
    end_at: Date | string;
    partner_declined_at?: Date | string | null;
    description: string | null;
    concerns: readonly string[];
    pet: { breed?: string | null; birthday_on?: string | null; weight?: unknown; gender?: string | null };
    client?: { has_valid_address?: boolean; has_verified_phone?: boolean } | null;
  },
  now: Date,
): QuestionnaireGap[] {
  const upcoming = appointment.status === 'CONFIRMED' && now.getTime() < time(appointment.end_at);
  if (!upcoming || appointment.partner_declined_at) return [];
  const gaps: QuestionnaireGap[] = [];
  if (!appointment.description?.trim()) gaps.push('REASON');
  if (appointment.concerns.length === 0) gaps.push('CONCERNS');
  const pet = appointment.pet;
  if (!pet.breed || !pet.birthday_on || pet.weight == null || !pet.gender) gaps.push('PET_DETAILS');
  if (!appointment.client?.has_valid_address || !appointment.client?.has_verified_phone)
    gaps.push('CLIENT_DETAILS');
  return gaps;
}

export type AppointmentDisplayLabel =
  | 'requested'
  | 'vetResponded'
  | 'confirmed'
  | 'unconfirmed'
  | 'upcoming'
  | 'completed'
  | 'incomplete'
  | 'cancelled'
  | 'declined'
  | 'transferred'
  | 'refunded'
  | 'refundInProgress'
  | 'undetermined';

/**
 * The display label of the spec's list (part 1 §4). Upcoming means confirmed and not yet ended;
 * a confirmed appointment whose end has passed but was not settled is undetermined.
 */
export function appointmentDisplayLabel(
  appointment: {
    status: AppointmentStatus;
    end_at: Date | string;
    partner_confirmed_at?: Date | string | null;
    partner_declined_at?: Date | string | null;
    cancel_reason?: string | null;
    refund_status?: 'REFUNDED' | 'IN_PROGRESS' | null;
    vet_responded?: boolean;
  },
  now: Date,
): AppointmentDisplayLabel {
  switch (appointment.status) {
    case 'CANCELLED':
      if (appointment.partner_declined_at) return 'declined';
      if (appointment.cancel_reason === 'TRANSFERRED') return 'transferred';
      if (appointment.refund_status === 'REFUNDED') return 'refunded';
      if (appointment.refund_status === 'IN_PROGRESS') return 'refundInProgress';
      return 'cancelled';
    case 'COMPLETED':
      return 'completed';
    case 'INCOMPLETE':
      return 'incomplete';
    case 'REQUIRES_PAYMENT':
      return 'unconfirmed';
    case 'CONFIRMED':
      if (appointment.vet_responded) return 'vetResponded';
      if (now.getTime() >= time(appointment.end_at)) return 'undetermined';
      if (!appointment.partner_confirmed_at) return 'requested';
      return 'upcoming';
    default:
      return 'undetermined';
  }
}

export type AppointmentGroup = 'future' | 'past' | 'incomplete';

/** The client list's groups: Future (not yet ended, live), Incomplete, and Past (everything else). */
export function appointmentGroup(
  appointment: { status: AppointmentStatus; end_at: Date | string },
  now: Date,
): AppointmentGroup {
  if (appointment.status === 'INCOMPLETE') return 'incomplete';
  const live = appointment.status === 'CONFIRMED' || appointment.status === 'REQUIRES_PAYMENT';
  return live && now.getTime() < time(appointment.end_at) ? 'future' : 'past';
}

/**
 * The appointment's category (Appointment.category, the list's filter[category]). The spec names the
 * field without values; ours say what kind of visit it was booked as: a follow-up of an earlier
 * visit (flat price), a visit for one of the booking's service types, or a general visit.
 */
export const APPOINTMENT_CATEGORIES = ['GENERAL', 'FOLLOW_UP', 'FLEA_AND_TICK', 'ALLERGIES'] as const;
export type AppointmentCategory = (typeof APPOINTMENT_CATEGORIES)[number];

export function appointmentCategory(quote: {
  followup_of: string | null;
  service_type: string | null;
}): AppointmentCategory {
  if (quote.followup_of) return 'FOLLOW_UP';
  if (quote.service_type === 'FLEA_AND_TICK' || quote.service_type === 'ALLERGIES') return quote.service_type;
  return 'GENERAL';
}

export type CallQuality = 'excellent' | 'good' | 'suboptimal' | 'degraded' | 'poor';

/** Call quality from WebRTC stats: round-trip time (ms) and packet loss (fraction 0–1). */
export function callQuality(stats: { rttMs: number | null; packetLoss: number | null }): CallQuality {
  const rtt = stats.rttMs ?? 0;
  const loss = stats.packetLoss ?? 0;
  if (loss >= 0.15 || rtt >= 1000) return 'poor';
  if (loss >= 0.08 || rtt >= 600) return 'degraded';
  if (loss >= 0.03 || rtt >= 300) return 'suboptimal';
  if (loss >= 0.01 || rtt >= 150) return 'good';
  return 'excellent';
}

/** Minutes-left phase of a running visit: the five-minute warning, then closing after the end. */
export function sessionPhase(endAt: Date | string, now: Date): 'running' | 'warning' | 'closing' | 'closed' {
  const left = time(endAt) - now.getTime();
  if (left > SESSION_WARNING_MINUTES * MINUTE) return 'running';
  if (left > 0) return 'warning';
  if (left > -SESSION_CLOSING_MINUTES * MINUTE) return 'closing';
  return 'closed';
}

/** The client may report the vet's no-show from this long after the start (the vet may be a little late)… */
export const VET_NO_SHOW_REPORT_OPENS_MINUTES_AFTER_START = 10;
/** …until this long after the scheduled end; later, support settles it. */
export const VET_NO_SHOW_REPORT_CLOSES_HOURS_AFTER_END = 24;

export type VetNoShowRefusal =
  | 'ALREADY_INCOMPLETE'
  | 'NOT_CONFIRMED'
  | 'VET_JOINED'
  | 'TOO_EARLY'
  | 'TOO_LATE';

/**
 * "The vet did not join" (PUT cx/appointments/{ref}/incomplete): only a CONFIRMED appointment, from
 * 10 minutes after its start until 24 hours after its end, and only when the vet never joined the
 * session (partner_joined_at, written when the vet's JOIN reaches the server). Null when allowed.
 */
export function vetNoShowRefusal(
  appointment: {
    status: AppointmentStatus;
    start_at: Date | string;
    end_at: Date | string;
    partner_joined_at?: Date | string | null;
  },
  now: Date,
): VetNoShowRefusal | null {
  if (appointment.status === 'INCOMPLETE') return 'ALREADY_INCOMPLETE';
  if (appointment.status !== 'CONFIRMED') return 'NOT_CONFIRMED';
  if (appointment.partner_joined_at) return 'VET_JOINED';
  if (now.getTime() < time(appointment.start_at) + VET_NO_SHOW_REPORT_OPENS_MINUTES_AFTER_START * MINUTE)
    return 'TOO_EARLY';
  if (now.getTime() > time(appointment.end_at) + VET_NO_SHOW_REPORT_CLOSES_HOURS_AFTER_END * HOUR)
    return 'TOO_LATE';
  return null;
}

export function canReportVetNoShow(appointment: Parameters<typeof vetNoShowRefusal>[0], now: Date): boolean {
  return vetNoShowRefusal(appointment, now) === null;
}

/** When the report opens (the web app re-renders then, so the action appears without a reload). */
export function vetNoShowReportOpensAt(startAt: Date | string): Date {
  return new Date(time(startAt) + VET_NO_SHOW_REPORT_OPENS_MINUTES_AFTER_START * MINUTE);
}
