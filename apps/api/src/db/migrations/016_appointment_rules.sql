-- "Client reminder 10 minutes before via text and email": when the reminder job sent it, so a
-- reminder goes once however often the job runs (runAppointmentReminders).
ALTER TABLE appointments ADD COLUMN reminded_at timestamptz;

-- The cancellation session: reading the cancellation policy starts one for that user and
-- appointment, ending at the policy's expires_at; a cancel sent after it ends is refused with
-- "Cancellation session expired, please try again" (domain/cancellation.ts). Reading the policy
-- again starts a new one.
CREATE TABLE cancellation_sessions (
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid) ON DELETE CASCADE,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (appointment_uuid, user_uuid)
);
