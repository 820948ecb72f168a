/**
 * Pawcall's channel names. Only these private and presence channels are authorized
 * (`POST /api/v1/broadcasting/auth`); public channels are not used.
 */

/** One user's notifications and account events: only that user. */
export const userChannel = (userUuid: string) => `private-user-${userUuid}`;
/** Server events about one appointment: its client and its partner. */
export const appointmentChannel = (referenceId: string) => `private-appointment-${referenceId}`;
/** The video visit's room (who is here, WebRTC signalling and chat as client events): client and partner. */
export const appointmentPresenceChannel = (referenceId: string) => `presence-appointment-${referenceId}`;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const USER = new RegExp(`^private-user-(${UUID})$`);
const APPOINTMENT = /^(private|presence)-appointment-([A-Z0-9]{4,16})$/;

export type ChannelTarget =
  | { kind: 'user'; userUuid: string }
  | { kind: 'appointment'; referenceId: string; presence: boolean }
  | null;

export function parseChannel(name: string): ChannelTarget {
  const user = USER.exec(name);
  if (user?.[1]) return { kind: 'user', userUuid: user[1].toLowerCase() };
  const appointment = APPOINTMENT.exec(name);
  if (appointment?.[2])
    return { kind: 'appointment', referenceId: appointment[2], presence: appointment[1] === 'presence' };
  return null;
}
