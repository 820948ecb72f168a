import { describe, expect, it } from 'vitest';
import {
  appointmentCategory,
  appointmentDisplayLabel,
  appointmentGroup,
  callQuality,
  canFinalize,
  cancellationFormErrors,
  cancellationRefusal,
  isClientPhoneVisible,
  messageWindowEndsAt,
  questionnaireGaps,
  canJoin,
  roomAvailability,
  sessionPhase,
} from './appointments';

const visit = {
  status: 'CONFIRMED' as const,
  start_at: '2030-01-07T15:00:00Z',
  end_at: '2030-01-07T15:30:00Z',
};
const at = (iso: string) => new Date(iso);

describe('joining window', () => {
  it('is in the future 11 minutes before, open from 10 minutes before until the end, then past or expired', () => {
    expect(roomAvailability(visit, at('2030-01-07T14:49:00Z'))).toBe('FUTURE');
    expect(roomAvailability(visit, at('2030-01-07T14:50:00Z'))).toBe('OPEN');
    expect(roomAvailability(visit, at('2030-01-07T15:29:59Z'), false)).toBe('OPEN');
    expect(roomAvailability(visit, at('2030-01-07T15:30:00Z'), false)).toBe('EXPIRED');
    const held = { ...visit, partner_joined_at: '2030-01-07T15:01:00Z' };
    expect(roomAvailability(held, at('2030-01-07T15:30:00Z'), false)).toBe('PAST');
    expect(roomAvailability({ ...visit, status: 'COMPLETED' }, at('2030-01-07T15:10:00Z'))).toBe('PAST');
    expect(roomAvailability({ ...visit, status: 'CANCELLED' }, at('2030-01-07T15:10:00Z'))).toBe('EXPIRED');
  });

  it('stays open through the 10-minute closing phase only for someone who already joined', () => {
    expect(roomAvailability(visit, at('2030-01-07T15:39:59Z'), true)).toBe('OPEN');
    expect(roomAvailability(visit, at('2030-01-07T15:40:00Z'), true)).toBe('EXPIRED');
    expect(roomAvailability(visit, at('2030-01-07T15:35:00Z'), false)).toBe('EXPIRED');
  });

  it('lets nobody enter for the first time after the end ("joining opens 10 minutes before start until end")', () => {
    expect(canJoin(visit, at('2030-01-07T14:49:59Z'))).toBe(false);
    expect(canJoin(visit, at('2030-01-07T14:50:00Z'))).toBe(true);
    expect(canJoin(visit, at('2030-01-07T15:29:59Z'))).toBe(true);
    expect(canJoin(visit, at('2030-01-07T15:30:00Z'))).toBe(false);
  });
});

describe('cancellation', () => {
  it('allows only Confirmed or RequiresPayment before the session ends', () => {
    expect(cancellationRefusal(visit, at('2030-01-07T15:29:00Z'))).toBeNull();
    expect(
      cancellationRefusal({ ...visit, status: 'REQUIRES_PAYMENT' }, at('2030-01-07T15:00:00Z')),
    ).toBeNull();
    expect(cancellationRefusal(visit, at('2030-01-07T15:30:00Z'))).toBe('NOT_CANCELLABLE');
    expect(cancellationRefusal({ ...visit, status: 'COMPLETED' }, at('2030-01-01T00:00:00Z'))).toBe(
      'NOT_CANCELLABLE',
    );
    expect(cancellationRefusal({ ...visit, status: 'CANCELLED' }, at('2030-01-01T00:00:00Z'))).toBe(
      'ALREADY_CANCELLED',
    );
  });

  it('requires a reason, and text when the reason is other', () => {
    expect(cancellationFormErrors({ reason: null, notes: '' })).toEqual({ reason: 'REQUIRED' });
    expect(cancellationFormErrors({ reason: 'OTHER', notes: '  ' })).toEqual({ notes: 'REQUIRED' });
    expect(cancellationFormErrors({ reason: 'OTHER', notes: 'Feeling better' })).toEqual({});
    expect(cancellationFormErrors({ reason: 'SCHEDULE_CONFLICT' })).toEqual({});
  });
});

describe('finalization, messaging and the client phone', () => {
  it('finalizes unless declined, Incomplete, cancelled or already finalized', () => {
    const base = {
      status: 'COMPLETED' as const,
      start_at: visit.start_at,
      partner_declined_at: null,
      finalized_at: null,
    };
    const after = at('2030-01-07T15:40:00Z');
    expect(canFinalize(base, after)).toBe(true);
    expect(canFinalize({ ...base, status: 'INCOMPLETE' }, after)).toBe(false);
    expect(canFinalize({ ...base, status: 'CANCELLED' }, after)).toBe(false);
    expect(canFinalize({ ...base, partner_declined_at: '2030-01-01T00:00:00Z' }, after)).toBe(false);
    expect(canFinalize({ ...base, finalized_at: '2030-01-01T00:00:00Z' }, after)).toBe(false);
  });

  it('does not finalize a confirmed visit before its start, from the start on it does', () => {
    const confirmed = { ...visit, partner_declined_at: null, finalized_at: null };
    expect(canFinalize(confirmed, at('2030-01-07T14:55:00Z'))).toBe(false);
    expect(canFinalize(confirmed, at('2030-01-07T14:59:59Z'))).toBe(false);
    expect(canFinalize(confirmed, at('2030-01-07T15:00:00Z'))).toBe(true);
    expect(canFinalize(confirmed, at('2030-01-07T15:20:00Z'))).toBe(true);
    // A visit the vet held and ended early was held: its record can be finalized.
    expect(canFinalize({ ...confirmed, status: 'COMPLETED' }, at('2030-01-07T14:55:00Z'))).toBe(true);
  });

  it('opens messaging for 48 hours after the end, extended by a vet reply, only for completed visits', () => {
    const done = { ...visit, status: 'COMPLETED' as const };
    expect(messageWindowEndsAt(done)?.toISOString()).toBe('2030-01-09T15:30:00.000Z');
    expect(
      messageWindowEndsAt({ ...done, last_partner_reply_at: '2030-01-09T10:00:00Z' })?.toISOString(),
    ).toBe('2030-01-11T10:00:00.000Z');
    expect(messageWindowEndsAt(visit)).toBeNull();
    expect(messageWindowEndsAt({ ...done, is_consultation: true })).toBeNull();
  });

  it('shows the client phone to the vet only between both joining and finalization', () => {
    const joined = {
      client_joined_at: '2030-01-07T15:00:00Z',
      partner_joined_at: '2030-01-07T15:01:00Z',
      finalized_at: null,
    };
    expect(isClientPhoneVisible(joined)).toBe(true);
    expect(isClientPhoneVisible({ ...joined, partner_joined_at: null })).toBe(false);
    expect(isClientPhoneVisible({ ...joined, finalized_at: '2030-01-07T16:00:00Z' })).toBe(false);
  });
});

describe('questionnaire notice, labels and groups', () => {
  const pet = { breed: 'Beagle', birthday_on: '2020-01-01', weight: { value: 10 }, gender: 'MALE' };
  it('names what an upcoming, undeclined appointment lacks', () => {
    const appointment = {
      ...visit,
      partner_declined_at: null,
      description: '',
      concerns: [],
      pet: { ...pet, breed: null },
      client: { has_valid_address: true, has_verified_phone: false },
    };
    expect(questionnaireGaps(appointment, at('2030-01-07T12:00:00Z'))).toEqual([
      'REASON',
      'CONCERNS',
      'PET_DETAILS',
      'CLIENT_DETAILS',
    ]);
    expect(
      questionnaireGaps(
        { ...appointment, partner_declined_at: '2030-01-06T00:00:00Z' },
        at('2030-01-07T12:00:00Z'),
      ),
    ).toEqual([]);
    expect(
      questionnaireGaps(
        {
          ...appointment,
          description: 'Itchy',
          concerns: ['Skin'],
          pet,
          client: { has_valid_address: true, has_verified_phone: true },
        },
        at('2030-01-07T12:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('labels appointments as the spec lists them', () => {
    const now = at('2030-01-07T12:00:00Z');
    expect(appointmentDisplayLabel({ ...visit, partner_confirmed_at: '2030-01-06T00:00:00Z' }, now)).toBe(
      'upcoming',
    );
    expect(appointmentDisplayLabel({ ...visit, partner_confirmed_at: null }, now)).toBe('requested');
    expect(
      appointmentDisplayLabel(
        { ...visit, status: 'CANCELLED', partner_declined_at: '2030-01-06T00:00:00Z' },
        now,
      ),
    ).toBe('declined');
    expect(appointmentDisplayLabel({ ...visit, status: 'REQUIRES_PAYMENT' }, now)).toBe('unconfirmed');
    expect(appointmentDisplayLabel(visit, at('2030-01-07T16:00:00Z'))).toBe('undetermined');
    expect(appointmentGroup({ ...visit, status: 'INCOMPLETE' }, now)).toBe('incomplete');
    expect(appointmentGroup(visit, now)).toBe('future');
    expect(appointmentGroup({ ...visit, status: 'COMPLETED' }, now)).toBe('past');
  });
});

describe('call quality and session phases', () => {
  it('grades round-trip time and packet loss into the five levels', () => {
    expect(callQuality({ rttMs: 40, packetLoss: 0 })).toBe('excellent');
    expect(callQuality({ rttMs: 200, packetLoss: 0 })).toBe('good');
    expect(callQuality({ rttMs: 100, packetLoss: 0.05 })).toBe('suboptimal');
    expect(callQuality({ rttMs: 700, packetLoss: 0 })).toBe('degraded');
    expect(callQuality({ rttMs: 100, packetLoss: 0.2 })).toBe('poor');
  });

  it('warns at five minutes left and closes ten minutes after the end', () => {
    expect(sessionPhase(visit.end_at, at('2030-01-07T15:24:00Z'))).toBe('running');
    expect(sessionPhase(visit.end_at, at('2030-01-07T15:25:30Z'))).toBe('warning');
    expect(sessionPhase(visit.end_at, at('2030-01-07T15:35:00Z'))).toBe('closing');
    expect(sessionPhase(visit.end_at, at('2030-01-07T15:40:00Z'))).toBe('closed');
  });
});

describe('appointment category', () => {
  it('is a follow-up when booked from a follow-up, else the booking’s service type, else general', () => {
    expect(appointmentCategory({ followup_of: 'a-visit', service_type: 'ALLERGIES' })).toBe('FOLLOW_UP');
    expect(appointmentCategory({ followup_of: null, service_type: 'FLEA_AND_TICK' })).toBe('FLEA_AND_TICK');
    expect(appointmentCategory({ followup_of: null, service_type: 'ALLERGIES' })).toBe('ALLERGIES');
    expect(appointmentCategory({ followup_of: null, service_type: null })).toBe('GENERAL');
    expect(appointmentCategory({ followup_of: null, service_type: 'SOMETHING_ELSE' })).toBe('GENERAL');
  });
});
