-- Single sign-on by organisation (issue 4): each organisation names its OpenID Connect provider;
-- a sign-in is an authorization-code flow with state, nonce and PKCE kept here until the callback.
ALTER TABLE sso_organizations ADD COLUMN issuer text;
ALTER TABLE sso_organizations ADD COLUMN client_id text;
ALTER TABLE sso_organizations ADD COLUMN client_secret text;
ALTER TABLE sso_organizations ADD COLUMN authorization_endpoint text;
ALTER TABLE sso_organizations ADD COLUMN token_endpoint text;
ALTER TABLE sso_organizations ADD COLUMN jwks_uri text;

-- One row per sign-in started; spent (used_at) by its callback, useless after 10 minutes.
CREATE TABLE sso_login_states (
  state text PRIMARY KEY,
  organization text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  redirect text,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);

-- The provider's subject linked to a Pawcall account, so a later change of email at the
-- provider still signs in the same person.
CREATE TABLE sso_identities (
  organization text NOT NULL,
  subject text NOT NULL,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (organization, subject)
);

-- The browser's identity (cookie v-i, sent back as X-Identifier). A revoked identity, or one
-- presented with another account's token, answers 403 IDENTIFIER (see openapi/v1.yaml).
CREATE TABLE device_identities (
  id text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX device_identities_user_idx ON device_identities (user_uuid);
