-- Clinical calls (issue 5): products (diagnostic kits and recommendable products), kits a vet
-- recommends on an appointment, prescriptions (their document link expires with them), the
-- accelerator programme of a partner and the offers made to clients after an appointment.
-- Runs unchanged on PGlite and PostgreSQL 15+.

-- What the platform sells. A DIAGNOSTIC_KIT bundles a follow-up appointment; a PRODUCT can be
-- recommended by the vet after a visit. `concerns` are the booking concern codes a product helps with.
CREATE TABLE products (
  uuid uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DIAGNOSTIC_KIT', 'PRODUCT')),
  name text NOT NULL,
  short_name text NOT NULL,
  sku text NOT NULL UNIQUE,
  -- The SKU family of a kit (ear infection, skin and itch, stool), or a product line.
  parent text,
  species text[] NOT NULL DEFAULT '{}',
  concerns text[] NOT NULL DEFAULT '{}',
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'CAD', 'GBP')),
  provider_type text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);

-- A kit recommended on an appointment; the bundled follow-up is proposed with it.
CREATE TABLE appointment_diagnostic_kits (
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  product_uuid uuid NOT NULL REFERENCES products (uuid),
  recommended_by uuid NOT NULL REFERENCES users (uuid),
  recommended_at timestamptz NOT NULL,
  PRIMARY KEY (appointment_uuid, product_uuid)
);

CREATE TABLE prescriptions (
  uuid uuid PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  medication_name text NOT NULL,
  strength text,
  form text,
  quantity numeric NOT NULL,
  quantity_unit text NOT NULL,
  frequency text,
  route text,
  directions text NOT NULL,
  refills integer NOT NULL DEFAULT 0 CHECK (refills >= 0),
  -- "This prescription has expired.": after this instant its document is no longer served.
  expires_at timestamptz NOT NULL,
  voided_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX prescriptions_appointment_idx ON prescriptions (appointment_uuid, created_at);

-- Accelerator (free trial appointments for trusted clients): up to 5 referrals, valid 30 days
-- after the partner becomes eligible. Null: not eligible.
ALTER TABLE partners ADD COLUMN accelerator_eligible_at timestamptz;

-- Offers to a client (APPOINTMENT_UPGRADE after an appointment, WINBACK on cancelling a plan).
-- items: [{ name, amount: { amount, currency }, subtotal: { amount, currency } }]; an upgrade offer
-- is valid only while valid_until is in the future and the discounted subtotal is lower than the
-- base item's amount (machines/src/rules/offers.ts).
CREATE TABLE client_offers (
  uuid uuid PRIMARY KEY,
  client_uuid uuid NOT NULL REFERENCES users (uuid),
  appointment_uuid uuid REFERENCES appointments (uuid),
  type text NOT NULL CHECK (type IN ('APPOINTMENT_UPGRADE', 'WINBACK')),
  valid_until timestamptz NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX client_offers_client_idx ON client_offers (client_uuid, type, created_at);
