-- Appointments and the video visit (issue 5): cancellation, the session (pre-call checks and
-- joins), medical record entries, room chat and direct messages, follow-ups, reviews, media.

ALTER TABLE appointments ADD COLUMN cancelled_at timestamptz;
ALTER TABLE appointments ADD COLUMN cancel_reason text;
ALTER TABLE appointments ADD COLUMN cancel_notes text;
ALTER TABLE appointments ADD COLUMN client_check jsonb;
ALTER TABLE appointments ADD COLUMN partner_check jsonb;
ALTER TABLE appointments ADD COLUMN client_joined_at timestamptz;
ALTER TABLE appointments ADD COLUMN partner_joined_at timestamptz;
ALTER TABLE appointments ADD COLUMN visit_ended_at timestamptz;
-- A vet reply moves the direct-messaging window to 48 hours after that reply.
ALTER TABLE appointments ADD COLUMN last_partner_reply_at timestamptz;
ALTER TABLE appointments ADD COLUMN followup_status text CHECK (followup_status IN ('PROPOSED', 'ACCEPTED', 'CANCELLED'));
ALTER TABLE appointments ADD COLUMN followup_message text;
ALTER TABLE appointments ADD COLUMN followup_at timestamptz;
CREATE INDEX appointments_partner_idx ON appointments (partner_uuid, start_at);

ALTER TABLE partners ADD COLUMN auto_followup boolean NOT NULL DEFAULT false;

CREATE TABLE record_notes (
  uuid uuid PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  author_uuid uuid NOT NULL REFERENCES users (uuid),
  type text NOT NULL CHECK (type IN ('COMMENT_RECORD', 'COMMUNICATION', 'DAP', 'DIRECT_MESSAGE', 'MEDICAL_RECORD_TRANSFER',
                                     'PRIVATE', 'PRESCRIPTION', 'QUESTIONNAIRE_SUMMARY', 'STANDBY', 'TAG')),
  body_1 text NOT NULL DEFAULT '',
  data text,
  assessment text,
  plan text,
  is_published boolean NOT NULL DEFAULT false,
  removed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX record_notes_appointment_idx ON record_notes (appointment_uuid, created_at);

CREATE TABLE appointment_messages (
  uuid uuid PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  channel text NOT NULL CHECK (channel IN ('ROOM', 'DIRECT')),
  sender_uuid uuid NOT NULL REFERENCES users (uuid),
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX appointment_messages_idx ON appointment_messages (appointment_uuid, channel, created_at);

CREATE TABLE reviews (
  appointment_uuid uuid PRIMARY KEY REFERENCES appointments (uuid),
  partner_uuid uuid NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE appointment_media (
  uuid uuid PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  uploader_uuid uuid NOT NULL REFERENCES users (uuid),
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
