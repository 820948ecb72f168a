-- The payment provider's customer for each client (Stripe: cus_...), created with the first card
-- the client saves. Saved cards are attached to it, so a PaymentIntent can charge them later.
CREATE TABLE payment_customers (
  owner_uuid uuid NOT NULL REFERENCES users (uuid),
  provider text NOT NULL,
  customer_ref text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (owner_uuid, provider)
);
