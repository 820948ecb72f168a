-- Pet photos, home clinics and card billing details (issue 4, billing and pets).

-- "Up to 5 photos" a pet. The embedded server keeps the bytes here; a production deployment would
-- keep them in object storage and this row would hold the key.
CREATE TABLE pet_photos (
  uuid uuid PRIMARY KEY,
  pet_uuid uuid NOT NULL REFERENCES pets (uuid) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pet_photos_pet ON pet_photos (pet_uuid, created_at);

-- The clinics a client can pick as a pet's home clinic ("home clinic search"). Their email comes
-- from the clinic's record and is not editable by the client.
CREATE TABLE clinics (
  uuid uuid PRIMARY KEY,
  name text NOT NULL,
  email text,
  phone text,
  address_1 text,
  city text NOT NULL,
  province text NOT NULL,
  country text NOT NULL
);
CREATE INDEX clinics_name ON clinics (lower(name));

-- A pet's home clinic: one of the clinics above, or only a name typed by the client (home_clinic_name).
ALTER TABLE pets ADD COLUMN home_clinic_uuid uuid REFERENCES clinics (uuid);

-- A card's billing details: "name on card, address, city, country, province, billing country".
ALTER TABLE payment_methods ADD COLUMN billing_address_1 text;
ALTER TABLE payment_methods ADD COLUMN billing_city text;
ALTER TABLE payment_methods ADD COLUMN billing_province text;
ALTER TABLE payment_methods ADD COLUMN billing_country text;
