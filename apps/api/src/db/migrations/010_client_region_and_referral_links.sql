-- The client's region (global preferences) and referrals linked to the friend's account and to the
-- booking that completed them. Runs unchanged on PGlite and PostgreSQL 15+.

-- User.region {locale, name, country}: the chosen country (ISO 3166-1 alpha-2). NULL until chosen,
-- when the locale's country stands in. A region outside the local markets (CA, US, GB) makes the
-- client global (users.is_global, 005).
ALTER TABLE users ADD COLUMN region_country text CHECK (region_country ~ '^[A-Z]{2}$');

-- The friend who registered from the invite (linked at registration, by the invited email), and
-- the friend's first booked appointment, which completed the referral and carried the 40% off.
ALTER TABLE referrals ADD COLUMN friend_uuid uuid REFERENCES users (uuid) ON DELETE SET NULL;
ALTER TABLE referrals ADD COLUMN appointment_uuid uuid REFERENCES appointments (uuid) ON DELETE SET NULL;
CREATE INDEX referrals_friend_uuid_idx ON referrals (friend_uuid);

-- Friends who registered before this migration (the referrer's page used to settle them lazily).
UPDATE referrals r SET friend_uuid = u.uuid,
  status = CASE WHEN r.status = 'SENT' THEN 'JOINED' ELSE r.status END
FROM users u
WHERE lower(u.email) = lower(r.friend_email) AND u.uuid <> r.referrer_uuid AND r.friend_uuid IS NULL;
