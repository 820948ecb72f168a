-- The vet's statement (GET px/appointments/{ref}/receipt) and the client's no-show report
-- (PUT cx/appointments/{ref}/incomplete). Runs unchanged on PGlite and PostgreSQL 15+.

-- User.platform_rate (spec: "fraction shown as percentage with 2 decimals"): the platform's share
-- of a partner's gross earnings. Four decimals so any percentage with 2 decimals fits (18.75 % = 0.1875).
ALTER TABLE partners ADD COLUMN platform_rate numeric(5, 4) NOT NULL DEFAULT 0.2000
  CHECK (platform_rate >= 0 AND platform_rate < 1);

-- Who reported an INCOMPLETE appointment's no-show: PARTNER (the client did not come; the client's
-- payment stands and the vet is paid) or CLIENT (the vet never joined; the client is refunded and
-- the vet earns nothing). NULL on every other appointment.
ALTER TABLE appointments ADD COLUMN no_show_reported_by text CHECK (no_show_reported_by IN ('CLIENT', 'PARTNER'));
