-- Pawcall reference server: initial schema. Runs unchanged on PGlite and PostgreSQL 15+.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  uuid uuid PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('CLIENT', 'PARTNER')),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE', 'ONBOARDING', 'VERIFICATION', 'VERIFICATION_FAILED')),
  email text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  designation text CHECK (designation IN ('VET', 'TECH')),
  post_nominal text,
  locale text NOT NULL DEFAULT 'en-US',
  timezone text NOT NULL DEFAULT 'America/Toronto',
  photo_url text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Refresh tokens are stored as SHA-256 hashes; a family is one sign-in, rotated on every refresh.
CREATE TABLE refresh_tokens (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  family_uuid uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_uuid);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login', 'register')),
  email text,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_email_idx ON login_attempts (lower(email), created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE partners (
  user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  uri_slug text NOT NULL UNIQUE,
  rate_cents integer NOT NULL CHECK (rate_cents >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'CAD', 'GBP')),
  bio text NOT NULL DEFAULT '',
  languages text[] NOT NULL DEFAULT '{}',
  areas_of_interest text[] NOT NULL DEFAULT '{}',
  species_treated text[] NOT NULL DEFAULT '{}',
  min_advance_notice integer NOT NULL DEFAULT 30,
  school_name text,
  school_year integer,
  rating numeric(2, 1),
  rating_count integer NOT NULL DEFAULT 0,
  is_listed boolean NOT NULL DEFAULT true
);

CREATE TABLE licences (
  uuid uuid PRIMARY KEY,
  partner_uuid uuid NOT NULL REFERENCES partners (user_uuid) ON DELETE CASCADE,
  jurisdiction text NOT NULL,
  country text NOT NULL,
  number text NOT NULL,
  expires_on date NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
CREATE INDEX licences_partner_idx ON licences (partner_uuid);

-- Weekly opening hours in the partner's own time zone (users.timezone). Slots are 30 minutes and
-- are generated from these rules for any date, so seeded availability never runs out.
CREATE TABLE availability_rules (
  uuid uuid PRIMARY KEY,
  partner_uuid uuid NOT NULL REFERENCES partners (user_uuid) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1440),
  end_minute integer NOT NULL CHECK (end_minute BETWEEN 0 AND 1440),
  CHECK (end_minute > start_minute)
);
CREATE INDEX availability_rules_partner_idx ON availability_rules (partner_uuid);

CREATE TABLE pets (
  uuid uuid PRIMARY KEY,
  owner_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  name text NOT NULL,
  species text NOT NULL,
  breed text,
  gender text CHECK (gender IN ('MALE', 'FEMALE')),
  birthday_on date,
  spayed_neutered boolean,
  weight_value numeric,
  weight_is_metric boolean,
  weight_created_at timestamptz,
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX pets_owner_idx ON pets (owner_uuid);

CREATE TABLE payment_methods (
  uuid uuid PRIMARY KEY,
  owner_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  name text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX payment_methods_owner_idx ON payment_methods (owner_uuid);

CREATE TABLE quotes (
  uuid uuid PRIMARY KEY,
  partner_uuid uuid NOT NULL REFERENCES partners (user_uuid),
  client_uuid uuid REFERENCES users (uuid),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  fee_cents integer NOT NULL,
  currency text NOT NULL,
  promo_code text,
  pet_uuid uuid REFERENCES pets (uuid),
  payment_method_uuid uuid REFERENCES payment_methods (uuid),
  platform text NOT NULL,
  service_type text,
  search_result_uuid text,
  target_country text,
  target_province text,
  target_city text,
  booked_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE appointments (
  uuid uuid PRIMARY KEY,
  reference_id text NOT NULL UNIQUE CHECK (reference_id ~ '^[A-Z0-9]{7,9}$'),
  quote_uuid uuid NOT NULL REFERENCES quotes (uuid),
  client_uuid uuid NOT NULL REFERENCES users (uuid),
  partner_uuid uuid NOT NULL REFERENCES partners (user_uuid),
  pet_uuid uuid NOT NULL REFERENCES pets (uuid),
  payment_method_uuid uuid REFERENCES payment_methods (uuid),
  status text NOT NULL CHECK (status IN ('REQUIRES_PAYMENT', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'INCOMPLETE')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  concerns text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  total_cents integer NOT NULL,
  currency text NOT NULL,
  payment_intent_id text,
  -- A REQUIRES_PAYMENT appointment holds its slot until this instant (the booking session's end).
  hold_expires_at timestamptz,
  finalized_at timestamptz,
  partner_confirmed_at timestamptz,
  partner_declined_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (end_at > start_at),
  -- A slot can be booked once: the database refuses an overlapping live appointment, so two
  -- concurrent bookings cannot both win (no read-then-write).
  CONSTRAINT appointments_no_double_booking EXCLUDE USING gist (
    partner_uuid WITH =,
    tstzrange(start_at, end_at) WITH &&
  ) WHERE (status <> 'CANCELLED')
);
CREATE INDEX appointments_client_idx ON appointments (client_uuid, start_at);
CREATE INDEX appointments_quote_idx ON appointments (quote_uuid);

-- The local payment provider's intents (the embedded stand-in for Stripe PaymentIntents).
CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  customer_uuid uuid NOT NULL,
  payment_method_ref text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_confirmation', 'requires_action', 'succeeded', 'failed')),
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
