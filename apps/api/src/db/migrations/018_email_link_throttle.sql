-- Forgot-password and magic-link requests are counted like sign-ins, per address and per IP, so
-- nobody can make the server send unlimited emails to an address (auth/throttle.ts).
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_kind_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_kind_check
  CHECK (kind IN ('login', 'register', 'email_link'));
