-- Sign-up proves the address before an account exists: sendRegistrationCode stores the hash of a
-- 6-digit code per request (a row for an address that already has an account too, whose code is
-- never sent, so both answer and behave alike), and register spends the newest live one.
CREATE TABLE registration_codes (
  uuid uuid PRIMARY KEY,
  email text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX registration_codes_email_idx ON registration_codes (lower(email), created_at);
