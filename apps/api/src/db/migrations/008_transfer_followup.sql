-- Transfer fees, vet-side cancellation with refunds, paid follow-ups and the auto-request job (issue 5).

-- Money moved after booking, per appointment: a TRANSFER_FEE charged when the client moves a
-- confirmed appointment to another vet, and a REFUND when the vet cancels. Receipts list them.
CREATE TABLE appointment_charges (
  uuid uuid PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments (uuid),
  type text NOT NULL CHECK (type IN ('TRANSFER_FEE', 'REFUND')),
  -- Minor units; a refund is negative.
  amount integer NOT NULL,
  currency text NOT NULL,
  payment_intent_id text,
  refund_id text,
  status text NOT NULL CHECK (status IN ('SUCCEEDED', 'PENDING', 'FAILED')),
  created_at timestamptz NOT NULL
);
CREATE INDEX appointment_charges_idx ON appointment_charges (appointment_uuid, created_at);

-- The local payment provider's refunds (the embedded stand-in for Stripe Refunds).
CREATE TABLE payment_refunds (
  id text PRIMARY KEY,
  intent_id text NOT NULL REFERENCES payment_intents (id),
  amount integer NOT NULL CHECK (amount > 0),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Who cancelled: the vet's cancellation refunds the client and is told to them.
ALTER TABLE appointments ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('CLIENT', 'PARTNER'));
-- How the follow-up was proposed (by the vet, or by the 24-hour auto-request job), and the paid
-- follow-up appointment booked from it.
ALTER TABLE appointments ADD COLUMN followup_origin text CHECK (followup_origin IN ('PARTNER', 'AUTO'));
ALTER TABLE appointments ADD COLUMN followup_appointment_uuid uuid REFERENCES appointments (uuid);

-- A quote that books the follow-up of an earlier appointment (flat follow-up price, FOLLOWUP15).
ALTER TABLE quotes ADD COLUMN followup_of uuid REFERENCES appointments (uuid);
