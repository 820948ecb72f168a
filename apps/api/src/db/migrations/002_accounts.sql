-- Accounts (issue 4): phone and email verification, one-time codes (email, phone, password
-- reset, magic login), the dev outbox, profile addresses, notifications, pet removal reasons.
-- Runs unchanged on PGlite and PostgreSQL 15+.

ALTER TABLE users ADD COLUMN phone_uuid uuid;
ALTER TABLE users ADD COLUMN phone_number text;
ALTER TABLE users ADD COLUMN phone_verified boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
-- Accounts created by a guest checkout have no password of their own yet (post-checkout flow).
ALTER TABLE users ADD COLUMN requires_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN came_from_checkout boolean NOT NULL DEFAULT false;

CREATE TABLE addresses (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  address_1 text NOT NULL DEFAULT '',
  address_2 text,
  city text NOT NULL DEFAULT '',
  postal text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One profile address per user (the spec's profile_address).
CREATE UNIQUE INDEX addresses_user_key ON addresses (user_uuid);

-- Codes and links sent to a user. Only the hash is stored; a code is spent by its first attempt
-- ("a single attempt per code"), right or wrong.
CREATE TABLE one_time_codes (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('EMAIL', 'PHONE', 'PASSWORD_RESET', 'MAGIC_LOGIN')),
  target text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_uuid, purpose, created_at);

-- Every email and SMS the server sends. In production a mail/SMS adapter delivers them; in dev
-- and in the end-to-end tests they are read at /dev/outbox.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), id);

CREATE TABLE notifications (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  type text NOT NULL,
  resource_id text,
  resource_description text,
  body text NOT NULL,
  link text,
  sent_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_uuid, sent_at DESC);

ALTER TABLE pets ADD COLUMN removal_reason text CHECK (removal_reason IN ('DECEASED', 'GAVE_AWAY', 'LOST', 'OTHER'));
ALTER TABLE pets ADD COLUMN removal_note text;
ALTER TABLE pets ADD COLUMN color text;
ALTER TABLE pets ADD COLUMN home_clinic_name text;

CREATE TABLE pet_weights (
  uuid uuid PRIMARY KEY,
  pet_uuid uuid NOT NULL REFERENCES pets (uuid) ON DELETE CASCADE,
  value numeric NOT NULL,
  is_metric boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pet_weights_pet_idx ON pet_weights (pet_uuid, created_at);

-- Organisations whose members sign in through their own identity provider.
CREATE TABLE sso_organizations (
  slug text PRIMARY KEY,
  name text NOT NULL,
  sign_in_url text NOT NULL
);

ALTER TABLE users ADD COLUMN email_marketing boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN sms_reminders boolean NOT NULL DEFAULT true;
