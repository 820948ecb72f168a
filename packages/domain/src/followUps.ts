/**
 * Paid follow-ups and the auto-request window: the price the API server charges and the web app
 * shows, and when the auto-request job asks, so both read the same code.
 */
import type { AppointmentStatus } from './appointments';

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * Decision (spec: "Follow-up flat payout $50 before platform fees"): the client pays a flat 50.00
 * in the vet's currency for a follow-up, whatever the vet's usual rate; the vet's payout is that
 * amount before the platform's share. FOLLOWUP15 takes 15 % off it.
 */
export const FOLLOW_UP_FEE_MINOR = 5000;

/** The spec's "Auto follow-up within 24 hours". */
export const AUTO_FOLLOW_UP_WINDOW_HOURS = 24;

/**
 * The auto-request job sends a follow-up request for a completed appointment with none yet, whose
 * vet has auto-request on, while it is inside the 24 hours after the visit ended. Older visits are
 * left alone, so turning the switch on does not message every past client.
 */
export function isAutoFollowUpDue(
  appointment: {
    status: AppointmentStatus;
    end_at: Date | string;
    visit_ended_at?: Date | string | null;
    followup_status?: string | null;
  },
  autoFollowUpOn: boolean,
  now: Date,
): boolean {
  if (!autoFollowUpOn || appointment.status !== 'COMPLETED' || appointment.followup_status) return false;
  const ended = time(appointment.visit_ended_at ?? appointment.end_at);
  const since = now.getTime() - ended;
  return since >= 0 && since < AUTO_FOLLOW_UP_WINDOW_HOURS * 3_600_000;
}
