-- Access tokens name their session (the refresh-token family) and every signed-in call checks it
-- is still live (auth/sessions.ts), so signing out or changing the password ends it at once. This
-- partial index keeps that check one probe of live tokens.
CREATE INDEX refresh_tokens_live_family_idx ON refresh_tokens (family_uuid) WHERE revoked_at IS NULL;

-- A rotated refresh token remembers its successor, sealed with a key derived from the rotated
-- token itself: a concurrent tab presenting it within the grace period gets that same successor
-- back (never a new token), and the database alone cannot open it.
ALTER TABLE refresh_tokens ADD COLUMN successor_uuid uuid;
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;

-- Wrong current passwords on a password change are counted per user (auth/throttle.ts).
ALTER TABLE login_attempts ADD COLUMN user_uuid uuid;
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_kind_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_kind_check
  CHECK (kind IN ('login', 'register', 'email_link', 'current_password'));
CREATE INDEX login_attempts_user_idx ON login_attempts (user_uuid, created_at) WHERE user_uuid IS NOT NULL;
