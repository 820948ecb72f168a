-- Pharmacy orders (spec part 1: order statuses and sources; part 2 §7: GET cx/orders/{ref}/receipt/download).
-- The pharmacy checkout to come writes an order and its items here; the receipt PDF reads them.
-- Runs unchanged on PGlite and PostgreSQL 15+.

CREATE TABLE orders (
  uuid uuid PRIMARY KEY,
  reference_id text NOT NULL UNIQUE CHECK (reference_id ~ '^[A-Z0-9]{7,12}$'),
  client_uuid uuid NOT NULL REFERENCES users (uuid),
  -- The pet the prescription items are for (null for an order of products only).
  pet_uuid uuid REFERENCES pets (uuid),
  -- The spec's spellings. complete reads "Delivered" and delivery-pending "Shipped".
  status text NOT NULL CHECK (status IN (
    'processing', 'preparing', 'complete', 'cancelled', 'hold', 'delivery-pending',
    'requires-payment', 'pending', 'error'
  )),
  -- Who fills the order: PET_MEDS, WEDGEWOOD (compounding) or the platform's own product line.
  source text NOT NULL CHECK (source ~ '^[A-Z][A-Z0-9_]*$'),
  currency text NOT NULL CHECK (currency IN ('USD', 'CAD', 'GBP')),
  -- Minor units. subtotal is the sum of the items (products, prescriptions, dispensing and
  -- shipping fees); discount covers promo codes, subscription and autoship reductions.
  subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  payment_method_uuid uuid REFERENCES payment_methods (uuid),
  payment_intent_id text,
  -- The shipping address as it was when the order was placed:
  -- { name, address_1, address_2, city, province, postal, country }.
  ship_to jsonb,
  tracking_number text,
  placed_at timestamptz NOT NULL,
  -- Set when the charge succeeds; an order without it has no receipt.
  paid_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (total_cents = subtotal_cents - discount_cents + tax_cents),
  CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL),
  CHECK (status <> 'complete' OR delivered_at IS NOT NULL)
);
CREATE INDEX orders_client_idx ON orders (client_uuid, placed_at DESC);

CREATE TABLE order_items (
  uuid uuid PRIMARY KEY,
  order_uuid uuid NOT NULL REFERENCES orders (uuid) ON DELETE CASCADE,
  -- The order the items are listed in on the receipt.
  position integer NOT NULL,
  -- The quote item types an order carries ("Prescription service fee $15.99 per order" is a DISPENSING_FEE).
  type text NOT NULL CHECK (type IN ('PRODUCT', 'PRESCRIPTION', 'DISPENSING_FEE', 'SHIPPING_FEE')),
  name text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  unit_amount_cents integer NOT NULL CHECK (unit_amount_cents >= 0),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  product_uuid uuid REFERENCES products (uuid),
  prescription_uuid uuid REFERENCES prescriptions (uuid),
  CHECK (amount_cents = quantity * unit_amount_cents),
  UNIQUE (order_uuid, position)
);
