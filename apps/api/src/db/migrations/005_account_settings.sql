-- Account settings (issue 4): profile fields, email change by code, communication and chat
-- preferences, referrals (invite a friend) and the wallet (gift cards, vouchers, promo codes).
-- Runs unchanged on PGlite and PostgreSQL 15+.

ALTER TABLE users ADD COLUMN gender text CHECK (gender IN ('MALE', 'FEMALE', 'OTHER'));
ALTER TABLE users ADD COLUMN birthday_on date;
-- A global (non-local-market) client: no invite, prescriptions or shop checkout.
ALTER TABLE users ADD COLUMN is_global boolean NOT NULL DEFAULT false;
-- Appointment reminders by email (the text-message ones are sms_reminders, 002_accounts).
ALTER TABLE users ADD COLUMN email_reminders boolean NOT NULL DEFAULT true;
-- Chat preferences (the help chat widget).
ALTER TABLE users ADD COLUMN chat_widget_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN chat_sound_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN chat_transcript_by_email boolean NOT NULL DEFAULT false;

-- An email change is a 6-digit code sent to the new address (target); the email changes only
-- when that code comes back.
ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('EMAIL', 'PHONE', 'PASSWORD_RESET', 'MAGIC_LOGIN', 'EMAIL_CHANGE'));

-- "Referral: friend email, earnings." SENT until the friend registers (JOINED), COMPLETED once
-- the friend completes a booking, which earns the referrer a $25 gift card.
CREATE TABLE referrals (
  uuid uuid PRIMARY KEY,
  referrer_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  friend_email text NOT NULL,
  status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'JOINED', 'COMPLETED')),
  earnings_cents integer NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'USD',
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
-- One invite per friend per referrer.
CREATE UNIQUE INDEX referrals_friend_key ON referrals (referrer_uuid, lower(friend_email));
CREATE INDEX referrals_friend_email_idx ON referrals (lower(friend_email));

-- "Wallet (gift cards, vouchers, promo codes)": what a client holds, shown read-only.
CREATE TABLE wallet_items (
  uuid uuid PRIMARY KEY,
  owner_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('GIFT_CARD', 'VOUCHER', 'PROMO_CODE')),
  code text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Gift cards: the amount left.
  balance_cents integer,
  currency text,
  -- Vouchers: appointments left (-1 is unlimited).
  appointments_left integer,
  -- Promo codes: the share taken off.
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  referral_uuid uuid REFERENCES referrals (uuid) ON DELETE SET NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX wallet_items_owner_idx ON wallet_items (owner_uuid, kind, created_at);
